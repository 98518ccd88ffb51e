import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import { KILLABLE_ORIGIN, useKillableApi } from '@/test/killable-api.ts';
import { manyStudents } from '@/test/many-students.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';

// The API process killed (SIGKILL) while sixty students' approved payments are being confirmed,
// then started again and every page verifies again: each fee paid once, the ledger's totals
// equal its payments, every confirmation audited. PostgreSQL only.

const STUDENTS = 60;
const secret = { APP_SECRET: 'kill-test-secret-kill-test-secret-0123' };

describe.skipIf(!process.env.DATABASE_URL)('payment confirmation when the API is killed', () => {
  const k = useKillableApi('cf_kill_pay', secret);

  async function consistent(schoolId: string) {
    const [row] = rowsOf<{ totals_wrong: number; unaudited: number; twice: number }>(
      await k.database.db.execute(sql`
        select
          (select count(*)::int from (
             select status, sum(amount_paid) as amount, count(*) as n from payments
              where school_id = ${schoolId} group by status) p
            full join (
             select status, sum(amount_paid) as amount, sum(payments) as n from payment_totals
              where school_id = ${schoolId} group by status) t using (status)
            where coalesce(p.amount, 0) <> coalesce(t.amount, 0)
               or coalesce(p.n, 0) <> coalesce(t.n, 0)) as totals_wrong,
          (select count(*)::int from payments p
            where p.school_id = ${schoolId} and p.status = 'completed' and not exists (
              select 1 from audit_log a where a.entity_id = p.id::text)) as unaudited,
          (select count(*)::int from (
             select student_id from payments
              where school_id = ${schoolId} and status = 'completed' and flag is null
              group by student_id, fee_id having count(*) > 1) d) as twice`),
    );
    expect(row).toEqual({ totals_wrong: 0, unaudited: 0, twice: 0 });
  }

  it('confirms each approved payment once, before and after the restart', async () => {
    const s = await paymentSchool(k.database.db);
    const students = await manyStudents(k.app, k.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: STUDENTS,
    });
    const references: { cookie: string; reference: string }[] = [];
    for (const student of students) {
      const started = await student.client({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: s.tuition.id },
      });
      expect(started.statusCode, started.body).toBe(201);
      const { reference, checkout } = started.json();
      const charged = await student.client({
        method: 'POST',
        url: '/api/v1/payments/sandbox/charge',
        payload: { reference, amount: checkout.amount, currency: 'NGN', outcome: 'success' },
      });
      expect(charged.statusCode, charged.body).toBeLessThan(300);
      references.push({ cookie: student.cookie, reference });
    }
    const verify = (base: string, r: { cookie: string; reference: string }) =>
      fetch(`${base}/api/v1/payments/verify`, {
        method: 'POST',
        headers: { cookie: r.cookie, origin: KILLABLE_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ reference: r.reference }),
      }).then(
        (res) => res.status,
        () => 'cut' as const,
      );
    const completed = async () =>
      (
        await k.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(payments)
          .where(eq(payments.status, 'completed'))
      )[0]?.n ?? 0;

    const firstApi = await k.start();
    const first = firstApi.url;
    let settled = 0;
    const inFlight = references.map((r) =>
      verify(first, r).finally(() => {
        settled += 1;
      }),
    );
    // Killed once some are confirmed and others are in the middle.
    while ((await completed()) < 3 && settled < STUDENTS) {
      await new Promise((r) => setTimeout(r, 5));
    }
    await firstApi.kill();
    const answers = await Promise.all(inFlight);
    expect(answers.filter((a) => a === 'cut').length).toBeGreaterThan(0);
    expect(answers.filter((a) => a !== 'cut' && a !== 200)).toEqual([]);
    await consistent(s.schoolId);

    const secondApi = await k.start();
    const second = secondApi.url;
    const again = await Promise.all(references.map((r) => verify(second, r)));
    expect(again.filter((a) => a !== 200)).toEqual([]);
    await consistent(s.schoolId);
    expect(await completed()).toBe(STUDENTS);
  }, 180_000);
});
