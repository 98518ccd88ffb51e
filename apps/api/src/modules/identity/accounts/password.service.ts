import type {
  TChangePasswordRequest,
  TForgotPasswordRequest,
  TResetPasswordRequest,
} from '@campusflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import { passwordResetMail } from '@/modules/identity/identity-mails.ts';
import type { RequestMeta } from '@/modules/identity/sign-in/login.service.ts';
import { createSession, revokeUserSessions } from '@/modules/identity/sign-in/sessions.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { hashPassword, verifyPassword } from '@/platform/auth/passwords.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import {
  consumeAuthToken,
  issueAuthToken,
  TOKEN_MINUTES,
  voidOutstandingTokens,
} from './auth-tokens.ts';

export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that e-mail address, we have sent it a link to choose a new password.';

/**
 * Sends a reset link to every account with this address (one per school, or the given school).
 * The answer is the same whether or not one exists, so it tells nobody who has an account.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: TForgotPasswordRequest,
): Promise<string> {
  const accounts = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, schoolId: users.schoolId })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, input.email),
        eq(users.status, 'active'),
        eq(users.authAccountCreated, true),
        input.schoolId ? eq(users.schoolId, input.schoolId) : undefined,
      ),
    )
    .limit(10);
  if (accounts.length === 0) return FORGOT_PASSWORD_ANSWER;
  await inTransaction(ctx.db, async (tx) => {
    for (const account of accounts) {
      const token = await issueAuthToken(tx, {
        purpose: 'reset_password',
        userId: account.id,
        ttlMinutes: TOKEN_MINUTES.reset_password,
      });
      const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await ctx.mailer.queue(
        tx,
        passwordResetMail({
          to: input.email,
          name: account.name,
          schoolId: account.schoolId,
          link,
        }),
      );
    }
  });
  void ctx.mailer.kick();
  return FORGOT_PASSWORD_ANSWER;
}

/** Sets a new password from a reset (or invitation) link and ends every session. */
export async function resetPassword(
  ctx: ServiceContext,
  input: TResetPasswordRequest,
  audit: AuditContext,
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (tx) => {
    const used = await consumeAuthToken(tx, input.token, 'reset_password');
    if (!used) throw new AppError('invalid_token');
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        legacyPasswordSha256: null,
        authAccountCreated: true,
        // The link arrived at this address, which proves it.
        emailVerified: true,
        updatedAt: new Date(),
      })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, name: users.name, schoolId: users.schoolId });
    if (!user) throw new AppError('invalid_token');
    await voidOutstandingTokens(tx, user.id);
    await revokeUserSessions(tx, user.id);
    await recordAudit(
      tx,
      { ...audit, actorUserId: user.id, actorName: user.name, schoolId: user.schoolId },
      { action: 'auth.password_reset', entityType: 'user', entityId: user.id },
    );
  });
  return 'Your password has been changed. You can now log in.';
}

/**
 * Changes the signed-in user's password. Every session of theirs ends, this one included: the
 * caller gets a new session (a new id and token) to carry on with, so a token stolen before the
 * change is worth nothing after it. Outstanding reset and invitation links end too.
 */
export async function changePassword(
  ctx: ServiceContext,
  actor: { userId: string; sessionId: string },
  input: TChangePasswordRequest,
  meta: RequestMeta,
): Promise<{ message: string; sessionToken: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!user) throw new AppError('user_profile_not_found');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('password_incorrect', {
      errors: [{ field: 'body.currentPassword', message: 'Your current password is not correct.' }],
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const session = await inTransaction(ctx.db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await voidOutstandingTokens(tx, user.id);
    await revokeUserSessions(tx, user.id);
    await recordAudit(tx, meta.audit, {
      action: 'auth.password_changed',
      entityType: 'user',
      entityId: user.id,
    });
    return createSession(tx, user, meta, ctx.config.session);
  });
  return {
    message: 'Your password has been changed. Your other sessions have been signed out.',
    sessionToken: session.token,
  };
}
