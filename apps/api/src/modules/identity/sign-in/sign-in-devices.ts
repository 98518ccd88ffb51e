import { and, eq, inArray, sql } from 'drizzle-orm';
import { signInDevices } from '@/modules/identity/identity.tables.ts';
import { hashToken } from '@/platform/auth/tokens.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** Whether any of these accounts has signed in from the browser holding `deviceToken`. */
export async function isKnownDevice(
  db: DbOrTx,
  userIds: string[],
  deviceToken: string | null,
): Promise<boolean> {
  if (!deviceToken || userIds.length === 0) return false;
  const [row] = await db
    .select({ userId: signInDevices.userId })
    .from(signInDevices)
    .where(
      and(
        inArray(signInDevices.userId, userIds),
        eq(signInDevices.deviceHash, hashToken(deviceToken)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Notes that the account signed in from this browser. */
export async function rememberDevice(
  db: DbOrTx,
  userId: string,
  deviceToken: string,
  now = new Date(),
) {
  await db
    .insert(signInDevices)
    .values({ userId, deviceHash: hashToken(deviceToken), createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [signInDevices.userId, signInDevices.deviceHash],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    });
}
