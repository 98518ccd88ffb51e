import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from '@/config.ts';
import { type Database, openDatabase } from '@/platform/db/database.ts';
import { createOwnDatabase } from './own-database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The origin the fault tests' API process is told it serves (its PUBLIC_URL). */
export const KILLABLE_ORIGIN = 'http://localhost:3999';

export type KillableApi = {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown, no finished requests, open transactions cut. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts `test/api-process.ts` on the PostgreSQL database `databaseUrl`. */
export function startKillableApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<KillableApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campusflow-kill-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/test/api-process.ts')],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'none'),
        PUBLIC_URL: KILLABLE_ORIGIN,
        SEED_DEMO: 'false',
        // The sandbox gateway and local services, as the test apps have them.
        CAMPUSFLOW_DEV: '1',
        RECONCILE_INTERVAL_SECONDS: '0',
        JOBS_WORKER: '0',
        DB_POOL_SIZE: '20',
        API_QUEUE_WAIT_MS: '60000',
        ...env,
      },
      stdio: 'pipe',
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${log}`)), 90_000);
    child.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      log += chunk;
      const match = /listening (\S+)\n/.exec(log);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        child,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
        stop: async () => {
          // A clean stop waits for open connections; one left open by a cut request must not
          // hold the file's clean-up past its time, so the stop turns into a kill after 10 s.
          child.kill('SIGTERM');
          const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(late);
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`the API exited (${code}):\n${log}`)));
  });
}

/**
 * The set-up the fault tests share, on PostgreSQL: a database of their own, the test app on it
 * (for fixtures, with `env`), and `start()` for the API process to kill; all closed, stopped
 * and dropped after the file. Call it inside a `describe.skipIf(!process.env.DATABASE_URL)`.
 */
export function useKillableApi(prefix: string, env: Record<string, string> = {}) {
  let own: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
  let database: Database | undefined;
  let t: TestApp | undefined;
  let api: KillableApi | undefined;
  beforeAll(async () => {
    own = await createOwnDatabase(process.env.DATABASE_URL ?? '', prefix);
    database = await openDatabase({ url: own.url });
    t = await createTestApp(env, { shared: database });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await t?.close();
    await database?.close();
    await own?.drop();
  });
  const ready = () => {
    if (!own || !database || !t) throw new Error('useKillableApi: used before its beforeAll');
    return { own, database, t };
  };
  return {
    get database() {
      return ready().database;
    },
    get app() {
      return ready().t.app;
    },
    /** Starts the API process (again); the last one started is stopped after the file. */
    start: async () => {
      api = await startKillableApi(ready().own.url, env);
      return api;
    },
  };
}
