import { normalizePhone, type TLoginRequest, type TLoginResponse } from '@campusflow/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.ts';
import {
  decoyPasswordHash,
  verifyLegacyPassword,
  verifyPassword,
} from '../../platform/auth/passwords.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { schools } from '../schools/schools.tables.ts';
import { issueAuthToken } from './auth-tokens.ts';
import { users } from './identity.tables.ts';
import { clearFailures, isThrottled, recordFailure, throttleKeys } from './sign-in-throttle.ts';
import { loadSessionUser, rolesOfUser } from './user-profile.ts';

export const ACCOUNT_SETUP_TICKET_MINUTES = 30;

export type RequestMeta = { ip: string | null; userAgent: string | null; audit: AuditContext };

export type LoginResult = {
  response: TLoginResponse;
  /** Set when the user is now signed in: the cookie token. */
  session?: { token: string };
};

type Candidate = {
  user: typeof users.$inferSelect;
  roles: string[];
  school: { id: string; name: string; code: string } | null;
  matchedBy: 'email' | 'userOrgId' | 'jambNo' | 'phone';
};

const uniqueIdPriority = { userOrgId: 0, jambNo: 1, phone: 2, email: 3 } as const;

/** Spec section 5: an identifier containing @ is an e-mail; anything else a unique ID. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

async function findCandidates(
  ctx: ServiceContext,
  identifier: string,
  schoolId: string | undefined,
): Promise<Candidate[]> {
  const byEmail = isEmailIdentifier(identifier);
  const phone = normalizePhone(identifier);
  const match = byEmail
    ? eq(sql`lower(${users.email})`, identifier.toLowerCase())
    : or(
        eq(sql`upper(${users.userOrgId})`, identifier.toUpperCase()),
        eq(sql`upper(${users.jambNo})`, identifier.toUpperCase()),
        eq(users.phone, phone),
      );
  const rows = await ctx.db
    .select({
      user: users,
      roles: rolesOfUser(),
      school: { id: schools.id, name: schools.name, code: schools.code, status: schools.status },
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(and(match, schoolId ? eq(users.schoolId, schoolId) : undefined))
    .limit(50);
  return rows
    .filter((row) => row.school === null || row.school.status === 'active')
    .map((row) => ({
      user: row.user,
      roles: row.roles,
      school: row.school
        ? { id: row.school.id, name: row.school.name, code: row.school.code }
        : null,
      matchedBy: byEmail
        ? 'email'
        : row.user.userOrgId?.toUpperCase() === identifier.toUpperCase()
          ? 'userOrgId'
          : row.user.jambNo?.toUpperCase() === identifier.toUpperCase()
            ? 'jambNo'
            : 'phone',
    }));
}

/** The distinct schools among the candidates, for the school picker. */
function schoolsOf(candidates: Candidate[]) {
  const seen = new Map<string, { id: string; name: string; code: string }>();
  for (const c of candidates) if (c.school) seen.set(c.school.id, c.school);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Sign-in by e-mail or unique ID (spec sections 2, 4, 5 and 8). Failed attempts count against
 * the identifier and the address; enough of either within the window is refused with a 429.
 */
export async function login(
  ctx: ServiceContext,
  input: TLoginRequest,
  meta: RequestMeta,
  now = new Date(),
): Promise<LoginResult> {
  const identifier = input.identifier.trim();
  const keys = throttleKeys(identifier, meta.ip);
  const policy = ctx.config.signInThrottle;
  if (await isThrottled(ctx.db, keys, policy, now)) {
    throw new AppError('too_many_sign_in_attempts', {
      detail: `Too many failed sign-in attempts. Please wait ${policy.windowMinutes} minutes and try again.`,
    });
  }

  const fail = async (code: 'user_not_found' | 'incorrect_password', candidate?: Candidate) => {
    await recordFailure(ctx.db, keys, policy, now);
    await recordAudit(ctx.db, meta.audit, {
      action: 'auth.sign_in_failed',
      entityType: 'user',
      entityId: candidate?.user.id ?? null,
      schoolId: candidate?.user.schoolId ?? null,
      after: { identifier: identifier.slice(0, 100), reason: code },
    });
    throw new AppError(code);
  };

  const candidates = await findCandidates(ctx, identifier, input.schoolId);
  const choices = schoolsOf(candidates);
  if (choices.length > 1) return { response: { status: 'choose_school', schools: choices } };

  const candidate = [...candidates].sort(
    (a, b) => uniqueIdPriority[a.matchedBy] - uniqueIdPriority[b.matchedBy],
  )[0];
  if (!candidate) {
    await verifyPassword(await decoyPasswordHash(), input.password);
    return fail('user_not_found');
  }
  const { user } = candidate;

  // A unique ID opens only the first sign-in; afterwards the e-mail is the way in.
  if (candidate.matchedBy !== 'email' && user.authAccountCreated) {
    throw new AppError('use_email_to_login');
  }

  if (!user.passwordHash) {
    // Pre-registered: only the initial SHA-256 password, and only towards account setup.
    if (
      !user.legacyPasswordSha256 ||
      !verifyLegacyPassword(user.legacyPasswordSha256, input.password)
    ) {
      return fail('incorrect_password', candidate);
    }
    if (user.status !== 'active') throw new AppError('account_suspended');
    const ticket = await issueAuthToken(ctx.db, {
      purpose: 'account_setup',
      userId: user.id,
      ttlMinutes: ACCOUNT_SETUP_TICKET_MINUTES,
      now,
    });
    await clearFailures(ctx.db, keys[0] ?? '');
    return {
      response: {
        status: 'account_setup',
        next: '/account-setup',
        pendingUserId: ticket,
        name: user.name,
      },
    };
  }

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    return fail('incorrect_password', candidate);
  }
  if (user.status !== 'active') throw new AppError('account_suspended');

  const session = await createSession(
    ctx.db,
    { id: user.id, schoolId: user.schoolId },
    { ip: meta.ip, userAgent: meta.userAgent },
    ctx.config.session,
    now,
  );
  await clearFailures(ctx.db, keys[0] ?? '');
  await recordAudit(
    ctx.db,
    { ...meta.audit, actorUserId: user.id, actorName: user.name, schoolId: user.schoolId },
    { action: 'auth.sign_in', entityType: 'user', entityId: user.id },
  );
  const profile = await loadSessionUser(ctx.db, user.id);
  if (!profile) throw new AppError('user_profile_not_found');
  return {
    response: {
      status: 'signed_in',
      next: profile.mainRoles.length > 1 ? '/select-dashboard' : '/dashboard',
      user: profile,
    },
    session: { token: session.token },
  };
}
