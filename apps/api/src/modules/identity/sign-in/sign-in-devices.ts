import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { signInDevices } from '@/modules/identity/identity.tables.ts';
import { hashToken } from '@/platform/auth/tokens.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** Notes that the account signed in from this browser. */
export async function rememberDevice(
  db: DbOrTx,
  userId: string,
  deviceToken: string,
  now = new Date(),
) {
  await deviceUpsert(db, {
    userId,
    deviceHash: hashToken(deviceToken),
    createdAt: now,
    lastSeenAt: now,
  });
}

/**
 * rememberDevice's upsert, unrun, to join a statement; its values may be placeholders (sign-in's
 * prepared statement).
 */
export function deviceUpsert(db: DbOrTx, row: PgInsertValue<typeof signInDevices>) {
  return db
    .insert(signInDevices)
    .values(row)
    .onConflictDoUpdate({
      target: [signInDevices.userId, signInDevices.deviceHash],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
}
