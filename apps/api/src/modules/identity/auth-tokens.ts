import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { DbOrTx } from '../../platform/db/transaction.ts';
import { authTokens } from './identity.tables.ts';

export type AuthTokenPurpose = (typeof authTokens.$inferInsert)['purpose'];

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
    email?: string | null;
    now?: Date;
  },
): Promise<string> {
  const token = newToken();
  const now = args.now ?? new Date();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    purpose: args.purpose,
    userId: args.userId,
    email: args.email ?? null,
    expiresAt: new Date(now.getTime() + args.ttlMinutes * 60_000),
    createdAt: now,
  });
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
) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
