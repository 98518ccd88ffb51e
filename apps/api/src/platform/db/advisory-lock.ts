import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from './transaction.ts';

/**
 * Namespaces of transaction-scoped advisory locks (the two-number form), one per kind of
 * thing locked, so locks of different kinds never meet (nor the migration's one-number lock).
 */
export const LOCK_NAMESPACE = {
  signIn: 0x5349_474e, // "SIGN"
  fileQuota: 0x4649_4c45, // "FILE"
  feePayment: 0x5041_5920, // "PAY "
  courseRegistration: 0x5245_4749, // "REGI"
  waitingRoom: 0x5741_4954, // "WAIT"
} as const;

/** A stable 32-bit number for a key (the same in every process). */
export function lockNumber(key: string): number {
  return createHash('sha256').update(key, 'utf8').digest().readInt32BE(0);
}

/** The keys' lock numbers, each once, in the one order every holder takes them in. */
export function lockOrder(keys: readonly string[]): number[] {
  return [...new Set(keys.map(lockNumber))].sort((a, b) => a - b);
}

/**
 * Holds advisory locks on these keys until the transaction ends, taken in one sorted order so
 * that two transactions sharing keys queue instead of deadlocking (even when two keys happen
 * to share a number). This is how a rule that spans rows (a quota, one completed payment per
 * fee) holds under a rush: the second request waits, then sees what the first wrote.
 */
export async function lockKeys(tx: Tx, namespace: number, keys: readonly string[]) {
  const numbers = lockOrder(keys);
  if (numbers.length === 0) return;
  // One statement for all of them (a round trip each was most of a sign-in's reservation): the
  // locks are taken row by row in the array's order, which ORDER BY keeps (a volatile function
  // of the select list is evaluated after the sort).
  await tx.execute(sql`
    select pg_advisory_xact_lock(${namespace}::int, n)
    from unnest(${`{${numbers.join(',')}}`}::int[]) with ordinality as k(n, i)
    order by i`);
}
