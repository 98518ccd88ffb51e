// The raw ceilings of the rush, measured in the same run on the same (shared) machine: a bare
// Fastify route, a Fastify route doing one pg point read, an 8-insert transaction, and argon2id
// verifications at the API's own parameters on one core.
import autocannon from 'autocannon';
import type pg from 'pg';
// The API's own hashing, so the ceiling is at its parameters (OWASP argon2id: 19 MiB, t=2, p=1).
import { hashPassword, verifyPassword } from '../../apps/api/src/platform/auth/passwords.ts';
import { startBare, startCeilingServer } from './bare.ts';
import type { TurnLoop } from './by-turns.ts';
import { closedLoop, type LoopResult } from './closed-loop.ts';
import {
  createCeilingTables,
  dropCeilingTables,
  eightInsertTransaction,
} from './registration-data.ts';

const startBarePg = (databaseUrl: string) =>
  startCeilingServer('bare-pg-server.ts', '/point', 'Fastify + pg', { DATABASE_URL: databaseUrl });

async function getOk(url: string) {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
}

export type Ceilings = {
  bare: LoopResult;
  pointRead: LoopResult;
  eightInserts: LoopResult;
  argon2: LoopResult;
  /** The point read under autocannon too (`light`), beside reads measured the same way. */
  pointReadLight?: number;
};

/**
 * The ceilings' servers, started, and each ceiling's work as a loop: measured here one after
 * the other, or by turns beside the API's own figures (`byTurns`).
 */
export async function openCeilings(databaseUrl: string, userId: string) {
  const bareServer = await startBare();
  const pgServer = await startBarePg(databaseUrl).catch((error: unknown) => {
    bareServer.stop();
    throw error;
  });
  const pointUrl = `${pgServer.url}?id=${userId}`;
  const stored = await hashPassword('Demo-pass-2025');
  return {
    pointUrl,
    bare: { name: 'bare Fastify route', work: () => getOk(bareServer.url), concurrency: 16 },
    pointRead: { name: 'Fastify + pg point read', work: () => getOk(pointUrl), concurrency: 16 },
    // One at a time: one core's worth of verifications.
    argon2: {
      name: 'argon2id verify, one core',
      work: async () => {
        if (!(await verifyPassword(stored, 'Demo-pass-2025'))) throw new Error('no match');
      },
      concurrency: 1,
    },
    stop() {
      bareServer.stop();
      pgServer.stop();
    },
  };
}

/** Each ceiling for `seconds`, closed loop (a ceiling is the most the machine does, queued). */
export async function measureCeilings(o: {
  pool: pg.Pool;
  databaseUrl: string;
  schoolId: string;
  userId: string;
  seconds: number;
  label: string;
  light?: boolean;
}): Promise<Ceilings> {
  const seconds = o.seconds;
  const ceilings = await openCeilings(o.databaseUrl, o.userId);
  const run = (loop: TurnLoop) =>
    closedLoop(`${loop.name} (${o.label})`, loop.work, { concurrency: loop.concurrency, seconds });
  try {
    const bare = await run(ceilings.bare);
    const pointRead = await run(ceilings.pointRead);
    await createCeilingTables(o.pool);
    let eightInserts: LoopResult;
    try {
      eightInserts = await closedLoop(
        `8-insert transaction (${o.label})`,
        () => eightInsertTransaction(o.pool, o.schoolId),
        { concurrency: 10, seconds },
      );
    } finally {
      await dropCeilingTables(o.pool);
    }
    const argon2 = await run(ceilings.argon2);
    const pointReadLight = o.light
      ? (await autocannon({ url: ceilings.pointUrl, connections: 16, duration: seconds })).requests
          .average
      : undefined;
    return { bare, pointRead, eightInserts, argon2, pointReadLight };
  } finally {
    ceilings.stop();
  }
}

/** The mean of the ceilings measured before and after the rush. */
export function meanRate(a: LoopResult, b: LoopResult) {
  return (a.perSecond + b.perSecond) / 2;
}
