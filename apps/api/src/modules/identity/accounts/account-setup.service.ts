import { ACCOUNT_SETUP_COMPLETE, type TAccountSetupRequest } from '@campusflow/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import type { RequestMeta } from '@/modules/identity/sign-in/login.service.ts';
import { revokeUserSessions } from '@/modules/identity/sign-in/sessions.ts';
import { recordAudit } from '@/platform/audit/audit.ts';
import { hashPassword } from '@/platform/auth/passwords.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { consumeAuthToken, voidOutstandingTokens } from './auth-tokens.ts';
import { queueVerificationMail } from './email-verification.service.ts';

/** True when another account of the same school (or another app admin) has this address. */
export async function emailTaken(
  db: DbOrTx,
  email: string,
  schoolId: string | null,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        schoolId ? eq(users.schoolId, schoolId) : sql`${users.schoolId} is null`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Spec section 4, account setup: the pre-registered user sets an e-mail and a password. The
 * user keeps its id, so every enrollment and payment stays attached; the legacy SHA-256
 * password is dropped; sessions end; a verification e-mail goes out.
 */
export async function completeAccountSetup(
  ctx: ServiceContext,
  input: TAccountSetupRequest,
  meta: RequestMeta,
): Promise<string> {
  if (!input.pendingUserId) throw new AppError('no_pending_account_setup');
  const pending = input.pendingUserId;
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (tx) => {
    const ticket = await consumeAuthToken(tx, pending, 'account_setup');
    if (!ticket) throw new AppError('no_pending_account_setup');
    const [user] = await tx.select().from(users).where(eq(users.id, ticket.userId)).limit(1);
    if (!user || user.authAccountCreated) throw new AppError('no_pending_account_setup');
    if (await emailTaken(tx, input.email, user.schoolId, user.id)) {
      throw new AppError('email_taken', {
        errors: [{ field: 'body.email', message: 'This e-mail address is already in use.' }],
      });
    }
    await tx
      .update(users)
      .set({
        email: input.email,
        passwordHash,
        legacyPasswordSha256: null,
        authAccountCreated: true,
        emailVerified: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await voidOutstandingTokens(tx, user.id);
    await revokeUserSessions(tx, user.id);
    await queueVerificationMail(ctx, tx, {
      id: user.id,
      name: user.name,
      email: input.email,
      schoolId: user.schoolId,
    });
    await recordAudit(
      tx,
      { ...meta.audit, actorUserId: user.id, actorName: user.name, schoolId: user.schoolId },
      {
        action: 'auth.account_setup',
        entityType: 'user',
        entityId: user.id,
        before: { email: user.email, authAccountCreated: false },
        after: { email: input.email, authAccountCreated: true },
      },
    );
  });
  void ctx.mailer.kick();
  return ACCOUNT_SETUP_COMPLETE;
}
