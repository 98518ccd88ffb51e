import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { sessions, users } from '@/modules/identity/identity.tables.ts';
import { parseRoles, rolesOfUser } from '@/modules/identity/user-profile.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { SessionLookup } from '@/platform/access/session-lookup.ts';
import { hashToken, newToken } from '@/platform/auth/tokens.ts';
import { preparedPerDatabase } from '@/platform/db/prepared.ts';
import { runInAnySchoolScope, runInSchoolScope } from '@/platform/db/school-scope.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export type SessionPolicy = { idleMinutes: number; maxHours: number };

/**
 * Seen-at is written at most once a minute, not on every request, and at most a quarter of
 * the idle limit apart: with a short idle limit (SESSION_IDLE_MINUTES=1), a once-a-minute
 * write would let an active session expire between two writes.
 */
function touchAfterMs(policy: SessionPolicy): number {
  return Math.min(60_000, (policy.idleMinutes * 60_000) / 4);
}

export async function createSession(
  db: DbOrTx,
  user: { id: string; schoolId: string | null },
  meta: { ip: string | null; userAgent: string | null },
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const { token, expiresAt, row } = newSession(user, meta, policy, now);
  const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
  if (!created) throw new Error('session insert returned nothing');
  return { token, sessionId: created.id, expiresAt };
}

/** A new session's token, its expiry and its row, for `createSession` or sign-in's statement. */
export function newSession(
  user: { id: string; schoolId: string | null },
  meta: { ip: string | null; userAgent: string | null },
  policy: SessionPolicy,
  now = new Date(),
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.maxHours * 3_600_000);
  const row = {
    tokenHash: hashToken(token),
    userId: user.id,
    schoolId: user.schoolId,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  };
  return { token, expiresAt, row };
}

/** A session by its token's hash, with its user and roles: every signed-in request's read. */
const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      name: users.name,
      email: users.email,
      schoolId: users.schoolId,
      status: users.status,
      roles: rolesOfUser(),
      userMark: users.viewMark,
      schoolMark: schools.viewMark,
      teachingMark: schools.teachingMark,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_by_token'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionByToken>['execute']>>[number];

/**
 * The marks of the user's kept pages (migrations 0034 to 0036): their own and their school's for
 * what a student sees, with the school's teaching mark for a lecturer's course list. None
 * without a school, so nothing of theirs is kept.
 */
function viewMarks(row: SessionRow) {
  if (row.userMark === null || row.schoolMark === null || row.teachingMark === null) {
    return { viewMark: null, teachingMark: null };
  }
  const viewMark = `${row.userMark}.${row.schoolMark}`;
  return { viewMark, teachingMark: `${viewMark}.${row.teachingMark}` };
}

/** What a session row is worth now: the one reading of the idle and absolute limits. */
function sessionState(row: SessionRow, policy: SessionPolicy, now: Date) {
  const idleLimit = row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime()) return 'expired';
  if (!row.userId || !row.name) return 'user_missing';
  if (row.status !== 'active') return 'suspended';
  return 'live';
}

/**
 * The session row of a token. It is read first on a connection left confined to the school
 * of its last request (in a rush, the same school), which saves unconfining it: a live
 * session found there is the session, since row-level security hides rows and never makes
 * them up. Anything else is read again unconfined, where every school's sessions are seen.
 */
async function sessionRow(db: DbOrTx, tokenHash: string, policy: SessionPolicy, now: Date) {
  const [near] = await runInAnySchoolScope(
    async () => await sessionByToken(db).execute({ tokenHash }),
  );
  if (near && sessionState(near, policy, now) === 'live') return near;
  const [row] = await runInSchoolScope(
    null,
    async () => await sessionByToken(db).execute({ tokenHash }),
  );
  return row;
}

/** Finds the live session of a cookie token, enforcing idle and absolute limits. */
export async function lookupSession(
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionLookup> {
  const row = await sessionRow(db, hashToken(token), policy, now);
  if (!row) return { kind: 'none' };
  const state = sessionState(row, policy, now);
  if (state === 'expired') {
    await revokeSession(db, row.sessionId, now);
    return { kind: 'expired' };
  }
  if (state === 'user_missing' || !row.userId || !row.name) return { kind: 'user_missing' };
  if (state === 'suspended') {
    await revokeSession(db, row.sessionId, now);
    return { kind: 'suspended', userId: row.userId };
  }
  if (now.getTime() - row.lastSeenAt.getTime() > touchAfterMs(policy)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const roles = parseRoles(row.roles);
  return {
    kind: 'valid',
    sessionId: row.sessionId,
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      schoolId: row.schoolId,
      roles,
      ...viewMarks(row),
    },
  };
}

export async function revokeSession(db: DbOrTx, sessionId: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, except optionally the one making the request. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  options: { except?: string; now?: Date } = {},
) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (options.except) conditions.push(ne(sessions.id, options.except));
  await db
    .update(sessions)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(...conditions));
}
