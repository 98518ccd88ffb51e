import { and, count, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/transaction.ts';
import { signInFailures } from './identity.tables.ts';

export type ThrottlePolicy = { maxFailures: number; windowMinutes: number };

/** The two counters a sign-in is held to: its identifier and the address it came from. */
export function throttleKeys(identifier: string, ip: string | null): string[] {
  const keys = [`id:${identifier.trim().toLowerCase()}`];
  if (ip) keys.push(`ip:${ip}`);
  return keys;
}

/** True when either counter has reached the limit inside the window. */
export async function isThrottled(
  db: DbOrTx,
  keys: string[],
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - policy.windowMinutes * 60_000);
  const rows = await db
    .select({ key: signInFailures.key, n: count() })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gt(signInFailures.createdAt, since)))
    .groupBy(signInFailures.key);
  return rows.some((row) => row.n >= policy.maxFailures);
}

export async function recordFailure(
  db: DbOrTx,
  keys: string[],
  policy: ThrottlePolicy,
  now = new Date(),
) {
  await db.insert(signInFailures).values(keys.map((key) => ({ key, createdAt: now })));
  // Old rows of these keys no longer count; drop them so the table stays small.
  const before = new Date(now.getTime() - policy.windowMinutes * 60_000);
  await db
    .delete(signInFailures)
    .where(and(inArray(signInFailures.key, keys), lt(signInFailures.createdAt, before)));
}

/** A successful sign-in clears its identifier's counter (not the address's). */
export async function clearFailures(db: DbOrTx, identifierKey: string) {
  await db.delete(signInFailures).where(inArray(signInFailures.key, [identifierKey]));
}
