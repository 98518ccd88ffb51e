// `npm run bench:results [-- --students N]`: publishing a department's results on PostgreSQL
// (issue 15). It creates a fresh database on the server of DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432), seeds an institution of N students (50,000 by default),
// gives every student a line on ten sheets of one department last semester (published) and ten
// this semester (HOD-approved), then times the exam officer's publish through the API (sheets,
// audit, every standing in one statement, a mail to each student) beside the ceiling: one
// transaction inserting the same number of standing rows; then the student results page of
// those students (bench/src/results-page.ts). Drops the database whatever happens.
import { parseArgs } from 'node:util';
import { startServer } from '@campusflow/e2e/support/server';
import pg from 'pg';
import { prepareResults, standingsCeiling } from './results-data.ts';
import { benchResultsPage } from './results-page.ts';
import { scratchDatabase, benchSignIn as signIn } from './scratch-database.ts';
import { seedInstitution } from './seeded.ts';

const { values } = parseArgs({
  options: { students: { type: 'string', default: '50000' } },
});
const students = Number(values.students);
const GOAL_SECONDS = 10;

const db = await scratchDatabase('results');
try {
  const database = { DATABASE_URL: db.url };
  console.log(`Seeding an institution of ${students} students into ${db.name} (PostgreSQL)…`);
  const seeded = seedInstitution(database, { students, payments: students });
  console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
  const pool = new pg.Pool({ connectionString: database.DATABASE_URL, max: 2 });
  try {
    const started = Date.now();
    const data = await prepareResults(pool, seeded.schoolCode);
    console.log(
      `  ${data.lines.toLocaleString()} score lines on ${data.sheets} sheets of ${data.students.toLocaleString()} students in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const ceiling = await standingsCeiling(pool, data.schoolId);
    const server = await startServer({
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret',
      SEED_DEMO: 'false',
      ...database,
    });
    try {
      const cookie = await signIn(server.url, data.officerEmail);
      const t0 = performance.now();
      const res = await fetch(
        `${server.url}/api/v1/results/departments/${data.departmentId}/publish`,
        {
          method: 'POST',
          headers: {
            cookie,
            origin: server.url,
            'x-role': 'examOfficer',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ semesterId: data.semesterId }),
        },
      );
      const seconds = (performance.now() - t0) / 1000;
      const body = (await res.json()) as { students?: number; published?: unknown[] };
      if (!res.ok) throw new Error(`publish answered ${res.status}: ${JSON.stringify(body)}`);
      const written = await pool.query<{ n: number; mails: number }>(
        `select (select count(*)::int from semester_results where semester_id = $1) as n,
                (select count(*)::int from mail_outbox where template = 'results.published') as mails`,
        [data.semesterId],
      );
      const row = written.rows[0];
      console.log('\nResults publishing (PostgreSQL)');
      console.log(
        `  publish: ${body.published?.length} sheets, ${body.students} students, ${row?.n} standings, ${row?.mails} mails in ${seconds.toFixed(2)} s (goal < ${GOAL_SECONDS} s) ${seconds < GOAL_SECONDS ? 'ok' : 'OVER'}`,
      );
      console.log(
        `  ceiling: one transaction inserting ${ceiling.rows.toLocaleString()} standing rows: ${ceiling.seconds.toFixed(2)} s (publish / ceiling ${(seconds / ceiling.seconds).toFixed(1)})`,
      );
      await benchResultsPage({
        pool,
        serverUrl: server.url,
        schoolId: data.schoolId,
        officerEmail: data.officerEmail,
        signIn,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await pool.end();
  }
} finally {
  await db.drop();
}
