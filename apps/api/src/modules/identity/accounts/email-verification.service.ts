import { and, eq } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import { verificationMail } from '@/modules/identity/identity-mails.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { consumeAuthToken, issueAuthToken, TOKEN_MINUTES } from './auth-tokens.ts';

/** Queues a verification link for the user's current address (inside the caller's transaction). */
export async function queueVerificationMail(
  ctx: ServiceContext,
  tx: DbOrTx,
  user: { id: string; name: string; email: string; schoolId: string | null },
) {
  const token = await issueAuthToken(tx, {
    purpose: 'verify_email',
    userId: user.id,
    email: user.email,
    ttlMinutes: TOKEN_MINUTES.verify_email,
  });
  const link = `${ctx.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.queue(
    tx,
    verificationMail({ to: user.email, name: user.name, schoolId: user.schoolId, link }),
  );
}

/** Consumes a verification link; the address must still be the user's. */
export async function verifyEmail(ctx: ServiceContext, token: string, audit: AuditContext) {
  await inTransaction(ctx.db, async (tx) => {
    const used = await consumeAuthToken(tx, token, 'verify_email');
    if (!used?.email) throw new AppError('invalid_token');
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id, schoolId: users.schoolId, name: users.name });
    if (!user) throw new AppError('invalid_token');
    await recordAudit(
      tx,
      { ...audit, actorUserId: user.id, actorName: user.name, schoolId: user.schoolId },
      { action: 'auth.email_verified', entityType: 'user', entityId: user.id },
    );
  });
}

/** Sends a fresh verification link to the signed-in user. */
export async function resendVerification(ctx: ServiceContext, userId: string): Promise<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('user_profile_not_found');
  if (!user.email)
    throw new AppError('validation_failed', { detail: 'Your account has no e-mail address yet.' });
  if (user.emailVerified) return 'Your e-mail address is already verified.';
  const email = user.email;
  await inTransaction(ctx.db, (tx) =>
    queueVerificationMail(ctx, tx, {
      id: user.id,
      name: user.name,
      email,
      schoolId: user.schoolId,
    }),
  );
  void ctx.mailer.kick();
  return `We have sent a new verification link to ${email}.`;
}
