import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  accountSetupTokens,
  emailVerificationTokens,
  passwordResetTokens,
} from '@/modules/identity/identity.tables.ts';
import { hashToken, newToken } from '@/platform/auth/tokens.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * What a token is for, and so which table holds it: `verify_email` in
 * `email_verification_tokens`, `reset_password` (also staff invitations) in
 * `password_reset_tokens`, `account_setup` in `account_setup_tokens`.
 */
export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'account_setup';

/** A used token: whose it is and, for `verify_email`, the address it confirms. */
export type UsedAuthToken = { userId: string; email: string | null };

/** How long each kind of link works. */
export const TOKEN_MINUTES = {
  verify_email: 3 * 24 * 60,
  reset_password: 60,
  invitation: 7 * 24 * 60,
} as const;

/** Makes a single-use token; only its hash is stored. */
export async function issueAuthToken(
  db: DbOrTx,
  args: {
    purpose: AuthTokenPurpose;
    userId: string;
    ttlMinutes: number;
    /** Required for `verify_email`: the address the link confirms. */
    email?: string | null;
    now?: Date;
  },
): Promise<string> {
  const token = newToken();
  const now = args.now ?? new Date();
  const row = {
    tokenHash: hashToken(token),
    userId: args.userId,
    expiresAt: new Date(now.getTime() + args.ttlMinutes * 60_000),
    createdAt: now,
  };
  switch (args.purpose) {
    case 'verify_email':
      if (!args.email) throw new Error('a verification token needs the address it confirms');
      await db.insert(emailVerificationTokens).values({ ...row, email: args.email });
      break;
    case 'reset_password':
      await db.insert(passwordResetTokens).values(row);
      break;
    case 'account_setup':
      await db.insert(accountSetupTokens).values(row);
      break;
  }
  return token;
}

/**
 * Uses a token once: marks it used and returns it, or null when it is unknown, used, expired
 * or for another purpose. Two requests racing with one token cannot both win.
 */
export async function consumeAuthToken(
  db: DbOrTx,
  token: string,
  purpose: AuthTokenPurpose,
  now = new Date(),
): Promise<UsedAuthToken | null> {
  const tokenHash = hashToken(token);
  if (purpose === 'verify_email') {
    const t = emailVerificationTokens;
    const [row] = await db
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt), gt(t.expiresAt, now)))
      .returning({ userId: t.userId, email: t.email });
    return row ?? null;
  }
  const t = purpose === 'reset_password' ? passwordResetTokens : accountSetupTokens;
  const [row] = await db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ userId: t.userId });
  return row ? { userId: row.userId, email: null } : null;
}

/**
 * Ends every unused link of a user (verification, reset, invitation, account setup): once a
 * password is set, by any link or by change-password, an older link must not set another one.
 */
export async function voidOutstandingTokens(db: DbOrTx, userId: string, now = new Date()) {
  for (const t of [emailVerificationTokens, passwordResetTokens, accountSetupTokens]) {
    await db
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.userId, userId), isNull(t.usedAt)));
  }
}
