import type { TSignInsReport } from '@campusflow/contracts';
import { lagosCalendarDay } from '@campusflow/contracts/dates';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

const DAYS = 30;
type DayRow = { day: string; succeeded: number; failed: number };

/**
 * The school's sign-ins and failed sign-ins per Lagos day over the last 30 days, from the
 * audit log's sign-in events as `sign_in_days` counts them (a trigger): 30 rows however many
 * sign in. A failed sign-in counts for a school when the identifier named one of its accounts.
 */
export async function signInsReport(
  db: DbOrTx,
  schoolId: string,
  now = new Date(),
): Promise<TSignInsReport> {
  const today = lagosCalendarDay(now);
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(s.succeeded, 0)::int as succeeded, coalesce(s.failed, 0)::int as failed
      from generate_series(${today}::date - ${DAYS - 1}::int, ${today}::date, interval '1 day') as d(day)
      left join sign_in_days s on s.school_id = ${schoolId} and s.day = d.day::date
      order by d.day`),
  );
  const lastWeek = rows.slice(-7);
  return {
    byDay: rows,
    last7Days: {
      succeeded: lastWeek.reduce((sum, r) => sum + r.succeeded, 0),
      failed: lastWeek.reduce((sum, r) => sum + r.failed, 0),
    },
  };
}
