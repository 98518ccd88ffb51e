// The student's results page at scale (issue 15: p95 under 100 ms at 50,000 students), beside a
// bare Fastify route and a pg point read measured in the same run. Printed, never asserted.
import type pg from 'pg';
import { startBare } from './bare.ts';
import { closedLoop, printLoop } from './closed-loop.ts';

const READERS = 100;
const CONCURRENCY = 8;

/**
 * Gives `n` students with published results a set-up account that signs in by e-mail with the
 * officer's password (generated students are pre-registered), and returns their addresses.
 */
async function studentLogins(pool: pg.Pool, schoolId: string, officerEmail: string, n: number) {
  const rows = await pool.query<{ email: string }>(
    `update users u
        set email_verified = true, auth_account_created = true, legacy_password_sha256 = null,
            password_hash = (select password_hash from users where email = $2)
       from (select distinct e.student_id from semester_results r
               join enrollments e on e.id = r.enrollment_id
              where r.school_id = $1 order by e.student_id limit $3) s
      where u.id = s.student_id
      returning u.email`,
    [schoolId, officerEmail, n],
  );
  return rows.rows.map((r) => r.email);
}

export async function benchResultsPage(o: {
  pool: pg.Pool;
  serverUrl: string;
  schoolId: string;
  officerEmail: string;
  signIn: (base: string, email: string) => Promise<string>;
}) {
  const emails = await studentLogins(o.pool, o.schoolId, o.officerEmail, READERS);
  const cookies: string[] = [];
  for (const email of emails) cookies.push(await o.signIn(o.serverUrl, email));
  const get = async (url: string, cookie?: string) => {
    const res = await fetch(url, cookie ? { headers: { cookie, 'x-role': 'student' } } : {});
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  };
  const someone = await o.pool.query<{ id: string }>('select id from users where email = $1', [
    emails[0],
  ]);
  const bare = await startBare();
  try {
    const page = await closedLoop(
      'GET /results/mine',
      (i) => get(`${o.serverUrl}/api/v1/results/mine`, cookies[i % cookies.length]),
      { concurrency: CONCURRENCY, seconds: 8 },
    );
    const route = await closedLoop('bare Fastify route', () => get(bare.url), {
      concurrency: CONCURRENCY,
      seconds: 8,
    });
    const point = await closedLoop(
      'pg point read (a user by id)',
      async () => {
        await o.pool.query('select id, name, email from users where id = $1', [
          someone.rows[0]?.id,
        ]);
      },
      { concurrency: 2, seconds: 8 },
    );
    console.log(
      `\nThe student results page, ${cookies.length} students ${CONCURRENCY} at a time (goal p95 < 100 ms)`,
    );
    printLoop([page, route, point]);
    console.log(
      `  ratios, same run: page / bare route ${(page.perSecond / route.perSecond).toFixed(3)}, page / pg point read ${(page.perSecond / point.perSecond).toFixed(3)}`,
    );
    return { page, route, point };
  } finally {
    bare.stop();
  }
}
