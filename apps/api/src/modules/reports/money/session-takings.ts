import type { TFeeType } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** Days of the day-by-day lines. */
export const TAKINGS_DAYS = 30;
const settled = sql.raw(`status in ('completed', 'paid')`);

type TypeRow = { type: TFeeType; payments: string; amount: string };
type DayRow = { day: string; payments: string; amount: string };

/**
 * A session's confirmed money by fee type, from the ledger's running totals
 * (`payment_totals`, kept by triggers): a sum over a few thousand rows however long the
 * ledger, largest first.
 */
export async function takingsByType(db: DbOrTx, schoolId: string, sessionId: string) {
  const rows = rowsOf<TypeRow>(
    await db.execute(sql`
      select payment_type as type, sum(payments)::text as payments, sum(amount_paid)::text as amount
      from payment_totals
      where school_id = ${schoolId} and session_id = ${sessionId} and ${settled}
      group by payment_type
      having sum(payments) > 0
      order by sum(amount_paid) desc, payment_type`),
  );
  return rows.map((r) => ({
    type: r.type,
    payments: Number(r.payments),
    amount: Number(r.amount),
  }));
}

/**
 * A session's confirmed money per day of the checkout over the last 30 days up to `now`'s day,
 * days with nothing included, from the running totals.
 */
export async function takingsByDay(db: DbOrTx, schoolId: string, sessionId: string, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(t.payments, 0)::text as payments, coalesce(t.amount, 0)::text as amount
      from generate_series(${today}::date - ${TAKINGS_DAYS - 1}::int, ${today}::date, interval '1 day') as d(day)
      left join (
        select day, sum(payments) as payments, sum(amount_paid) as amount
        from payment_totals
        where school_id = ${schoolId} and session_id = ${sessionId} and ${settled}
          and day between ${today}::date - ${TAKINGS_DAYS - 1}::int and ${today}::date
        group by day
      ) t on t.day = d.day::date
      order by d.day`),
  );
  return rows.map((r) => ({ day: r.day, payments: Number(r.payments), amount: Number(r.amount) }));
}
