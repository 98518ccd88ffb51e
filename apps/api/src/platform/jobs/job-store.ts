import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { postgresError } from '@/platform/crud/unique-violation.ts';
import type { Db } from '@/platform/db/database.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { JobDefinition } from './job-definition.ts';
import { jobs } from './jobs.tables.ts';

// The runner's statements. Times come from the database's clock (`now()`), never a process's,
// so that processes on different machines agree on what is due and whose lease has lapsed.

export type JobRow = typeof jobs.$inferSelect;

const inMs = (ms: number): SQL => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

export type EnqueueOptions = {
  /** Not before this long from now. */
  delayMs?: number;
  /**
   * At most one waiting job of this name and key: a second enqueue keeps the first one's
   * payload and runs it at the earlier of the two times.
   */
  singletonKey?: string;
};

/** Adds a job; in the caller's transaction when given one, so it commits with the change. */
export async function insertJob<P>(
  db: DbOrTx,
  definition: JobDefinition<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string> {
  const values = {
    name: definition.name,
    payload: definition.payload.parse(payload) as unknown,
    maxAttempts: definition.maxAttempts,
    runAt: options.delayMs ? inMs(options.delayMs) : sql`now()`,
    singletonKey: options.singletonKey ?? null,
  };
  const insert = db.insert(jobs).values(values);
  const [row] = options.singletonKey
    ? await insert
        .onConflictDoUpdate({
          target: [jobs.name, jobs.singletonKey],
          targetWhere: sql`state = 'queued'`,
          set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)` },
        })
        .returning({ id: jobs.id })
    : await insert.returning({ id: jobs.id });
  if (!row) throw new Error(`job ${definition.name} was not stored`);
  return row.id;
}

/**
 * Leases up to `limit` due jobs of the given names to `worker`: queued ones whose time has
 * come, and running ones whose lease lapsed (their process stopped). Rows another process is
 * claiming at the same moment are skipped, so no two processes take the same job.
 */
export async function claimDueJobs(
  db: Db,
  names: readonly string[],
  limit: number,
  worker: string,
  leaseMs: number,
): Promise<JobRow[]> {
  if (names.length === 0 || limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, [...names]),
        or(
          and(eq(jobs.state, 'queued'), sql`${jobs.runAt} <= now()`),
          and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: worker,
      lockedUntil: inMs(leaseMs),
      startedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

const heldBy = (id: string, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, worker));

/** Keeps a long job's lease; false when the lease was lost (another process took the job). */
export async function extendLease(db: Db, id: string, worker: string, leaseMs: number) {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: inMs(leaseMs) })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

const released = { lockedBy: null, lockedUntil: null, finishedAt: sql`now()` };

export async function completeJob(db: DbOrTx, id: string, worker: string) {
  await db
    .update(jobs)
    .set({ state: 'completed', ...released })
    .where(heldBy(id, worker));
}

/** Records a failure: queued again after `retryInMs`, or `failed` for good when null. */
export async function failJob(
  db: Db,
  job: JobRow,
  worker: string,
  error: string,
  retryInMs: number | null,
) {
  const lastError = error.slice(0, 2000);
  const giveUp = () =>
    db
      .update(jobs)
      .set({ state: 'failed', lastError, ...released })
      .where(heldBy(job.id, worker));
  if (retryInMs === null) return giveUp();
  try {
    await db
      .update(jobs)
      .set({ state: 'queued', lastError, runAt: inMs(retryInMs), ...released })
      .where(heldBy(job.id, worker));
  } catch (failure) {
    // Another job of the same name and key is already waiting (a kick came in meanwhile): it
    // does the work, no later than this retry would have.
    if (postgresError(failure)?.code !== '23505' || job.singletonKey === null) throw failure;
    await db
      .update(jobs)
      .set({ runAt: sql`least(${jobs.runAt}, ${inMs(retryInMs)})` })
      .where(
        and(
          eq(jobs.name, job.name),
          eq(jobs.singletonKey, job.singletonKey),
          eq(jobs.state, 'queued'),
        ),
      );
    await giveUp();
  }
}

/** Puts a failed job back in the queue for a full set of attempts; null when not failed. */
export async function requeueFailedJob(db: DbOrTx, id: string): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  return row ?? null;
}

/** Deletes finished jobs older than the given ages (the runner's own daily job). */
export async function pruneJobs(db: Db, completedDays: number, failedDays: number) {
  const olderThan = (days: number) => sql`${jobs.finishedAt} < now() - ${days} * interval '1 day'`;
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'completed'), olderThan(completedDays)),
        and(eq(jobs.state, 'failed'), olderThan(failedDays)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
