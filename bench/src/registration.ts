// Course registration on PostgreSQL (issue 14): submit throughput beside the raw ceiling of an
// 8-insert transaction measured in the same run, and the registration page's latency beside a
// bare Fastify route and a pg point read. Printed, never asserted.
import pg from 'pg';
import { closedLoop, type LoopResult, printLoop } from './closed-loop.ts';
import {
  type BenchStudent,
  createCeilingTables,
  dropCeilingTables,
  eightInsertTransaction,
  firstYearStudents,
  makeStudentsReady,
} from './registration-data.ts';
import { profileRegistration, sampleWaits } from './registration-profile.ts';
import { benchSignIn as signIn } from './scratch-database.ts';

/** Concurrent clients: the API's pool size (10), so the pool is not where requests queue. */
const CONCURRENCY = 10;
const PROFILED = 12;
const WARM_UP = 20;

/** One first submit: counted only when it answers 200 with a submitted registration. */
async function submit(base: string, cookie: string, courseIds: string[]) {
  const res = await fetch(`${base}/api/v1/registration/mine/submit`, {
    method: 'POST',
    // The API refuses a state-changing request with a session cookie and no Origin (CSRF).
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ courseIds }),
  });
  const body = (await res.json()) as { state?: string; code?: string; detail?: string };
  if (res.status !== 200 || body.state !== 'submitted') {
    throw new Error(`submit: ${res.status} ${body.code ?? ''} ${body.detail ?? ''}`);
  }
}

async function getOk(url: string, cookie?: string) {
  const res = await fetch(url, cookie ? { headers: { cookie } } : {});
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
}

const ratio = (a: LoopResult, b: LoopResult) => (a.perSecond / b.perSecond).toFixed(3);

export async function benchRegistration(o: {
  serverUrl: string;
  bareUrl: string;
  databaseUrl: string;
  schoolCode: string;
  seededStudents: number;
  /** How many students submit in the measured run (fewer when fewer are in their first year). */
  submits: number;
  /** The environment the API was started with, for the profiling server. */
  serverEnv: Record<string, string>;
  /** Called just before and just after the measured submits. */
  aroundSubmits?: () => void;
}) {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: CONCURRENCY });
  pool.on('error', () => {});
  try {
    console.log(`\nCourse registration with ${o.seededStudents.toLocaleString('en')} students`);
    let t0 = performance.now();
    const ready = await makeStudentsReady(pool, o.schoolCode);
    console.log(
      `  ${ready.students} students given a passport, a set-up account and tuition paid (${ready.tuitionPaid} payments) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const all = await firstYearStudents(pool, ready.schoolId, o.submits + WARM_UP + PROFILED);
    const profiled = all.slice(0, PROFILED);
    const warm = all.slice(PROFILED, PROFILED + WARM_UP);
    const measured = all.slice(PROFILED + WARM_UP);

    // Sessions first: sign-in (argon2id) is not what is measured.
    t0 = performance.now();
    const cookies: string[] = [];
    const signingIn = [...warm, ...measured];
    const signIns = await closedLoop(
      'sign-in',
      async (i) => {
        cookies[i] = await signIn(o.serverUrl, (signingIn[i] as BenchStudent).email);
      },
      { concurrency: 4, total: signingIn.length },
    );
    if (signIns.errors) throw new Error(`sign-in failed: ${signIns.firstError}`);
    console.log(
      `  ${signIns.done} students signed in beforehand in ${((performance.now() - t0) / 1000).toFixed(1)} s (not measured)`,
    );
    const warmCookies = cookies.slice(0, warm.length);
    const measuredCookies = cookies.slice(warm.length);

    await createCeilingTables(pool);
    const ceiling = (name: string, seconds: number) =>
      closedLoop(name, () => eightInsertTransaction(pool, ready.schoolId), {
        concurrency: CONCURRENCY,
        seconds,
      });
    // Warm both paths, then ceiling, submits, ceiling: the machine is shared, so the ceiling
    // is taken on both sides of the submits.
    await Promise.all(warm.map((s, i) => submit(o.serverUrl, warmCookies[i] ?? '', s.courseIds)));
    await ceiling('warm-up', 2);
    const before = await ceiling('8-insert transaction (before)', 8);
    o.aroundSubmits?.();
    const waits = await sampleWaits(o.databaseUrl);
    const submits = await closedLoop(
      'POST /registration/mine/submit',
      (i) => submit(o.serverUrl, measuredCookies[i] ?? '', (measured[i] as BenchStudent).courseIds),
      { concurrency: CONCURRENCY, total: measured.length },
    );
    const waited = await waits();
    o.aroundSubmits?.();
    const after = await ceiling('8-insert transaction (after)', 8);
    const submitted = await pool.query<{ n: number }>(
      `select count(*)::int as n from course_registrations
        where school_id = $1 and state = 'submitted'`,
      [ready.schoolId],
    );
    const items = await pool.query<{ n: number }>(
      'select count(*)::int as n from course_registration_items where school_id = $1',
      [ready.schoolId],
    );
    console.log(
      `\nSubmits, ${CONCURRENCY} students at a time, each submitting once (seven courses, 18 units)`,
    );
    printLoop([before, submits, after]);
    const ceilingRate = (before.perSecond + after.perSecond) / 2;
    console.log(
      `  submit / ceiling (mean of before and after ${ceilingRate.toFixed(0)}/s): ${(submits.perSecond / ceilingRate).toFixed(3)} (goal ≥ 0.80)`,
    );
    console.log(
      `  in the database: ${submitted.rows[0]?.n} submitted registrations, ${items.rows[0]?.n} items (${warm.length} warm-up + ${submits.done} measured expected)`,
    );

    console.log(
      `  what the busy backends were doing during the submits (mean of ${CONCURRENCY} clients): ${waited
        .map((w) => `${w.wait} ${w.mean.toFixed(1)}`)
        .join(', ')}`,
    );

    // The registration page's data, for students who have submitted.
    const reads = Math.max(1, submits.done);
    const page = await closedLoop(
      'GET /registration/mine',
      (i) => getOk(`${o.serverUrl}/api/v1/registration/mine`, measuredCookies[i % reads]),
      { concurrency: 8, seconds: 8 },
    );
    const bare = await closedLoop('bare Fastify route', () => getOk(o.bareUrl), {
      concurrency: 8,
      seconds: 8,
    });
    const someone = await pool.query<{ id: string }>(
      'select student_id as id from enrollments where school_id = $1 limit 1',
      [ready.schoolId],
    );
    const point = await closedLoop(
      'pg point read (a user by id)',
      async () => {
        await pool.query('select id, name, email from users where id = $1', [someone.rows[0]?.id]);
      },
      { concurrency: 8, seconds: 8 },
    );
    console.log('\nThe registration page, 8 at a time (goal p95 < 100 ms)');
    printLoop([page, bare, point]);
    console.log(
      `  ratios, same run: page / bare route ${ratio(page, bare)}, page / pg point read ${ratio(page, point)}`,
    );
    // What any HTTP route doing exactly the ceiling's transaction could reach on this machine:
    // the bare route's cost and the transaction's cost, one after the other.
    const httpBound = 1 / (1 / ceilingRate + 1 / bare.perSecond);
    console.log(
      `  a bare route plus the 8-insert transaction, per request, would reach ${httpBound.toFixed(0)}/s: ${(httpBound / ceilingRate).toFixed(3)} of the ceiling; the submit reaches ${(submits.perSecond / httpBound).toFixed(3)} of that`,
    );

    const profile = await profileRegistration(
      { ...o.serverEnv, DATABASE_URL: o.databaseUrl },
      profiled,
      (base) => ({
        submit: {
          signIn: (email) => signIn(base, email),
          call: (cookie, i) => submit(base, cookie, (profiled[i] as BenchStudent).courseIds),
        },
        page: {
          signIn: (email) => signIn(base, email),
          call: (cookie) => getOk(`${base}/api/v1/registration/mine`, cookie),
        },
      }),
    );
    return { before, submits, after, ceilingRate, waited, page, bare, point, profile };
  } finally {
    await dropCeilingTables(pool).catch(() => {});
    await pool.end();
  }
}
