import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '@/test/free-port.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
const tools = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** PostgreSQL refuses to run as root: the binaries run as the `postgres` OS user. */
const asPostgres = (tool: string, args: string[]) =>
  run('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]);

/**
 * Whether this machine can make a primary and its streaming replica: the PostgreSQL 15
 * binaries exist and `runuser` can run them as `postgres` (so the tests run as root).
 */
export function canMakeReplicaCluster(): boolean {
  if (!tools.every((tool) => existsSync(path.join(BIN, tool)))) return false;
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function postgresOwner() {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs one statement on a server and answers its rows. */
export async function queryOn<Row>(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

export type ReplicaCluster = {
  /** The primary's `campusflow` database and the same database on the replica. */
  primaryUrl: string;
  replicaUrl: string;
  /** Holds the replica where it is: it keeps receiving WAL but applies none. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has applied everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

const settings = (port: number, socketDir: string) => [
  '-c',
  `port=${port}`,
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  `unix_socket_directories=${socketDir}`,
];

/**
 * A tiny PostgreSQL 15 primary (wal_level=replica, trust, replication from 127.0.0.1) and a
 * hot-standby replica made from it by `pg_basebackup -R`, each on a free port in a temporary
 * directory owned by `postgres`; the primary's `campusflow` database is created empty.
 */
export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'campusflow-replica-'));
  const { uid, gid } = postgresOwner();
  chownSync(root, uid, gid);
  chmodSync(root, 0o700);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse()) {
      await asPostgres('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']).catch(() => {});
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await asPostgres('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      '\nwal_level = replica\nmax_wal_senders = 4\nhot_standby = on\nfsync = off\nshared_buffers = 16MB\n',
    );
    appendFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      '\nhost replication all 127.0.0.1/32 trust\n',
    );
    const start = async (dir: string, port: number) => {
      const options = settings(port, root).join(' ');
      await asPostgres('pg_ctl', ['start', '-D', dir, '-w', '-l', `${dir}.log`, '-o', options]);
      started.push(dir);
    };
    await start(primaryDir, primaryPort);
    const primaryServer = `postgres://postgres@127.0.0.1:${primaryPort}`;
    await queryOn(`${primaryServer}/postgres`, 'create database campusflow');
    await asPostgres('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await start(replicaDir, replicaPort);
  } catch (error) {
    await stop();
    throw error;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/campusflow`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/campusflow`;
  const onReplica = <Row>(statement: string, values?: unknown[]) =>
    queryOn<Row>(replicaUrl, statement, values);
  const poll = async (check: () => Promise<boolean>, what: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`replica: ${what} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const caughtUp = async (timeoutMs?: number) => {
    const [primary] = await queryOn<{ lsn: string }>(
      primaryUrl,
      'select pg_current_wal_lsn()::text as lsn',
    );
    await poll(
      async () => {
        const [row] = await onReplica<{ done: boolean }>(
          'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as done',
          [primary?.lsn],
        );
        return row?.done === true;
      },
      'not caught up',
      timeoutMs,
    );
  };
  await caughtUp(30_000);
  return {
    primaryUrl,
    replicaUrl,
    pauseReplay: async () => {
      await onReplica('select pg_wal_replay_pause()');
      await poll(async () => {
        const [row] = await onReplica<{ state: string }>(
          'select pg_get_wal_replay_pause_state() as state',
        );
        return row?.state === 'paused';
      }, 'not paused');
    },
    resumeReplay: async () => {
      await onReplica('select pg_wal_replay_resume()');
    },
    caughtUp,
    stop,
  };
}
