import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@/config.ts';

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
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`the API exited (${code}):\n${log}`)));
  });
}
