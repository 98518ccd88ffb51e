import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@/app.ts';
import { type AppConfig, loadConfig } from '@/config.ts';
import {
  type Database,
  openDatabase,
  pgliteExtensions,
  type QueryListener,
} from '@/platform/db/database.ts';

/** Whether the tests run on PostgreSQL (DATABASE_URL), where races are real. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A database for one test file: a clone of the migrated snapshot, or DATABASE_URL with a small
 * pool (a race test asks for a larger one, so that its requests really run at once).
 */
export async function openTestDatabase(poolSize = 4, onQuery?: QueryListener): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ url, poolSize, onQuery });
  const snapshot = inject('pgliteSnapshot');
  const pglite = new PGlite({
    loadDataDir: new Blob([readFileSync(snapshot)]),
    extensions: pgliteExtensions,
  });
  return openDatabase({ pglite, onQuery });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
};

/**
 * The real API on a test database; `env` overrides configuration as the environment would.
 * Given an open `shared` database (a second app on the same data: a restart), close() leaves
 * it open; `poolSize` asks for a larger PostgreSQL pool (a race test).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { poolSize?: number; shared?: Database; onQuery?: QueryListener } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campusflow-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    RECONCILE_INTERVAL_SECONDS: '0',
    // Most tests need no background work; an app that delivers mail works its delivery jobs,
    // and tests of the runner itself turn it on.
    JOBS_WORKER: env.SMTP_URL ? '1' : '0',
    JOBS_POLL_SECONDS: '0.2',
    // Local services (the sandbox gateway, the mailbox), as `npm start` and the browser tests use.
    CAMPUSFLOW_DEV: '1',
    // Every injected request comes from 127.0.0.1, and on a shared PostgreSQL database the
    // failures other files provoke on purpose would close that address for everyone. Tests of
    // the limits set their own.
    SIGN_IN_MAX_FAILURES: '1000',
    SIGN_IN_ACCOUNT_FAILURES: '1000',
    SIGN_IN_ADDRESS_IDENTIFIERS: '100000',
    // Admission control is on in every test (32 in flight), but neither a slow machine nor a
    // race test's thousand requests at once is turned away; tests of overload set their own.
    API_QUEUE_WAIT_MS: '60000',
    API_MAX_QUEUED: '100000',
    ...env,
  });
  const shared = options.shared;
  const database = shared ?? (await openTestDatabase(options.poolSize, options.onQuery));
  const app = await buildApp(config, { database, skipMigrations: true });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
