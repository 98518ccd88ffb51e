import { createHash } from 'node:crypto';
import { normalizePhone } from '@campusflow/contracts';
import { and, count, gt, inArray, lt, sql } from 'drizzle-orm';
import { type DbOrTx, inTransaction, type Tx } from '@/platform/db/transaction.ts';
import { signInFailures } from './identity.tables.ts';

export type ThrottlePolicy = { maxFailures: number; windowMinutes: number };

/**
 * The counter of a typed identifier, normalised the way sign-in matches it (e-mail case
 * ignored; phone spacing, brackets, dashes and +234 ignored; ID case ignored), so that the
 * spellings of one phone number or ID share one budget instead of getting one each.
 */
export function identifierKey(identifier: string): string {
  const text = identifier.trim();
  if (text.includes('@')) return `id:${text.toLowerCase()}`;
  return `id:${normalizePhone(text).toUpperCase()}`;
}

/** The counter of an account, whichever identifier reached it. */
export function accountKey(userId: string): string {
  return `user:${userId}`;
}

/** The two counters a sign-in is held to: its identifier and the address it came from. */
export function throttleKeys(identifier: string, ip: string | null): string[] {
  const keys = [identifierKey(identifier)];
  if (ip) keys.push(`ip:${ip}`);
  return keys;
}

function windowStart(policy: ThrottlePolicy, now: Date): Date {
  return new Date(now.getTime() - policy.windowMinutes * 60_000);
}

/** True when any counter has reached the limit inside the window. */
export async function isThrottled(
  db: DbOrTx,
  keys: string[],
  policy: ThrottlePolicy,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ key: signInFailures.key, n: count() })
    .from(signInFailures)
    .where(
      and(
        inArray(signInFailures.key, keys),
        gt(signInFailures.createdAt, windowStart(policy, now)),
      ),
    )
    .groupBy(signInFailures.key);
  return rows.some((row) => row.n >= policy.maxFailures);
}

/** Old rows of these keys no longer count; drop them so the table stays small. */
async function pruneExpired(db: DbOrTx, keys: string[], policy: ThrottlePolicy, now: Date) {
  await db
    .delete(signInFailures)
    .where(
      and(
        inArray(signInFailures.key, keys),
        lt(signInFailures.createdAt, windowStart(policy, now)),
      ),
    );
}

export async function recordFailure(
  db: DbOrTx,
  keys: string[],
  policy: ThrottlePolicy,
  now = new Date(),
) {
  await db.insert(signInFailures).values(keys.map((key) => ({ key, createdAt: now })));
  await pruneExpired(db, keys, policy, now);
}

/** Advisory locks of the two-number form under this class never meet the migration's lock. */
const THROTTLE_LOCK_CLASS = 0x5349_474e; // "SIGN"

/**
 * A 32-bit lock number per key, computed here rather than with the server's hashtext() so
 * the locks can be taken in one order everywhere (sorted numbers): two requests sharing
 * keys then queue instead of deadlocking, even when two keys happen to share a number.
 */
function lockNumbers(keys: string[]): number[] {
  const numbers = keys.map((key) =>
    createHash('sha256').update(key, 'utf8').digest().readInt32BE(0),
  );
  return [...new Set(numbers)].sort((a, b) => a - b);
}

async function lockKeys(tx: Tx, keys: string[]) {
  for (const n of lockNumbers(keys)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}::int, ${n}::int)`);
  }
}

/**
 * Takes one attempt from every counter in `keys`, or none when any counter (of `keys` or
 * `watched`) is spent: the attempt is recorded as a failure before the password is checked,
 * and counting and recording happen under per-key locks in one transaction. Checking first and
 * recording after the slow password hash let parallel guesses all pass the check; now the
 * (max+1)th waits for the lock and sees the others. `watched` counters (the address) are only
 * checked: many people signing in at once behind one address (a campus network) must not be
 * refused for attempts still in progress; the caller records a failure there when one happens.
 * Returns the recorded rows (to release on success), or null when refused. The locks are held
 * only for this short transaction.
 */
export async function reserveAttempt(
  db: DbOrTx,
  keys: string[],
  policy: ThrottlePolicy,
  now = new Date(),
  watched: string[] = [],
): Promise<number[] | null> {
  const unique = [...new Set(keys)];
  return inTransaction(db, async (tx) => {
    await lockKeys(tx, unique);
    if (await isThrottled(tx, [...unique, ...watched], policy, now)) return null;
    const rows = await tx
      .insert(signInFailures)
      .values(unique.map((key) => ({ key, createdAt: now })))
      .returning({ id: signInFailures.id });
    await pruneExpired(tx, unique, policy, now);
    return rows.map((row) => row.id);
  });
}

/** An attempt that turned out not to be a failure no longer counts against any counter. */
export async function releaseAttempt(db: DbOrTx, reserved: number[]) {
  if (reserved.length === 0) return;
  await db.delete(signInFailures).where(inArray(signInFailures.id, reserved));
}

/** A successful sign-in clears its identifier's and account's counters (not the address's). */
export async function clearFailures(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(signInFailures).where(inArray(signInFailures.key, keys));
}
