import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Database } from '@/platform/db/database.ts';
import { uniqueTag } from '@/test/fixtures.ts';
import { createTestApp, openTestDatabase, type TestApp } from '@/test/test-app.ts';
import { defineJob } from './job-definition.ts';
import { type JobRow, jobsNamed, waitForJob } from './job-test-kit.ts';
import { jobs } from './jobs.tables.ts';

// The runner on a real database (PGlite, or PostgreSQL with DATABASE_URL). Job names are
// unique per test, so apps of other test files on a shared database never take these jobs.

const WORKER = { JOBS_WORKER: '1', JOBS_POLL_SECONDS: '0.1' };
const ZItem = z.object({ item: z.string() });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A worker app on the shared database, with `setup` registering its jobs before it starts. */
async function workerApp(setup: (t: TestApp) => void, env: Record<string, string> = WORKER) {
  const t = await createTestApp(env, { shared: database });
  setup(t);
  await t.app.ready();
  return t;
}

describe('the job runner', () => {
  it('runs an enqueued job once, with its payload', async () => {
    const job = defineJob({ name: `test.once-${uniqueTag()}`, payload: ZItem });
    const seen: string[] = [];
    const t = await workerApp((t) =>
      t.app.services.jobs.register(job, async ({ item }) => {
        seen.push(item);
      }),
    );
    try {
      const id = await t.app.services.jobs.enqueue(database.db, job, { item: 'a' });
      t.app.services.jobs.wake();
      const done = await waitForJob(database.db, id, 'completed');
      expect(done).toMatchObject({ attempts: 1, lastError: null, lockedBy: null });
      expect(seen).toEqual(['a']);
    } finally {
      await t.close();
    }
  });

  it('retries a failing job with a doubling back-off, then succeeds', async () => {
    const job = defineJob({
      name: `test.flaky-${uniqueTag()}`,
      payload: ZItem,
      maxAttempts: 4,
      retryDelaySeconds: 0.3,
    });
    // What each attempt finds in its own row: the previous failure and when it was let run.
    const rows: JobRow[] = [];
    const t = await workerApp((t) =>
      t.app.services.jobs.register(job, async (_payload, run) => {
        const [row] = await database.db.select().from(jobs).where(eq(jobs.id, run.id));
        if (row) rows.push(row);
        if (run.attempt < 3) throw new Error(`refused on attempt ${run.attempt}`);
      }),
    );
    try {
      const id = await t.app.services.jobs.enqueue(database.db, job, { item: 'b' });
      const done = await waitForJob(database.db, id, 'completed');
      expect(done.attempts).toBe(3);
      expect(rows.map((r) => r.attempts)).toEqual([1, 2, 3]);
      const [, second, third] = rows;
      if (!second?.finishedAt || !third?.finishedAt || !second.startedAt || !third.startedAt) {
        throw new Error('retried attempts should carry the previous run');
      }
      expect(second.lastError).toBe('refused on attempt 1');
      expect(second.runAt.getTime() - second.finishedAt.getTime()).toBe(300);
      expect(second.startedAt.getTime()).toBeGreaterThanOrEqual(second.runAt.getTime());
      expect(third.lastError).toBe('refused on attempt 2');
      expect(third.runAt.getTime() - third.finishedAt.getTime()).toBe(600);
      expect(third.startedAt.getTime()).toBeGreaterThanOrEqual(third.runAt.getTime());
    } finally {
      await t.close();
    }
  });

  it('leaves a job failed with its last error when its attempts run out', async () => {
    const job = defineJob({
      name: `test.doomed-${uniqueTag()}`,
      payload: ZItem,
      maxAttempts: 2,
      retryDelaySeconds: 0.05,
    });
    const t = await workerApp((t) =>
      t.app.services.jobs.register(job, async ({ item }) => {
        throw new Error(`cannot do ${item}`);
      }),
    );
    try {
      const id = await t.app.services.jobs.enqueue(database.db, job, { item: 'c' });
      const failed = await waitForJob(database.db, id, 'failed');
      expect(failed).toMatchObject({ attempts: 2, lastError: 'cannot do c', lockedBy: null });
    } finally {
      await t.close();
    }
  });

  it('keeps one waiting job per singleton key, run at the earlier time', async () => {
    const job = defineJob({ name: `test.single-${uniqueTag()}`, payload: ZItem });
    const t = await createTestApp({}, { shared: database });
    try {
      const first = await t.app.services.jobs.enqueue(
        database.db,
        job,
        { item: 'first' },
        { singletonKey: 'k', delayMs: 60_000 },
      );
      const second = await t.app.services.jobs.enqueue(
        database.db,
        job,
        { item: 'second' },
        { singletonKey: 'k' },
      );
      expect(second).toBe(first);
      const rows = await jobsNamed(database.db, job.name);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toEqual({ item: 'first' });
      expect(rows[0]?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    } finally {
      await t.close();
    }
  });
});

describe('scheduled jobs', () => {
  it('run again and again with one waiting occurrence, and at once when triggered', async () => {
    const job = defineJob({ name: `test.tick-${uniqueTag()}`, payload: z.object({}) });
    let runs = 0;
    const t = await workerApp((t) => {
      t.app.services.jobs.register(job, async () => {
        runs += 1;
      });
      t.app.services.jobs.schedule(job, 0.2);
    });
    try {
      await expect.poll(() => runs, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      const waiting = (await jobsNamed(database.db, job.name)).filter((r) => r.state === 'queued');
      expect(waiting.length).toBeLessThanOrEqual(1);
      expect((await jobsNamed(database.db, job.name)).every((r) => r.state !== 'failed')).toBe(
        true,
      );
    } finally {
      await t.close();
    }

    const hourly = defineJob({ name: `test.hourly-${uniqueTag()}`, payload: z.object({}) });
    let hourlyRuns = 0;
    const u = await workerApp((u) => {
      u.app.services.jobs.register(hourly, async () => {
        hourlyRuns += 1;
      });
      u.app.services.jobs.schedule(hourly, 3600);
    });
    try {
      await expect.poll(async () => (await jobsNamed(database.db, hourly.name)).length).toBe(1);
      expect(hourlyRuns).toBe(0);
      await u.app.services.jobs.trigger(hourly);
      await expect.poll(() => hourlyRuns, { timeout: 30_000 }).toBe(1);
      // The next occurrence waits its hour again.
      await expect
        .poll(async () => (await jobsNamed(database.db, hourly.name)).map((r) => r.state).sort())
        .toEqual(['completed', 'queued']);
    } finally {
      await u.close();
    }
  });
});

describe('a restart', () => {
  it('runs a job queued before it, and takes up one a stopped process left running', async () => {
    const job = defineJob({ name: `test.restart-${uniqueTag()}`, payload: ZItem });
    const before = await createTestApp({ JOBS_WORKER: '0' }, { shared: database });
    const queued = await before.app.services.jobs.enqueue(database.db, job, { item: 'queued' });
    const orphan = await before.app.services.jobs.enqueue(database.db, job, { item: 'orphan' });
    await before.close();
    // As a process that died mid-run leaves it: running, leased to nobody alive, lease lapsed.
    await database.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        lockedBy: 'gone:1:dead',
        lockedUntil: new Date(Date.now() - 1000),
      })
      .where(and(eq(jobs.id, orphan), eq(jobs.state, 'queued')));

    const seen: string[] = [];
    const after = await workerApp((t) =>
      t.app.services.jobs.register(job, async ({ item }) => {
        seen.push(item);
      }),
    );
    try {
      expect(await waitForJob(database.db, queued, 'completed')).toMatchObject({ attempts: 1 });
      expect(await waitForJob(database.db, orphan, 'completed')).toMatchObject({ attempts: 2 });
      expect(seen.sort()).toEqual(['orphan', 'queued']);
    } finally {
      await after.close();
    }
  });
});
