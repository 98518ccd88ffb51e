import type { TLoginRequest, TLoginResponse } from '@campusflow/contracts';
import { issueAuthToken } from '@/modules/identity/accounts/auth-tokens.ts';
import { sessionUserOf } from '@/modules/identity/user-profile.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import {
  decoyPasswordHash,
  verifyLegacyPassword,
  verifyPassword,
} from '@/platform/auth/passwords.ts';
import { hashToken } from '@/platform/auth/tokens.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type Candidate, type CandidateSchool, findCandidates } from './sign-in-candidates.ts';
import {
  accountKey,
  attemptSucceeded,
  type Counter,
  type Forgiven,
  identifierKey,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  waitInWords,
} from './sign-in-throttle.ts';
import { startSession } from './start-session.ts';

export const ACCOUNT_SETUP_TICKET_MINUTES = 30;

export type RequestMeta = {
  ip: string | null;
  userAgent: string | null;
  /** The browser's `cf_device` token, when it sent one. */
  deviceToken: string | null;
  audit: AuditContext;
};

export type LoginResult = {
  response: TLoginResponse;
  /** Set when the user is now signed in: the session cookie's and the device cookie's tokens. */
  session?: { token: string; deviceToken: string };
};

/** The catalogue's message, with the wait this attempt actually has, and Retry-After. */
export function tooManySignInAttempts(waitSeconds: number): AppError {
  return new AppError('too_many_sign_in_attempts', {
    detail: `Too many failed sign-in attempts. Please wait ${waitInWords(waitSeconds)} and try again.`,
    retryAfterSeconds: waitSeconds,
  });
}

const uniqueIdPriority = { userOrgId: 0, jambNo: 1, phone: 2, email: 3 } as const;

/** The distinct schools among the candidates, for the school picker. */
function schoolsOf(candidates: Candidate[]) {
  const seen = new Map<string, CandidateSchool>();
  for (const c of candidates) if (c.school) seen.set(c.school.id, c.school);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function byPriority(candidates: Candidate[]): Candidate[] {
  return [...candidates].sort(
    (a, b) => uniqueIdPriority[a.matchedBy] - uniqueIdPriority[b.matchedBy],
  );
}

/** The candidate that speaks for each school (app admins: for the platform), by priority. */
function bestPerSchool(candidates: Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const c of byPriority(candidates)) {
    const school = c.school?.id ?? 'platform';
    if (!best.has(school)) best.set(school, c);
  }
  return [...best.values()];
}

/** A unique ID opens only the first sign-in; afterwards the e-mail is the way in. */
function mustUseEmail(candidate: Candidate): boolean {
  return candidate.matchedBy !== 'email' && candidate.user.authAccountCreated;
}

/** A set-up account takes its argon2 password; a pre-registered one its initial SHA-256 one. */
async function passwordMatches(user: Candidate['user'], password: string): Promise<boolean> {
  if (user.passwordHash) return verifyPassword(user.passwordHash, password);
  return (
    user.legacyPasswordSha256 !== null && verifyLegacyPassword(user.legacyPasswordSha256, password)
  );
}

async function withMatchingPassword(candidates: Candidate[], password: string) {
  const matches = await Promise.all(candidates.map((c) => passwordMatches(c.user, password)));
  return candidates.filter((_, i) => matches[i]);
}

type Refusal = 'user_not_found' | 'incorrect_password' | 'use_email_to_login' | 'account_suspended';

/** One sign-in attempt, counted against its identifier, accounts and address from the start. */
type Attempt = {
  /** Refuses the sign-in: the attempt stays counted and the audit log says why. */
  refuse(code: Refusal, candidate?: Candidate): Promise<never>;
  /** The password was right but nobody is signed in yet (school picker): it does not count. */
  release(): Promise<void>;
  /** The user is in: the attempt does not count, and their earlier failures are forgiven. */
  succeed(): Promise<void>;
  /** What succeed forgives, for the sign-in's one statement to do instead. */
  forgiven(): Forgiven;
};

/**
 * Starts counting an attempt (decision 005). From a browser the account has signed in from, only
 * that browser's own failures hold it up. From anywhere else, failures of this account from this
 * address, failures of this account from everywhere, and the number of different identifiers
 * failing from this address (a campus shares one) each slow it down past their allowance.
 */
async function startAttempt(
  ctx: ServiceContext,
  identifier: string,
  candidates: Candidate[],
  meta: RequestMeta,
  now: Date,
): Promise<Attempt> {
  const policy = ctx.config.signInThrottle;
  const subject = identifierKey(identifier);
  const people = [subject, ...new Set(candidates.map((c) => accountKey(c.user.id)))];
  const known = Boolean(meta.deviceToken) && candidates.some((c) => c.knownDevice);
  const origin =
    known && meta.deviceToken ? `device:${hashToken(meta.deviceToken)}` : `ip:${meta.ip}`;
  const pair: Counter[] = people.map((p) => ({ key: `${p}@${origin}`, free: policy.pairFailures }));
  const everywhere: Counter[] = people.map((p) => ({
    key: `all:${p}`,
    free: policy.accountFailures,
  }));
  const address: Counter[] = meta.ip
    ? [{ key: `ip:${meta.ip}`, free: policy.addressIdentifiers, mode: 'distinct' }]
    : [];
  const reservation = await reserveAttempt(
    ctx.db,
    known ? { counted: pair } : { counted: [...pair, ...everywhere], watched: address },
    subject,
    policy,
    now,
  );
  if (!reservation.ok) throw tooManySignInAttempts(reservation.waitSeconds);
  // On success this browser or address is forgiven; failures elsewhere keep counting.
  const forgiven: Forgiven = { reserved: reservation.reserved, cleared: pair.map((c) => c.key) };
  return {
    refuse: async (code, candidate) => {
      // What this attempt did not reserve still hears of the failure.
      const unreserved = known ? [...everywhere, ...address] : address;
      await recordFailure(
        ctx.db,
        unreserved.map((c) => c.key),
        subject,
        policy.windowMinutes,
        now,
      );
      await recordAudit(ctx.db, meta.audit, {
        action: 'auth.sign_in_failed',
        entityType: 'user',
        entityId: candidate?.user.id ?? null,
        schoolId: candidate?.user.schoolId ?? null,
        after: { identifier: identifier.slice(0, 100), reason: code },
      });
      throw new AppError(code);
    },
    release: () => releaseAttempt(ctx.db, reservation.reserved),
    succeed: () => attemptSucceeded(ctx.db, forgiven),
    forgiven: () => forgiven,
  };
}

/** The only candidate, if there is just one: the account a refusal is about. */
function only(candidates: Candidate[]): Candidate | undefined {
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Sign-in by e-mail or unique ID (spec sections 2, 4, 5 and 8). Every attempt counts as a
 * failure until it succeeds (`startAttempt`); too many make the next attempt wait, answered
 * with a 429 and Retry-After. The password is checked before anything about
 * the accounts is told (schools, suspension), except the spec's "use your e-mail" rule.
 */
export async function login(
  ctx: ServiceContext,
  input: TLoginRequest,
  meta: RequestMeta,
  now = new Date(),
): Promise<LoginResult> {
  const identifier = input.identifier.trim();
  const candidates = bestPerSchool(
    await findCandidates(ctx.db, identifier, input.schoolId, meta.deviceToken),
  );
  const attempt = await startAttempt(ctx, identifier, candidates, meta, now);

  if (candidates.length === 0) {
    // Spend the time of a real check, so timing does not tell who exists.
    await verifyPassword(await decoyPasswordHash(), input.password);
    return attempt.refuse('user_not_found');
  }
  // Spec section 5: a unique ID no longer opens a set-up account, whatever the password.
  if (candidates.every(mustUseEmail)) return attempt.refuse('use_email_to_login', only(candidates));

  const matched = await withMatchingPassword(candidates, input.password);
  const candidate = byPriority(matched)[0];
  if (!candidate) return attempt.refuse('incorrect_password', only(candidates));
  const choices = schoolsOf(matched);
  if (choices.length > 1) {
    await attempt.release();
    return { response: { status: 'choose_school', schools: choices } };
  }
  if (mustUseEmail(candidate)) return attempt.refuse('use_email_to_login', candidate);
  if (candidate.user.status !== 'active') return attempt.refuse('account_suspended', candidate);

  if (!candidate.user.passwordHash) {
    await attempt.succeed();
    return offerAccountSetup(ctx, candidate.user, now);
  }
  // The session, its device, its audit row and the forgiven attempt: one statement, all or none.
  const session = await startSession(
    ctx.db,
    ctx.config.session,
    candidate.user,
    meta,
    now,
    attempt.forgiven(),
  );
  // The profile from the rows the sign-in read: nothing in it changes by signing in.
  const profile = sessionUserOf(candidate.user, candidate.roles, candidate.profileSchool);
  return {
    response: {
      status: 'signed_in',
      next: profile.roles.mainRoles.length > 1 ? '/select-dashboard' : '/dashboard',
      user: profile,
    },
    session,
  };
}

/** Pre-registered: the initial password leads only to account setup, not into the portal. */
async function offerAccountSetup(
  ctx: ServiceContext,
  user: Candidate['user'],
  now: Date,
): Promise<LoginResult> {
  const ticket = await issueAuthToken(ctx.db, {
    purpose: 'account_setup',
    userId: user.id,
    ttlMinutes: ACCOUNT_SETUP_TICKET_MINUTES,
    now,
  });
  return {
    response: {
      status: 'account_setup',
      next: '/account-setup',
      pendingUserId: ticket,
      name: user.name,
    },
  };
}
