import { sql } from 'drizzle-orm';
import { signInDevices, users } from '@/modules/identity/identity.tables.ts';
import { hashToken } from '@/platform/auth/tokens.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * A column of a users query: whether that user has signed in from this browser (its device
 * cookie's token), read with the user in the same statement.
 */
export function signedInFrom(deviceToken: string) {
  return sql<boolean>`exists (select 1 from ${signInDevices} where ${signInDevices.userId} = ${users.id} and ${signInDevices.deviceHash} = ${hashToken(deviceToken)})`;
}

/** Notes that the account signed in from this browser. */
export async function rememberDevice(
  db: DbOrTx,
  userId: string,
  deviceToken: string,
  now = new Date(),
) {
  await deviceUpsert(db, userId, deviceToken, now);
}

/** rememberDevice's upsert, unrun, to join a statement. */
export function deviceUpsert(db: DbOrTx, userId: string, deviceToken: string, now = new Date()) {
  return db
    .insert(signInDevices)
    .values({ userId, deviceHash: hashToken(deviceToken), createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [signInDevices.userId, signInDevices.deviceHash],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
}
