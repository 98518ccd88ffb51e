import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@/config.ts';
import { openDatabase } from '@/platform/db/database.ts';
import { createSchool, createUser, PASSWORD, uniqueTag } from '@/test/fixtures.ts';
import { createOwnDatabase } from '@/test/own-database.ts';
import { WORKER_HEADER } from './serve-app.ts';

// The production bundle with WEB_CONCURRENCY=2 on a PostgreSQL database of its own: two worker
// processes answer one port, a session made through one is good on the other, failed sign-ins
// count across both, a killed worker is replaced and SIGTERM stops them all cleanly.
// PostgreSQL only: PGlite belongs to one process (config.ts refuses the setting without it).

const serverUrl = process.env.DATABASE_URL;
const bundleName = `cluster-test-${process.pid}.js`;
const bundle = path.join(repoRoot, 'apps/api/dist', bundleName);

type Answer = { status: number; worker: string; body: string; cookies: string[] };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request on a connection of its own: the cluster hands out connections, not requests. */
function call(
  port: number,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            worker: String(res.headers[WORKER_HEADER] ?? ''),
            body: text,
            cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!serverUrl)(
  'WEB_CONCURRENCY=2 on PostgreSQL (needs DATABASE_URL): two workers, one port',
  () => {
    let own: Awaited<ReturnType<typeof createOwnDatabase>>;
    let primary: ChildProcess;
    let exited: Promise<number | null>;
    let port: number;
    let log = '';
    let email: string;
    let guessed: string;

    /** worker id -> pid, from the primary's "is serving" lines. */
    const workerPids = () => {
      const pids = new Map<string, number>();
      for (const line of log.split('\n')) {
        const match = /"worker":(\d+),"workerPid":(\d+)/.exec(line);
        if (match && line.includes('is serving')) pids.set(match[1] ?? '', Number(match[2]));
      }
      return pids;
    };

    beforeAll(async () => {
      const built = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'apps/api/bundle-server.ts'), bundleName],
        { cwd: repoRoot, encoding: 'utf8' },
      );
      expect(built.status, built.stderr).toBe(0);

      own = await createOwnDatabase(serverUrl ?? '', 'cf_cluster');
      const database = await openDatabase({ url: own.url });
      try {
        const school = await createSchool(database.db);
        email = (await createUser(database.db, { schoolId: school.id, roles: ['student'] }))
          .email as string;
        guessed = (await createUser(database.db, { schoolId: school.id, roles: ['student'] }))
          .email as string;
      } finally {
        await database.close();
      }

      port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'campusflow-cluster-'));
      primary = spawn(process.execPath, ['--enable-source-maps', bundle], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          WEB_CONCURRENCY: '2',
          DATABASE_URL: own.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: path.join(dataDir, 'none'),
          SEED_DEMO: 'false',
          RECONCILE_INTERVAL_SECONDS: '0',
          DB_POOL_SIZE: '3',
          // A wait past the allowance that outlasts the test, so timing cannot let a guess by.
          SIGN_IN_FIRST_DELAY_SECONDS: '600',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      primary.stdout?.on('data', (chunk) => {
        log += chunk;
      });
      primary.stderr?.on('data', (chunk) => {
        log += chunk;
      });
      exited = new Promise((resolve) => primary.on('exit', resolve));
      const deadline = Date.now() + 60_000;
      while (workerPids().size < 2) {
        if (primary.exitCode !== null || Date.now() > deadline) {
          throw new Error(`the cluster did not start:\n${log}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }, 120_000);

    afterAll(async () => {
      if (primary && primary.exitCode === null) {
        primary.kill('SIGKILL');
        await exited;
      }
      rmSync(bundle, { force: true });
      rmSync(`${bundle}.map`, { force: true });
      await own?.drop();
    });

    it('answers from two worker processes, other than the primary', async () => {
      const workers = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await call(port, 'GET', '/api/health');
        expect(res.status).toBe(200);
        workers.add(res.worker);
      }
      expect([...workers].sort()).toEqual(['1', '2']);
      const pids = [...workerPids().values()];
      expect(new Set(pids).size).toBe(2);
      expect(pids).not.toContain(primary.pid);
    });

    it('keeps a session made through one worker good on the other, and its sign-out too', async () => {
      const login = await call(port, 'POST', '/api/v1/auth/login', {
        body: { identifier: email, password: PASSWORD },
      });
      expect(login.status, login.body).toBe(200);
      const cookie = login.cookies.join('; ');
      const seen = new Map<string, number>();
      for (let i = 0; i < 4; i++) {
        const me = await call(port, 'GET', '/api/v1/auth/me', { cookie });
        seen.set(me.worker, me.status);
        expect(JSON.parse(me.body).user.email).toBe(email);
      }
      expect([...seen.keys()].sort()).toEqual(['1', '2']);
      expect([...seen.values()]).toEqual([200, 200]);

      const out = await call(port, 'POST', '/api/v1/auth/logout', { cookie });
      expect(out.status).toBeLessThan(300);
      for (let i = 0; i < 2; i++) {
        const me = await call(port, 'GET', '/api/v1/auth/me', { cookie });
        expect(me.status, me.body).toBe(401);
      }
    });

    it('counts failed sign-ins across both workers (SIGN_IN_MAX_FAILURES, default 5)', async () => {
      const wrong = { identifier: guessed, password: `wrong-${uniqueTag()}` };
      const failedOn = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const res = await call(port, 'POST', '/api/v1/auth/login', { body: wrong });
        expect(res.status, res.body).toBe(401);
        failedOn.add(res.worker);
      }
      expect(failedOn.size).toBe(2);
      // Counted per process, each worker would allow five more; the database counts them all.
      const refusedOn = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const res = await call(port, 'POST', '/api/v1/auth/login', {
          body: { identifier: guessed, password: PASSWORD },
        });
        expect(res.status, res.body).toBe(429);
        expect(JSON.parse(res.body).code).toBe('too_many_sign_in_attempts');
        refusedOn.add(res.worker);
      }
      expect(refusedOn.size).toBe(2);
    });

    it('replaces a worker that dies, and stops every worker cleanly on SIGTERM', async () => {
      const before = workerPids();
      const victim = before.get('1') ?? 0;
      process.kill(victim, 'SIGKILL');
      await expect
        .poll(() => workerPids().get('3'), { timeout: 30_000, interval: 100 })
        .toBeTruthy();
      const workers = new Set<string>();
      for (let i = 0; i < 4; i++) workers.add((await call(port, 'GET', '/api/health')).worker);
      expect([...workers].sort()).toEqual(['2', '3']);

      const pids = [before.get('2'), workerPids().get('3')].map(Number);
      primary.kill('SIGTERM');
      expect(await exited, log).toBe(0);
      expect(pids.filter(isAlive)).toEqual([]);
      expect(log).toContain('shutting down: stopping the workers');
    }, 60_000);
  },
);
