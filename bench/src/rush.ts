// `npm run bench:rush [-- --students N --seconds S --start-rate R --step R --max-rate R]`: the
// first morning of a semester on PostgreSQL (issue 19). A generated institution; a pool of
// students signed in up front; then an open-model mix of what they do (rush-mix.ts) offered at
// a rate that steps up until a step breaks (p95 over 300 ms, any error, any 429), beside the
// raw ceilings measured before and after in the same run. Printed, never asserted. The API runs
// in development mode with the offline payment sandbox (checkout needs it) and its default
// admission control. Drops the database whatever happens.
import { parseArgs } from 'node:util';
import { startServer } from '@campusflow/e2e/support/server';
import pg from 'pg';
import { closedLoop, printLoop } from './closed-loop.ts';
import { openHostels } from './hostels-data.ts';
import { startWireTap } from './pg-wire-tap.ts';
import { firstYearStudents, makeStudentsReady } from './registration-data.ts';
import { meanRate, measureCeilings } from './rush-ceilings.ts';
import {
  breakReason,
  markdownSteps,
  printStep,
  runStep,
  type StepResult,
} from './rush-generator.ts';
import { HOME_PATHS, type RushStudent, rushMix, WEIGHTS } from './rush-mix.ts';
import { benchSignIn } from './scratch-database.ts';
import { onSeededServer } from './seeded-server.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    'start-rate': { type: 'string', default: '10' },
    step: { type: 'string', default: '10' },
    'max-rate': { type: 'string', default: '1000' },
    /** Students signed in up front, whose sessions the rush reuses. */
    sessions: { type: 'string', default: '800' },
    'p95-ms': { type: 'string', default: '300' },
  },
});
const seconds = Number(values.seconds);
const budget = Number(values['p95-ms']);
const serverEnv = {
  LOG_LEVEL: 'error',
  NODE_ENV: 'development',
  CAMPUSFLOW_DEV: '1',
  RECONCILE_INTERVAL_SECONDS: '0',
};

/** Students who can register, apply for a hostel and pay a fresh levy, signed in. */
async function prepare(serverUrl: string, pool: pg.Pool, schoolCode: string, sessions: number) {
  const ready = await makeStudentsReady(pool, schoolCode);
  const chosen = await firstYearStudents(pool, ready.schoolId, sessions);
  await openHostels(pool, ready.schoolId, chosen.length);
  const fee = await pool.query<{ id: string }>(
    `insert into fees (school_id, session_id, type, name, amount)
     select $1, id, 'other', 'Rush levy (bench)', 250000
       from academic_sessions where school_id = $1 and is_current
     returning id`,
    [ready.schoolId],
  );
  await pool.query('vacuum analyze');
  const t0 = performance.now();
  const students: RushStudent[] = [];
  const signIns = await closedLoop(
    'sign-in',
    async (i) => {
      const s = chosen[i];
      if (s) students[i] = { ...s, cookie: await benchSignIn(serverUrl, s.email) };
    },
    { concurrency: 4, total: chosen.length },
  );
  if (signIns.errors) throw new Error(`sign-in failed: ${signIns.firstError}`);
  console.log(
    `  ${ready.students} students ready; ${students.length} first-year students signed in up front in ${((performance.now() - t0) / 1000).toFixed(1)} s (not measured)`,
  );
  return { schoolId: ready.schoolId, students, feeId: fee.rows[0]?.id ?? '' };
}

/** The SQL statements each GET of the student home runs, through a tapped second server. */
async function homeStatements(databaseUrl: string, email: string) {
  const url = new URL(databaseUrl);
  const tap = await startWireTap({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(tap.port);
  const server = await startServer({
    ...serverEnv,
    SEED_DEMO: 'false',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATABASE_URL: url.toString(),
  });
  try {
    const cookie = await benchSignIn(server.url, email);
    const counts: { path: string; statements: number; dbMs: number }[] = [];
    for (let round = 0; round < 2; round++) {
      for (const p of HOME_PATHS) {
        tap.take();
        const res = await fetch(`${server.url}${p}`, { headers: { cookie } });
        await res.arrayBuffer();
        const taken = tap.take();
        // The first round warms the server; the second is counted.
        if (round === 1) {
          counts.push({
            path: p,
            statements: taken.length,
            dbMs: taken.reduce((s, t) => s + t.ms, 0),
          });
        }
      }
    }
    return counts;
  } finally {
    await server.stop();
    tap.stop();
  }
}

const ratio = (a: number, b: number) => (b ? (a / b).toFixed(3) : '-');

await onSeededServer(
  'rush',
  Number(values.students),
  async ({ serverUrl, databaseUrl, schoolCode }) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    pool.on('error', () => {});
    try {
      const { schoolId, students, feeId } = await prepare(
        serverUrl,
        pool,
        schoolCode,
        Number(values.sessions),
      );
      const email = students[0]?.email ?? '';
      const user = await pool.query<{ id: string }>('select id from users where email = $1', [
        email,
      ]);
      const userId = user.rows[0]?.id ?? '';
      const ceiling = { pool, databaseUrl, schoolId, userId, seconds: 5 };
      const before = await measureCeilings({ ...ceiling, label: 'before' });
      console.log(
        `\nThe mix (weights out of ${Object.values(WEIGHTS).reduce((s, n) => s + n, 0)}): ${Object.entries(
          WEIGHTS,
        )
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
      );
      const types = rushMix(serverUrl, students, feeId);
      // A short warm-up at half the first rate (the JIT, the pools), not reported.
      await runStep(types, Math.max(1, Number(values['start-rate']) / 2), 3);
      const steps: StepResult[] = [];
      for (
        let rate = Number(values['start-rate']);
        rate <= Number(values['max-rate']);
        rate += Number(values.step)
      ) {
        const measured = await runStep(types, rate, seconds);
        const step = { ...measured, broke: breakReason(measured, budget) };
        printStep(step);
        steps.push(step);
        if (step.broke) break;
        // Let the server settle between steps.
        await new Promise((r) => setTimeout(r, 2000));
      }
      const after = await measureCeilings({ ...ceiling, label: 'after' });
      const c = {
        bare: meanRate(before.bare, after.bare),
        point: meanRate(before.pointRead, after.pointRead),
        inserts: meanRate(before.eightInserts, after.eightInserts),
        argon2: meanRate(before.argon2, after.argon2),
      };
      console.log('\nCeilings, same run (closed loop, before and after the rush)');
      printLoop([before, after].flatMap((m) => [m.bare, m.pointRead, m.eightInserts, m.argon2]));
      const good = steps.filter((s) => !s.broke).at(-1);
      // The one-shot acts run out once every signed-in student has acted (--sessions).
      const goodWhole = steps.filter((s) => !s.broke && s.short.length === 0).at(-1);
      const broke = steps.find((s) => s.broke);
      console.log(
        `\nLast good step: ${good ? `${good.rate}/s` : 'none'}${good && good !== goodWhole ? ` (short of: ${good.short.join(', ')}); the last with the whole mix: ${goodWhole ? `${goodWhole.rate}/s` : 'none'}` : ''}; breaking step: ${broke ? `${broke.rate}/s (${broke.broke})` : 'none up to the maximum rate'}`,
      );
      for (const s of [...new Set([goodWhole, good, broke])]) {
        if (!s) continue;
        const home = s.types.find((t) => t.name === 'student home (2 GETs)');
        const signIn = s.types.find((t) => t.name === 'sign-in');
        const homeGets = (home?.perSecond ?? 0) * HOME_PATHS.length;
        console.log(
          `  at ${s.rate}/s: student-home GETs ${homeGets.toFixed(0)}/s / Fastify + pg point read ${c.point.toFixed(0)}/s = ${ratio(homeGets, c.point)}; / bare route ${c.bare.toFixed(0)}/s = ${ratio(homeGets, c.bare)}; all requests ${s.total.perSecond.toFixed(0)}/s; sign-in ${signIn?.perSecond.toFixed(1)}/s / argon2id one core ${c.argon2.toFixed(1)}/s = ${ratio(signIn?.perSecond ?? 0, c.argon2)}; 8-insert ceiling ${c.inserts.toFixed(0)}/s`,
        );
      }
      console.log('\nSteps (markdown)\n');
      console.log(markdownSteps(steps.filter((s) => s === goodWhole || s === good || s === broke)));
      try {
        const counts = await homeStatements(databaseUrl, students[1]?.email ?? email);
        console.log(
          '\nSQL statements per GET of the student home (tapped server, one request at a time)',
        );
        for (const k of counts) {
          console.log(
            `  ${k.path.padEnd(36)} ${k.statements} statements, ${k.dbMs.toFixed(1)} ms in the database`,
          );
        }
        console.log(
          `  the home: ${counts.reduce((s, k) => s + k.statements, 0)} statements in ${HOME_PATHS.length} requests`,
        );
      } catch (error) {
        console.log(`\nStatement count skipped: ${error instanceof Error ? error.message : error}`);
      }
    } finally {
      await pool.end();
    }
  },
  { payments: Number(values.students), env: serverEnv },
);
