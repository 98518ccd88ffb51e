import { timingSafeEqual } from 'node:crypto';
import type { TRegisterAppAdminRequest, TRegisterRequest } from '@campusflow/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import type { LoginResult, RequestMeta } from '@/modules/identity/sign-in/login.service.ts';
import { createSession } from '@/modules/identity/sign-in/sessions.ts';
import { rememberDevice } from '@/modules/identity/sign-in/sign-in-devices.ts';
import { loadSessionUser } from '@/modules/identity/user-profile.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { recordAudit } from '@/platform/audit/audit.ts';
import { deviceTokenOr } from '@/platform/auth/device-cookie.ts';
import { hashPassword } from '@/platform/auth/passwords.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { emailTaken } from './account-setup.service.ts';
import { queueVerificationMail } from './email-verification.service.ts';

const emailTakenError = () =>
  new AppError('email_taken', {
    errors: [{ field: 'body.email', message: 'This e-mail address is already in use.' }],
  });

/**
 * Signs in a user who has just registered: a session, and the same `auth.sign_in` audit row a
 * sign-in with a password writes.
 */
async function signInNewUser(
  ctx: ServiceContext,
  user: { id: string; name: string; schoolId: string | null },
  meta: RequestMeta,
): Promise<LoginResult> {
  const deviceToken = deviceTokenOr(meta.deviceToken);
  const session = await inTransaction(ctx.db, async (tx) => {
    const created = await createSession(
      tx,
      { id: user.id, schoolId: user.schoolId },
      { ip: meta.ip, userAgent: meta.userAgent },
      ctx.config.session,
    );
    await rememberDevice(tx, user.id, deviceToken);
    await recordAudit(
      tx,
      { ...meta.audit, actorUserId: user.id, actorName: user.name, schoolId: user.schoolId },
      { action: 'auth.sign_in', entityType: 'user', entityId: user.id },
    );
    return created;
  });
  const profile = await loadSessionUser(ctx.db, user.id);
  if (!profile) throw new AppError('user_profile_not_found');
  return {
    response: { status: 'signed_in', next: '/dashboard', user: profile },
    session: { token: session.token, deviceToken },
  };
}

/**
 * Self-registration of an applicant into a chosen school: status active, role student, a
 * verification e-mail; signed in at once (an unverified address does not block sign-in).
 */
export async function registerApplicant(
  ctx: ServiceContext,
  input: TRegisterRequest,
  meta: RequestMeta,
): Promise<LoginResult> {
  const [school] = await ctx.db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, input.schoolId), eq(schools.status, 'active')))
    .limit(1);
  if (!school) {
    throw new AppError('school_not_found', {
      errors: [{ field: 'body.schoolId', message: 'Choose a school from the list.' }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(ctx.db, async (tx) => {
    if (await emailTaken(tx, input.email, school.id)) throw emailTakenError();
    const [created] = await tx
      .insert(users)
      .values({
        schoolId: school.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        gender: input.gender,
        passwordHash,
        authAccountCreated: true,
        status: 'active',
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await tx.insert(userRoles).values({ userId: created.id, role: 'student', schoolId: school.id });
    await queueVerificationMail(ctx, tx, {
      id: created.id,
      name: created.name,
      email: input.email,
      schoolId: school.id,
    });
    await recordAudit(
      tx,
      { ...meta.audit, actorUserId: created.id, actorName: created.name, schoolId: school.id },
      {
        action: 'user.register',
        entityType: 'user',
        entityId: created.id,
        after: { name: created.name, email: created.email, roles: ['student'] },
      },
    );
    return created;
  });
  void ctx.mailer.kick();
  return signInNewUser(ctx, user, meta);
}

function tokenMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function noAppAdminYet(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.role, 'appadmin'));
  return (row?.n ?? 0) === 0;
}

/** True while no platform administrator exists: the first may register without SETUP_TOKEN. */
export function appAdminSetupOpen(ctx: ServiceContext): Promise<boolean> {
  return noAppAdminYet(ctx.db);
}

/**
 * Serialises first-admin registrations: held until the transaction ends, so of two requests
 * that both found no platform admin, the second checks again after the first has committed.
 * Any constant works; it only has to be the same for every API process.
 */
const APPADMIN_SETUP_LOCK_KEY = 727_100_002;

/** The first platform administrator; later ones only with SETUP_TOKEN. */
export async function registerAppAdmin(
  ctx: ServiceContext,
  input: TRegisterAppAdminRequest,
  meta: RequestMeta,
): Promise<LoginResult> {
  const withToken = tokenMatches(ctx.config.setupToken, input.setupToken);
  // Cheap early refusal; the decisive check runs again under the lock below.
  if (!withToken && !(await noAppAdminYet(ctx.db))) throw new AppError('setup_not_allowed');
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPADMIN_SETUP_LOCK_KEY}::bigint)`);
    const open = await noAppAdminYet(tx);
    if (!open && !withToken) throw new AppError('setup_not_allowed');
    if (await emailTaken(tx, input.email, null)) throw emailTakenError();
    const [created] = await tx
      .insert(users)
      .values({
        schoolId: null,
        name: input.name,
        email: input.email,
        passwordHash,
        authAccountCreated: true,
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await tx.insert(userRoles).values({ userId: created.id, role: 'appadmin', schoolId: null });
    await queueVerificationMail(ctx, tx, {
      id: created.id,
      name: created.name,
      email: input.email,
      schoolId: null,
    });
    await recordAudit(
      tx,
      { ...meta.audit, actorUserId: created.id, actorName: created.name, schoolId: null },
      {
        action: 'user.register_appadmin',
        entityType: 'user',
        entityId: created.id,
        after: { name: created.name, email: created.email, roles: ['appadmin'], viaToken: !open },
      },
    );
    return created;
  });
  void ctx.mailer.kick();
  return signInNewUser(ctx, user, meta);
}
