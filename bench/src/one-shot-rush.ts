// A rush where every student acts once at the same moment (a hostel application, a transport
// subscription) on PostgreSQL, beside the raw ceiling of an 8-insert transaction measured before
// and after in the same run. Printed, never asserted.
import pg from 'pg';
import { closedLoop, printLoop } from './closed-loop.ts';
import {
  createCeilingTables,
  dropCeilingTables,
  eightInsertTransaction,
  makeStudentsReady,
} from './registration-data.ts';
import { benchSignIn as signIn } from './scratch-database.ts';

/** Students acting at the same moment: a rush, far above the API's pool of 10. */
const CONCURRENCY = 50;

export type OneShotRush<Outcome> = {
  /** "Hostel applications: 3000 students for 2000 beds". */
  title: string;
  /** The request's name in the table, e.g. `POST /hostels/mine/apply`. */
  request: string;
  /** Writes what the rush needs; answers the e-mails of the students who will act. */
  prepare: (pool: pg.Pool, schoolId: string) => Promise<string[]>;
  /** One student's act; throws on anything but a success or a clear refusal. */
  act: (base: string, cookie: string, i: number) => Promise<void>;
  /** What the database holds afterwards, and the line that says it. */
  outcome: (pool: pg.Pool, schoolId: string) => Promise<{ line: string; value: Outcome }>;
};

export async function benchOneShotRush<Outcome>(
  o: { serverUrl: string; databaseUrl: string; schoolCode: string },
  rush: OneShotRush<Outcome>,
) {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 10 });
  pool.on('error', () => {});
  try {
    console.log(`\n${rush.title}`);
    const ready = await makeStudentsReady(pool, o.schoolCode);
    const emails = await rush.prepare(pool, ready.schoolId);
    const cookies: string[] = [];
    const t0 = performance.now();
    const signIns = await closedLoop(
      'sign-in',
      async (i) => {
        cookies[i] = await signIn(o.serverUrl, emails[i] ?? '');
      },
      { concurrency: 4, total: emails.length },
    );
    if (signIns.errors) throw new Error(`sign-in failed: ${signIns.firstError}`);
    console.log(
      `  ${signIns.done} students signed in beforehand in ${((performance.now() - t0) / 1000).toFixed(1)} s (not measured)`,
    );
    await createCeilingTables(pool);
    const ceiling = (name: string) =>
      closedLoop(name, () => eightInsertTransaction(pool, ready.schoolId), {
        concurrency: 10,
        seconds: 6,
      });
    await ceiling('warm-up');
    const before = await ceiling('8-insert transaction (before)');
    const loop = await closedLoop(rush.request, (i) => rush.act(o.serverUrl, cookies[i] ?? '', i), {
      concurrency: CONCURRENCY,
      total: cookies.length,
    });
    const after = await ceiling('8-insert transaction (after)');
    const outcome = await rush.outcome(pool, ready.schoolId);
    console.log(`\n${CONCURRENCY} students at a time, each acting once`);
    printLoop([before, loop, after]);
    const ceilingRate = (before.perSecond + after.perSecond) / 2;
    console.log(
      `  ${rush.request} / ceiling (mean ${ceilingRate.toFixed(0)}/s): ${(loop.perSecond / ceilingRate).toFixed(3)}`,
    );
    console.log(`  in the database: ${outcome.line}, ${loop.errors} errors`);
    return { before, rush: loop, after, ceilingRate, outcome: outcome.value };
  } finally {
    await dropCeilingTables(pool).catch(() => {});
    await pool.end();
  }
}
