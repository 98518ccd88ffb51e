import type { TSignInsReport } from '@campusflow/contracts';
import { lagosCalendarDay } from '@campusflow/contracts/dates';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

const DAYS = 30;
type DayRow = { day: string; succeeded: number; failed: number };

/**
 * The school's sign-ins and failed sign-ins per Lagos day over the last 30 days, from the audit
 * log's sign-in events (`audit_log_sign_ins_idx`: one school's range, read from the index). A
 * failed sign-in counts for a school when the identifier named one of its accounts.
 */
export async function signInsReport(
  db: DbOrTx,
  schoolId: string,
  now = new Date(),
): Promise<TSignInsReport> {
  const today = lagosCalendarDay(now);
  const since = new Date(`${today}T00:00:00+01:00`);
  since.setUTCDate(since.getUTCDate() - (DAYS - 1));
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(a.succeeded, 0)::int as succeeded, coalesce(a.failed, 0)::int as failed
      from generate_series(${today}::date - ${DAYS - 1}::int, ${today}::date, interval '1 day') as d(day)
      left join (
        select (created_at at time zone 'Africa/Lagos')::date as day,
          count(*) filter (where action = 'auth.sign_in') as succeeded,
          count(*) filter (where action = 'auth.sign_in_failed') as failed
        from audit_log
        where school_id = ${schoolId} and created_at >= ${since.toISOString()}
          and action in ('auth.sign_in', 'auth.sign_in_failed')
        group by 1
      ) a on a.day = d.day::date
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
