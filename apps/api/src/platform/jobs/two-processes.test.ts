import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@/config.ts';
import { type Database, openDatabase } from '@/platform/db/database.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { createOwnDatabase } from '@/test/own-database.ts';
import { probeJob } from '@/test/probe-job.ts';
import { startSmtpSink } from '@/test/smtp-sink.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { jobsNamed } from './job-test-kit.ts';

// Two real API processes (`node --import tsx`) work the jobs of one PostgreSQL database: each
// job runs exactly once, none twice, none lost. PostgreSQL only: PGlite is one process's.

const serverUrl = process.env.DATABASE_URL;
const JOBS = 300;
const MAILS = 200;

type Worker = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/test/job-process.ts')],
    { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' },
  );
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${log}`)), 90_000);
    child.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      log += chunk;
      if (log.includes('ready\n')) {
        clearTimeout(timer);
        resolve({ child, output: () => log, exited });
      }
    });
    child.on('exit', (code) => reject(new Error(`worker exited (${code}):\n${log}`)));
  });
}

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL database', () => {
  let own: Awaited<ReturnType<typeof createOwnDatabase>>;
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  const workers: Worker[] = [];

  beforeAll(async () => {
    own = await createOwnDatabase(serverUrl ?? '', 'cf_jobs_two');
    database = await openDatabase({ url: own.url });
    await database.db.execute(sql`create table job_probe (n int, job_id uuid, pid int)`);
    smtp = await startSmtpSink();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: own.url,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      RECONCILE_INTERVAL_SECONDS: '0',
      JOBS_WORKER: '1',
      JOBS_POLL_SECONDS: '0.2',
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'campusflow-jobs-'));
      workers.push(
        await startWorker({ ...env, DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') }),
      );
    }
    // The test's own app only enqueues: it works no job.
    t = await createTestApp({ SMTP_URL: smtp.url, JOBS_WORKER: '0' }, { shared: database });
  }, 180_000);

  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
    await t?.close();
    await database?.close();
    await smtp?.close();
    await own?.drop();
  });

  it('runs each of a few hundred jobs and mails exactly once, in both processes', async () => {
    const { jobs, mailer } = t.app.services;
    for (let n = 0; n < JOBS; n++) await jobs.enqueue(database.db, probeJob, { n });
    for (let n = 0; n < MAILS; n++) {
      await mailer.queue(database.db, {
        to: `reader${n}@two.test`,
        subject: `Message ${n}`,
        text: `Body ${n}`,
        template: 'two_process_test',
        schoolId: null,
      });
      if (n % 50 === 49) await mailer.kick();
    }

    const unfinished = async () =>
      (await jobsNamed(database.db, probeJob.name)).filter((j) => j.state !== 'completed').length;
    await expect.poll(unfinished, { timeout: 120_000, interval: 250 }).toBe(0);
    const unsent = async () =>
      (await database.db.select().from(mailOutbox)).filter((m) => m.status !== 'sent').length;
    await expect.poll(unsent, { timeout: 120_000, interval: 250 }).toBe(0);

    const [probe] = await database.db
      .select({
        runs: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct n)::int`,
        pids: sql<number>`count(distinct pid)::int`,
      })
      .from(sql`job_probe`);
    expect(probe).toEqual({ runs: JOBS, distinct: JOBS, pids: 2 });
    const done = await jobsNamed(database.db, probeJob.name);
    expect(done.every((j) => j.attempts === 1)).toBe(true);

    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients).toHaveLength(MAILS);
    expect(new Set(recipients).size).toBe(MAILS);
    const outbox = await database.db.select().from(mailOutbox);
    expect(outbox.every((m) => m.attempts === 1)).toBe(true);

    for (const worker of workers) worker.child.kill('SIGTERM');
    const codes = await Promise.all(workers.map((w) => w.exited));
    expect(codes, workers.map((w) => w.output()).join('\n')).toEqual([0, 0]);
  }, 300_000);
});
