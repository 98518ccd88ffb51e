import { sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { uniqueTag } from './fixtures.ts';
import type { paymentSchool } from './payment-fixtures.ts';

type School = Awaited<ReturnType<typeof paymentSchool>>;

/**
 * `count` payments of the school's student in one statement: every third one `other`, the rest
 * tuition; even ones completed, odd ones failed (never pending: on a shared PostgreSQL database
 * another file's reconciler would take these months-old ones first); times a microsecond
 * apart, three at a time on the same microsecond (a keyset must get both the microseconds and
 * the ties right). Answers their reference prefix (`PAY-BULK-<tag>-`).
 */
export async function bulkPayments(db: Db, s: School, count: number): Promise<string> {
  const prefix = `PAY-BULK-${uniqueTag()}-`;
  await db.execute(sql`
    insert into payments (school_id, student_id, fee_id, programme_id, session_id, academic_year,
      payment_type, reference, status, payment_mode, amount, amount_paid, balance, total,
      created_at)
    select ${s.schoolId}, ${s.student.id}, ${s.tuition.id}, ${s.programme.id}, ${s.session.id},
      '2026/2027',
      case when i % 3 = 0 then 'other' else 'tuition' end,
      ${prefix} || i,
      case when i % 2 = 0 then 'completed' else 'failed' end,
      'card', 100000 + i, case when i % 2 = 0 then 100000 + i else 0 end,
      case when i % 2 = 0 then 0 else 100000 + i end, 100000 + i,
      timestamptz '2026-03-01 10:00:00+00' + (i / 3) * interval '1 microsecond'
    from generate_series(1, ${count}) as i`);
  return prefix;
}
