import type { TJob, TJobPage, TJobQuery, TJobSummary } from '@campusflow/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { postgresError } from '@/platform/crud/unique-violation.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { requeueFailedJob } from '@/platform/jobs/job-store.ts';
import { jobs } from '@/platform/jobs/jobs.tables.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

// The app admin's view of the job runner (docs/architecture.md, "Job runner").

function toJob(row: typeof jobs.$inferSelect): TJob {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    payload: row.payload,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Jobs of every process, newest first, by state and name. */
export async function listJobs(ctx: ServiceContext, query: TJobQuery): Promise<TJobPage> {
  const filters: SQL[] = [];
  if (query.state) filters.push(eq(jobs.state, query.state));
  if (query.name) filters.push(eq(jobs.name, query.name));
  const where = and(...filters);
  return paginate(
    query,
    ctx.db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)),
    ctx.db.$count(jobs, where),
    toJob,
  );
}

export async function summarizeJobs(ctx: ServiceContext): Promise<TJobSummary> {
  const [states, names] = await Promise.all([
    ctx.db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state),
    ctx.db.selectDistinct({ name: jobs.name }).from(jobs).orderBy(jobs.name).limit(200),
  ]);
  const counts = { queued: 0, running: 0, completed: 0, failed: 0 };
  for (const { state, n } of states) counts[state] = n;
  return { counts, names: names.map((r) => r.name) };
}

/** Queues a failed job again for a full set of attempts, audited. */
export async function retryJob(
  ctx: ServiceContext,
  id: string,
  audit: AuditContext,
): Promise<TJob> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!before) throw new AppError('not_found', { detail: 'This job was not found.' });
    if (before.state !== 'failed') {
      throw new AppError('conflict', { detail: 'Only a failed job can be retried.' });
    }
    const after = await requeueFailedJob(tx, id);
    if (!after) throw new AppError('conflict', { detail: 'Only a failed job can be retried.' });
    await recordAudit(tx, audit, {
      action: 'job.retry',
      entityType: 'job',
      entityId: id,
      before: { name: before.name, state: before.state, attempts: before.attempts },
      after: { state: after.state, attempts: after.attempts },
    });
    return after;
  }).catch((error: unknown) => {
    if (postgresError(error)?.code === '23505') {
      throw new AppError('conflict', { detail: 'A job of this kind is already waiting to run.' });
    }
    throw error;
  });
  ctx.jobs.wake();
  return toJob(row);
}
