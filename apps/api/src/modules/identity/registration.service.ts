import { timingSafeEqual } from 'node:crypto';
import type { TRegisterAppAdminRequest, TRegisterRequest } from '@campusflow/contracts';
import { and, count, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { schools } from '../schools/schools.tables.ts';
import { emailTaken } from './account-setup.service.ts';
import { queueVerificationMail } from './email-verification.service.ts';
import { userRoles, users } from './identity.tables.ts';
import type { LoginResult, RequestMeta } from './login.service.ts';
import { loadSessionUser } from './user-profile.ts';

const emailTakenError = () =>
  new AppError('email_taken', {
    errors: [{ field: 'body.email', message: 'This e-mail address is already in use.' }],
  });

async function signInNewUser(
  ctx: ServiceContext,
  user: { id: string; schoolId: string | null },
  meta: RequestMeta,
): Promise<LoginResult> {
  const session = await createSession(
    ctx.db,
    user,
    { ip: meta.ip, userAgent: meta.userAgent },
    ctx.config.session,
  );
  const profile = await loadSessionUser(ctx.db, user.id);
  if (!profile) throw new AppError('user_profile_not_found');
  return {
    response: { status: 'signed_in', next: '/dashboard', user: profile },
    session: { token: session.token },
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

export async function appAdminSetupOpen(ctx: ServiceContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.role, 'appadmin'));
  return (row?.n ?? 0) === 0;
}

/** The first platform administrator; later ones only with SETUP_TOKEN. */
export async function registerAppAdmin(
  ctx: ServiceContext,
  input: TRegisterAppAdminRequest,
  meta: RequestMeta,
): Promise<LoginResult> {
  const open = await appAdminSetupOpen(ctx);
  if (!open && !tokenMatches(ctx.config.setupToken, input.setupToken)) {
    throw new AppError('setup_not_allowed');
  }
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(ctx.db, async (tx) => {
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
