// Hostel applications in a rush on PostgreSQL (issue 16): first-come applications from
// thousands of signed-in students at once, beside the raw ceiling of an 8-insert transaction
// measured in the same run. Printed, never asserted.
import pg from 'pg';
import { closedLoop, printLoop } from './closed-loop.ts';
import { hostelApplicants, hostelOutcome, openHostels } from './hostels-data.ts';
import {
  createCeilingTables,
  dropCeilingTables,
  eightInsertTransaction,
  makeStudentsReady,
} from './registration-data.ts';
import { benchSignIn as signIn } from './scratch-database.ts';

/** Students applying at the same moment: a rush, far above the API's pool of 10. */
const CONCURRENCY = 50;

/** One application: a hold (201) or a clear refusal (full, quota) is an answer, not an error. */
async function apply(base: string, cookie: string) {
  const res = await fetch(`${base}/api/v1/hostels/mine/apply`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { state?: string; code?: string; detail?: string };
  const refused =
    res.status === 409 && ['hostel_full', 'hostel_quota_reached'].includes(body.code ?? '');
  if (!(res.status === 201 && body.state === 'held') && !refused) {
    throw new Error(`apply: ${res.status} ${body.code ?? ''} ${body.detail ?? ''}`);
  }
}

export async function benchHostels(o: {
  serverUrl: string;
  databaseUrl: string;
  schoolCode: string;
  /** Bed spaces per hall (two halls). */
  beds: number;
  applicants: number;
}) {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 10 });
  pool.on('error', () => {});
  try {
    console.log(`\nHostel applications: ${o.applicants} students for ${2 * o.beds} beds`);
    const ready = await makeStudentsReady(pool, o.schoolCode);
    await openHostels(pool, ready.schoolId, o.beds);
    const emails = await hostelApplicants(pool, ready.schoolId, o.applicants);
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
    const rush = await closedLoop(
      'POST /hostels/mine/apply',
      (i) => apply(o.serverUrl, cookies[i] ?? ''),
      { concurrency: CONCURRENCY, total: cookies.length },
    );
    const after = await ceiling('8-insert transaction (after)');
    const outcome = await hostelOutcome(pool, ready.schoolId);
    console.log(`\nApplications, ${CONCURRENCY} students at a time, each applying once`);
    printLoop([before, rush, after]);
    const ceilingRate = (before.perSecond + after.perSecond) / 2;
    console.log(
      `  apply / ceiling (mean ${ceilingRate.toFixed(0)}/s): ${(rush.perSecond / ceilingRate).toFixed(3)}`,
    );
    console.log(
      `  in the database: ${outcome.holds} holds for ${2 * o.beds} beds, ${outcome.doubles} beds held twice (must be 0), ${rush.errors} errors`,
    );
    return { before, rush, after, ceilingRate, outcome };
  } finally {
    await dropCeilingTables(pool).catch(() => {});
    await pool.end();
  }
}
