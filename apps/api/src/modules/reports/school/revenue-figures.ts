import type { TSchoolReport } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { takingsByDay, takingsByType } from '@/modules/reports/money/session-takings.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

const settled = sql.raw(`status in ('completed', 'paid')`);
/** Fees the schedule puts on every enrolled student of their programme and level. */
const scheduledTypes = sql.raw(`('tuition', 'other')`);

type OwedRow = { owed: string; paid: string };

/**
 * The session's confirmed money from the ledger's running totals (`payment_totals`, kept by
 * triggers), so a million payments are a sum over a few thousand rows: by fee type, per day
 * over the last 30 days, and what enrolled students still owe of the scheduled fees (owed by
 * the schedule times the students it applies to, less what was paid towards those fees).
 */
export async function revenueFigures(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
  now: Date,
): Promise<TSchoolReport['revenue']> {
  if (!sessionId) {
    return {
      payments: 0,
      amount: 0,
      byType: [],
      byDay: [],
      outstanding: { owed: 0, paid: 0, outstanding: 0 },
    };
  }
  const [byType, days, owed] = await Promise.all([
    takingsByType(db, schoolId, sessionId),
    takingsByDay(db, schoolId, sessionId, now),
    db.execute(sql`
      select
        (select coalesce(sum(f.amount * g.students), 0)::text
          from fees f
          join (
            select programme_id, current_level, count(*) as students
            from enrollments
            where school_id = ${schoolId} and stage = 'enrolled'
            group by programme_id, current_level
          ) g on (f.programme_id is null or f.programme_id = g.programme_id)
            and (f.level is null or f.level = g.current_level)
          where f.school_id = ${schoolId} and f.session_id = ${sessionId}
            and f.status = 'active' and f.type in ${scheduledTypes}) as owed,
        (select coalesce(sum(amount_paid), 0)::text from payment_totals
          where school_id = ${schoolId} and session_id = ${sessionId}
            and payment_type in ${scheduledTypes} and ${settled}) as paid`),
  ]);
  const [o] = rowsOf<OwedRow>(owed);
  const owedKobo = Number(o?.owed ?? 0);
  const paidKobo = Math.min(Number(o?.paid ?? 0), owedKobo);
  return {
    payments: byType.reduce((sum, r) => sum + r.payments, 0),
    amount: byType.reduce((sum, r) => sum + r.amount, 0),
    byType,
    byDay: days.map((d) => ({ day: d.day, amount: d.amount })),
    outstanding: { owed: owedKobo, paid: paidKobo, outstanding: owedKobo - paidKobo },
  };
}
