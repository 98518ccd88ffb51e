// `npm run bench:homes [-- --students N --payments M --sign-ins S]`: the officers' homes at
// scale on PostgreSQL (issue 18: p95 under 100 ms at 50,000 students and 1,000,000 payments).
// A fresh database on the server of DATABASE_URL gets a generated institution, a month of
// sign-ins in the audit log, and one officer holding every officer role; each home's figures
// are then read two at a time (or --concurrency), beside a bare Fastify route and a pg point read measured in the
// same run. Printed, never asserted. Drops the database whatever happens.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBare } from './bare.ts';
import { closedLoop, type LoopResult, printLoop } from './closed-loop.ts';
import { benchSignIn } from './scratch-database.ts';
import { onSeededServer } from './seeded-server.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    payments: { type: 'string', default: '1000000' },
    'sign-ins': { type: 'string', default: '300000' },
    seconds: { type: 'string', default: '6' },
    concurrency: { type: 'string', default: '2' },
  },
});
// Officers are a handful per school: two reading at once is the realistic case.
const CONCURRENCY = Number(values.concurrency);
const seconds = Number(values.seconds);

const homes = [
  { role: 'manager', path: '/api/v1/reports/school', name: 'manager / HOS: school report' },
  { role: 'accountant', path: '/api/v1/reports/accounts', name: 'accountant / bursar: accounts' },
  { role: 'admin', path: '/api/v1/reports/sign-ins', name: 'admin: sign-ins per day' },
  { role: 'admin', path: '/api/v1/users/counts', name: 'admin: users by role and status' },
  { role: 'admissionOfficer', path: '/api/v1/reports/admissions-queue', name: 'admission queue' },
  { role: 'examOfficer', path: '/api/v1/reports/exams-queue', name: 'exam officer queues' },
] as const;

/** Gives the school's administrator every officer role, and a month of sign-ins to count. */
async function prepare(databaseUrl: string, schoolCode: string, signIns: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const email = `admin@${schoolCode.toLowerCase()}.edu.test`;
  const school = await pool.query<{ id: string; payments: string }>(
    `select s.id, (select count(*) from payments p where p.school_id = s.id)::text as payments
     from schools s where s.code = $1`,
    [schoolCode],
  );
  const schoolId = school.rows[0]?.id;
  await pool.query(
    `insert into user_roles (user_id, role, school_id)
     select u.id, r.role, u.school_id from users u,
       unnest(array['accountant', 'bursar', 'manager', 'examOfficer', 'admissionOfficer']) as r(role)
     where u.email = $1 on conflict do nothing`,
    [email],
  );
  await pool.query(
    `insert into audit_log (school_id, actor_user_id, action, entity_type, entity_id, created_at)
     select $1, u.id, case when i % 40 = 0 then 'auth.sign_in_failed' else 'auth.sign_in' end,
       'user', u.id::text, now() - (i % (30 * 86400)) * interval '1 second'
     from generate_series(1, $2::int) as i
     join lateral (select id from users where school_id = $1 offset (i % 1000) limit 1) u on true`,
    [schoolId, signIns],
  );
  // As autovacuum leaves a database in use: statistics, and visibility maps for index-only scans.
  await pool.query('vacuum analyze');
  return { pool, email, payments: Number(school.rows[0]?.payments ?? 0) };
}

await onSeededServer(
  'homes',
  Number(values.students),
  async ({ serverUrl, databaseUrl, schoolCode }) => {
    const { pool, email, payments } = await prepare(
      databaseUrl,
      schoolCode,
      Number(values['sign-ins']),
    );
    const bare = await startBare();
    try {
      const cookie = await benchSignIn(serverUrl, email);
      const results: LoopResult[] = [];
      for (const home of homes) {
        const get = async () => {
          const res = await fetch(`${serverUrl}${home.path}`, {
            headers: { cookie, 'x-role': home.role },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`GET ${home.path}: ${res.status}`);
        };
        await get();
        results.push(await closedLoop(home.name, get, { concurrency: CONCURRENCY, seconds }));
      }
      const route = await closedLoop(
        'bare Fastify route',
        async () => {
          const res = await fetch(bare.url);
          await res.arrayBuffer();
        },
        { concurrency: CONCURRENCY, seconds },
      );
      const point = await closedLoop(
        'pg point read (a user by email)',
        async () => {
          await pool.query('select id, name from users where email = $1', [email]);
        },
        { concurrency: 2, seconds },
      );
      console.log(
        `\nThe officers' homes, ${CONCURRENCY} at a time, on ${payments.toLocaleString()} payments (goal p95 < 100 ms)`,
      );
      printLoop([...results, route, point]);
      for (const r of results) {
        console.log(
          `  ${r.name}: / bare route ${(r.perSecond / route.perSecond).toFixed(3)}, / pg point read ${(r.perSecond / point.perSecond).toFixed(3)}`,
        );
      }
    } finally {
      bare.stop();
      await pool.end();
    }
  },
  { payments: Number(values.payments) },
);
