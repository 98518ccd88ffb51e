import { normalizePhone } from '@campusflow/contracts';
import { and, count, countDistinct, gt, inArray, lt, max, min, or, sql } from 'drizzle-orm';
import { signInFailures } from '@/modules/identity/identity.tables.ts';
import { LOCK_NAMESPACE, lockKeys, lockOrder } from '@/platform/db/advisory-lock.ts';
import { placeholders, preparedSql } from '@/platform/db/prepared.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';

// How failed sign-ins slow down guessing without locking people out (decision 005). Failures
// are rows under counter keys; a counter past its free allowance makes the next attempt wait,
// twice as long after each further failure, never longer than the window.

/** How long a failure counts (and the longest wait), and the first wait past an allowance. */
export type Timing = { windowMinutes: number; firstDelaySeconds: number };

/**
 * A counter: the rows under `key` in the window. `free` of them cost nothing. Past that, a
 * `delay` counter (the default) makes each attempt wait, twice as long after each further row;
 * a `cap` counter waits until its oldest row leaves the window; a `distinct` counter does the
 * same once `free` different subjects have rows under it.
 */
export type Counter = { key: string; free: number; mode?: 'delay' | 'cap' | 'distinct' };

/**
 * The key of a typed identifier, normalised the way sign-in matches it (e-mail case ignored;
 * phone spacing, brackets, dashes and +234 ignored; ID case ignored), so that the spellings of
 * one phone number or ID share one budget instead of getting one each.
 */
export function identifierKey(identifier: string): string {
  const text = identifier.trim();
  if (text.includes('@')) return `id:${text.toLowerCase()}`;
  return `id:${normalizePhone(text).toUpperCase()}`;
}

/** The key of an account, whichever identifier reached it. */
export function accountKey(userId: string): string {
  return `user:${userId}`;
}

/** Seconds to wait after the `excess`-th row past the free allowance: d, 2d, 4d… */
export function delaySeconds(excess: number, timing: Timing): number {
  return Math.min(
    timing.firstDelaySeconds * 2 ** Math.max(0, excess - 1),
    timing.windowMinutes * 60,
  );
}

type CounterState = { failures: number; subjects: number; first: Date | null; last: Date | null };

/** Seconds until this counter lets an attempt through (0: now). */
export function waitFor(counter: Counter, state: CounterState, timing: Timing, now: Date): number {
  const mode = counter.mode ?? 'delay';
  const used = mode === 'distinct' ? state.subjects : state.failures;
  if (used < counter.free || !state.first || !state.last) return 0;
  const longest =
    mode === 'delay' ? delaySeconds(used - counter.free + 1, timing) : timing.windowMinutes * 60;
  const from = mode === 'delay' ? state.last : state.first;
  // Never more than the wait itself: a failure stamped by a request that started a moment after
  // this one (several processes, parallel requests) must not stretch it.
  return Math.max(0, Math.min(longest, (from.getTime() - now.getTime()) / 1000 + longest));
}

const windowStart = (windowMinutes: number, now: Date) =>
  new Date(now.getTime() - windowMinutes * 60_000);

async function counterStates(
  db: DbOrTx,
  keys: string[],
  windowMinutes: number,
  now: Date,
): Promise<Map<string, CounterState>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: signInFailures.key,
      failures: count(),
      subjects: countDistinct(signInFailures.subject),
      first: min(signInFailures.createdAt),
      last: max(signInFailures.createdAt),
    })
    .from(signInFailures)
    .where(
      and(
        inArray(signInFailures.key, keys),
        gt(signInFailures.createdAt, windowStart(windowMinutes, now)),
      ),
    )
    .groupBy(signInFailures.key);
  return new Map(
    rows.map((row) => [
      row.key,
      {
        failures: Number(row.failures),
        subjects: Number(row.subjects),
        first: row.first ? new Date(row.first) : null,
        last: row.last ? new Date(row.last) : null,
      },
    ]),
  );
}

/** Seconds until every counter lets an attempt through (0: now). */
export async function secondsToWait(
  db: DbOrTx,
  counters: Counter[],
  timing: Timing,
  now = new Date(),
): Promise<number> {
  const states = await counterStates(
    db,
    counters.map((c) => c.key),
    timing.windowMinutes,
    now,
  );
  const empty: CounterState = { failures: 0, subjects: 0, first: null, last: null };
  return Math.max(0, ...counters.map((c) => waitFor(c, states.get(c.key) ?? empty, timing, now)));
}

/** Old rows of these keys no longer count; drop them so the table stays small. */
async function pruneExpired(db: DbOrTx, keys: string[], windowMinutes: number, now: Date) {
  await db
    .delete(signInFailures)
    .where(
      and(
        inArray(signInFailures.key, keys),
        lt(signInFailures.createdAt, windowStart(windowMinutes, now)),
      ),
    );
}

/** Records one failure of `subject` under each key. */
export async function recordFailure(
  db: DbOrTx,
  keys: string[],
  subject: string,
  windowMinutes: number,
  now = new Date(),
) {
  if (keys.length === 0) return;
  await db.insert(signInFailures).values(keys.map((key) => ({ key, subject, createdAt: now })));
  await pruneExpired(db, keys, windowMinutes, now);
}

export type Reservation = { ok: true; reserved: number[] } | { ok: false; waitSeconds: number };

/**
 * Takes one attempt from every `counted` counter, or none when any counter (`counted` or
 * `watched`) says wait: the attempt is recorded as a failure before the password is checked,
 * and checking and recording happen under per-key locks in one short transaction, so parallel
 * guesses cannot all pass the check while the slow password hash runs. `watched` counters (the
 * address) are only checked: many people signing in at once behind one campus address must not
 * wait for attempts still in progress; the caller records a failure there when one happens.
 * While no counter has used its free allowance, the whole step is one database call.
 */
export async function reserveAttempt(
  db: DbOrTx,
  counters: { counted: Counter[]; watched?: Counter[] },
  subject: string,
  timing: Timing,
  now = new Date(),
): Promise<Reservation> {
  const counted = [...new Map(counters.counted.map((c) => [c.key, c])).values()];
  const watched = counters.watched ?? [];
  const quick = await reserveWithinAllowance(db, counted, watched, subject, timing, now);
  if (quick) return { ok: true, reserved: quick };
  const keys = counted.map((c) => c.key);
  return inTransaction(db, async (tx) => {
    await lockKeys(tx, LOCK_NAMESPACE.signIn, keys);
    const wait = await secondsToWait(tx, [...counted, ...watched], timing, now);
    if (wait > 0) return { ok: false, waitSeconds: wait };
    // The attempt's rows, and the keys' rows past the window dropped, in one statement.
    const start = windowStart(timing.windowMinutes, now);
    const list = JSON.stringify(keys);
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        with pruned as (
          delete from ${signInFailures}
          where ${signInFailures.key} in (select jsonb_array_elements_text(${list}::jsonb))
            and ${signInFailures.createdAt} < ${start.toISOString()}::timestamptz)
        insert into ${signInFailures} (key, subject, created_at)
        select k, ${subject}, ${now.toISOString()}::timestamptz
        from jsonb_array_elements_text(${list}::jsonb) as k
        returning id`),
    );
    return { ok: true, reserved: rows.map((row) => Number(row.id)) };
  });
}

const r = placeholders('namespace', 'locks', 'counters', 'subject', 'at', 'windowStart');
/** Migration 0037's function, called as a prepared statement: every sign-in of a rush calls it. */
const reserveCall = preparedSql<{ reserved: (number | string)[] | null }>(
  'sign_in_reserve_within_allowance',
  () => sql`
    select sign_in_reserve_within_allowance(
      ${r.namespace}::int, ${r.locks}::int[], ${r.counters}::jsonb, ${r.subject}::text,
      ${r.at}::timestamptz, ${r.windowStart}::timestamptz) as reserved`,
);

/**
 * The same reservation in one round trip (migration 0037) while every counter is within its
 * free allowance, where `waitFor` is 0 whatever the times: nearly every sign-in. Null when some
 * counter has used its allowance: then the transaction above works out the wait.
 */
async function reserveWithinAllowance(
  db: DbOrTx,
  counted: Counter[],
  watched: Counter[],
  subject: string,
  timing: Timing,
  now: Date,
): Promise<number[] | null> {
  const all = [
    ...counted.map((c) => ({ ...c, counted: true })),
    ...watched.map((c) => ({ ...c, counted: false })),
  ];
  const [row] = await reserveCall(db)({
    namespace: LOCK_NAMESPACE.signIn,
    locks: lockOrder(counted.map((c) => c.key)),
    counters: JSON.stringify(all),
    subject,
    at: now.toISOString(),
    windowStart: windowStart(timing.windowMinutes, now).toISOString(),
  });
  return row?.reserved ? row.reserved.map(Number) : null;
}

/** An attempt that turned out not to be a failure no longer counts against any counter. */
export async function releaseAttempt(db: DbOrTx, reserved: number[]) {
  if (reserved.length === 0) return;
  await db.delete(signInFailures).where(inArray(signInFailures.id, reserved));
}

/** What a successful attempt forgives: its own reserved rows, and its pair counters' failures. */
export type Forgiven = { reserved: number[]; cleared: string[] };

/**
 * A successful attempt: it no longer counts anywhere, and the failures of `cleared` counters
 * (its own pair) are forgotten, in one statement.
 */
export async function attemptSucceeded(db: DbOrTx, { reserved, cleared }: Forgiven) {
  if (reserved.length === 0 && cleared.length === 0) return;
  await db
    .delete(signInFailures)
    .where(or(inArray(signInFailures.id, reserved), inArray(signInFailures.key, cleared)));
}

/** "8 seconds", "3 minutes": how long to wait, rounded up. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
