import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/platform/db/database.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import {
  type JobDefinition,
  type JobHandler,
  type JobRun,
  retryDelayMs,
} from './job-definition.ts';
import {
  claimDueJobs,
  completeJob,
  type EnqueueOptions,
  extendLease,
  failJob,
  insertJob,
  type JobRow,
} from './job-store.ts';
import { WakeableSleep } from './wakeable-sleep.ts';

export type JobRunnerSettings = {
  /** Whether this process works jobs; a web-only process still enqueues them. */
  worker: boolean;
  /** How often an idle worker looks for jobs other processes queued. */
  pollMs: number;
};

/** Jobs one process runs at the same time. */
const CONCURRENCY = 4;
/** A running job's lease, renewed every third of it; a process that stops loses it. */
const LEASE_MS = 60_000;
/** How long stop() waits for running jobs before leaving them to their lapsing leases. */
const STOP_GRACE_MS = 5_000;
/** The singleton key of a schedule's waiting occurrence. */
const SCHEDULED = 'schedule';

type Registration = { definition: JobDefinition<unknown>; handler: JobHandler<unknown> };

/**
 * One runner per API process: modules register named jobs with their handlers (app.ts), any
 * code enqueues them (in its own transaction when it has one), and each worker process claims
 * due jobs from the `jobs` table. A job runs in one process at a time; a failure is retried
 * with back-off until its attempts run out, and then stays `failed` for the app admin's page.
 */
export class JobRunner {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly registrations = new Map<string, Registration>();
  private readonly schedules = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private readonly sleep = new WakeableSleep();
  private loop: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly settings: JobRunnerSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  get works(): boolean {
    return this.settings.worker;
  }

  register<P>(definition: JobDefinition<P>, handler: JobHandler<P>): void {
    if (this.registrations.has(definition.name)) {
      throw new Error(`job ${definition.name} is registered twice`);
    }
    this.registrations.set(definition.name, {
      definition: definition as JobDefinition<unknown>,
      handler: handler as JobHandler<unknown>,
    });
  }

  /**
   * Runs a registered job every `everySeconds` (its payload is `{}`): one waiting occurrence
   * for all processes, the next one queued when the last finishes.
   */
  schedule(definition: JobDefinition<Record<string, never>>, everySeconds: number): void {
    if (!this.registrations.has(definition.name)) {
      throw new Error(`schedule ${definition.name}: register its handler first`);
    }
    this.schedules.set(definition.name, everySeconds * 1000);
    if (this.loop) void this.queueOccurrence(definition.name, everySeconds * 1000);
  }

  /** Adds a job; pass the transaction of the change that causes it. Call `wake()` after commit. */
  enqueue<P>(
    db: DbOrTx,
    definition: JobDefinition<P>,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<string> {
    return insertJob(db, definition, payload, options);
  }

  /** Runs a scheduled job now instead of at its next time (merged with the waiting one). */
  async trigger(definition: JobDefinition<Record<string, never>>): Promise<void> {
    await insertJob(this.db, definition, {}, { singletonKey: SCHEDULED });
    this.wake();
  }

  /** Looks for due jobs now rather than at the next poll (this process only). */
  wake(): void {
    this.sleep.wake();
  }

  start(): void {
    if (!this.settings.worker || this.loop) return;
    this.stopping = false;
    for (const [name, everyMs] of this.schedules) void this.queueOccurrence(name, everyMs);
    this.loop = this.work();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sleep.wake();
    await this.loop;
    this.loop = undefined;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_GRACE_MS);
    });
    await Promise.race([Promise.allSettled([...this.running]), grace]);
    clearTimeout(timer);
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      const free = CONCURRENCY - this.running.size;
      let claimed: JobRow[] = [];
      try {
        claimed = await claimDueJobs(
          this.db,
          [...this.registrations.keys()],
          free,
          this.workerId,
          LEASE_MS,
        );
      } catch (error) {
        this.log.error({ err: error }, 'jobs: could not claim due jobs');
      }
      for (const job of claimed) {
        const run = this.execute(job).finally(() => {
          this.running.delete(run);
          this.wake();
        });
        this.running.add(run);
      }
      if (free > 0 && claimed.length === free) continue;
      await this.sleep.for(this.settings.pollMs);
    }
  }

  private async execute(job: JobRow): Promise<void> {
    const registration = this.registrations.get(job.name);
    if (!registration) return;
    const { definition, handler } = registration;
    const heartbeat = setInterval(() => {
      extendLease(this.db, job.id, this.workerId, LEASE_MS).catch((error) =>
        this.log.warn({ err: error, jobId: job.id }, 'jobs: could not renew a lease'),
      );
    }, LEASE_MS / 3);
    heartbeat.unref();
    let failure: string | null = null;
    try {
      // A job whose process stopped mid-run is claimed again; past its last attempt, it ends.
      if (job.attempts > job.maxAttempts) throw new Error('the process running it stopped');
      const run: JobRun = { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
      await handler(definition.payload.parse(job.payload), run);
    } catch (error) {
      failure = error instanceof Error ? error.message || error.name : String(error);
    } finally {
      clearInterval(heartbeat);
    }
    try {
      if (failure === null) await completeJob(this.db, job.id, this.workerId);
      else await this.recordFailure(job, definition, failure);
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, 'jobs: could not record the outcome');
      return;
    }
    if (job.singletonKey === SCHEDULED && (failure === null || job.attempts >= job.maxAttempts)) {
      const everyMs = this.schedules.get(job.name);
      if (everyMs !== undefined) await this.queueOccurrence(job.name, everyMs);
    }
  }

  private async recordFailure(job: JobRow, definition: JobDefinition<unknown>, error: string) {
    const final = job.attempts >= job.maxAttempts;
    const log = { jobId: job.id, job: job.name, attempt: job.attempts, final };
    if (final) this.log.error(log, `job failed for good: ${error}`);
    else this.log.warn(log, `job failed, will retry: ${error}`);
    await failJob(
      this.db,
      job,
      this.workerId,
      error,
      final ? null : retryDelayMs(definition, job.attempts),
    );
  }

  private async queueOccurrence(name: string, everyMs: number): Promise<void> {
    const registration = this.registrations.get(name);
    if (!registration) return;
    try {
      await insertJob(
        this.db,
        registration.definition,
        {},
        {
          singletonKey: SCHEDULED,
          delayMs: everyMs,
        },
      );
    } catch (error) {
      this.log.error({ err: error, job: name }, 'jobs: could not queue the next run');
    }
  }
}
