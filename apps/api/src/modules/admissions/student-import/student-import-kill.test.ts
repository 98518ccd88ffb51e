import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/rows.ts';
import { cookieOf, createUser, signIn, uniqueTag } from '@/test/fixtures.ts';
import { KILLABLE_ORIGIN, useKillableApi } from '@/test/killable-api.ts';
import { multipartBody } from '@/test/multipart.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { writeInFlight } from '@/test/write-in-flight.ts';

// The API process killed (SIGKILL) while it writes a file of 5,000 admitted students (users,
// roles and enrollments, a thousand rows a statement), then started again and the file sent
// again: the school has every student of the file or none, never part, and after the second
// import each exactly once. The student import is the bulk import that writes the most rows.
// PostgreSQL only: PGlite lives and dies with its one process.

const ROWS = 5000;

describe.skipIf(!process.env.DATABASE_URL)('student import when the API is killed', () => {
  const k = useKillableApi('cf_kill_import');

  /** How many of the file's students the school has, by table, and the imports audited. */
  async function imported(schoolId: string, prefix: string) {
    const [row] = rowsOf<{
      users: number;
      matrics: number;
      roles: number;
      enrollments: number;
      audited: number;
    }>(
      await k.database.db.execute(sql`
        with u as (select id, user_org_id from users
                    where school_id = ${schoolId} and user_org_id like ${`${prefix}/%`})
        select
          (select count(*)::int from u) as users,
          (select count(distinct upper(user_org_id))::int from u) as matrics,
          (select count(*)::int from user_roles r
            where r.user_id in (select id from u) and r.role = 'student') as roles,
          (select count(*)::int from enrollments e
            where e.student_id in (select id from u)) as enrollments,
          (select count(*)::int from audit_log a
            where a.action = 'students.import' and a.entity_id = ${schoolId}) as audited`),
    );
    return row;
  }

  it('writes the whole file or nothing, and each student once after the restart', async () => {
    const s = await paymentSchool(k.database.db);
    const admin = await createUser(k.database.db, { schoolId: null, roles: ['appadmin'] });
    const cookie = cookieOf(await signIn(k.app, admin.email ?? ''));
    const tag = uniqueTag();
    const csv = [
      'Matric number,JAMB number,Phone,Name,E-mail,Programme,Level,Initial password',
      ...Array.from({ length: ROWS }, (_, i) => {
        const n = String(i).padStart(5, '0');
        return `${tag}/${n},${tag}${n},0803${String(i).padStart(7, '0')},Student ${n},,${s.programme.code},100,first-${n}`;
      }),
    ].join('\r\n');
    const url = `/api/v1/admissions/students/import?schoolId=${s.schoolId}&dryRun=false`;
    const send = (base: string) => {
      const body = multipartBody({
        bytes: Buffer.from(csv),
        filename: 'students.csv',
        contentType: 'text/csv',
      });
      return fetch(`${base}${url}`, {
        method: 'POST',
        headers: { cookie, origin: KILLABLE_ORIGIN, ...body.headers },
        body: new Uint8Array(body.payload),
      }).then(
        async (res) => {
          const { imported } = (await res.json()) as { imported?: number };
          return { status: res.status, imported };
        },
        () => 'cut' as const,
      );
    };

    const firstApi = await k.start();
    let settled = false;
    const inFlight = send(firstApi.url).finally(() => {
      settled = true;
    });
    // Killed once its enrollments are being written: users and roles already are, in the open
    // transaction.
    while (!settled && !(await writeInFlight(k.database.db, 'enrollments'))) {
      await new Promise((r) => setTimeout(r, 2));
    }
    await firstApi.kill();
    expect(await inFlight).toBe('cut');
    const after = await imported(s.schoolId, tag);
    const whole = { users: ROWS, matrics: ROWS, roles: ROWS, enrollments: ROWS, audited: 1 };
    const none = { users: 0, matrics: 0, roles: 0, enrollments: 0, audited: 0 };
    expect([none, whole]).toContainEqual(after);

    // Started again, the same file sent again: all of it taken if none was, none if all was.
    const secondApi = await k.start();
    const again = await send(secondApi.url);
    expect(again).toEqual({ status: 200, imported: after?.users === 0 ? ROWS : 0 });
    expect(await imported(s.schoolId, tag)).toEqual(whole);
  }, 180_000);
});
