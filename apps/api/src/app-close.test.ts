import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'campusflow-close-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('closing the app (what SIGTERM does after the last request)', () => {
  it('closes the database it opened: the PostgreSQL pool, or PGlite', async () => {
    // As server.ts builds it: the app opens the configured database itself.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      RECONCILE_INTERVAL_SECONDS: '0',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { database } = app;
    expect((await app.inject('/api/health')).json().status).toBe('ok');

    await app.close();
    await expect(database.ping()).rejects.toThrow();
    if (database.client.kind === 'postgresql') {
      expect(database.client.pool.ended).toBe(true);
      expect(database.client.pool.totalCount).toBe(0);
    }
  }, 120_000);
});
