import type { TRoleKey } from '@campusflow/contracts';

/** What a session cookie's token turned out to be; identity's sessions answer it. */
export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'user_missing' }
  | { kind: 'suspended'; userId: string }
  | {
      kind: 'valid';
      sessionId: string;
      user: {
        id: string;
        name: string;
        email: string | null;
        schoolId: string | null;
        roles: TRoleKey[];
        /** The user's view mark beside their school's (Actor.viewMark). */
        viewMark: string | null;
        /** The view mark with the school's teaching mark (Actor.teachingMark). */
        teachingMark: string | null;
      };
    };

/**
 * Finds the live session of a cookie token. The platform checks access with it but does not
 * own sessions: app.ts hands it identity's lookup, so the platform imports no module.
 */
export type LookupSession = (token: string) => Promise<SessionLookup>;
