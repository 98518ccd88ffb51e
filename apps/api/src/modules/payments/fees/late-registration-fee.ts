import { and, eq, sql } from 'drizzle-orm';
import { fees } from '@/modules/payments/fees.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * Puts the registration period's late fee into the session's fee schedule, once: a school-wide
 * "Late registration" fee of `amountKobo`, unless the session already has an active
 * late-registration fee (the HOS may have set their own in the schedule). Students then pay it
 * through the ordinary checkout, and the registration fee gate waits for it. Idempotent under
 * a rush: two first callers meet on the schedule's unique key, and one insert wins.
 */
export async function ensureLateRegistrationFee(
  db: DbOrTx,
  input: { schoolId: string; sessionId: string; amountKobo: number },
): Promise<void> {
  if (input.amountKobo <= 0) return;
  const existing = db
    .select({ one: sql`1` })
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, input.schoolId),
        eq(fees.sessionId, input.sessionId),
        eq(fees.type, 'late_registration'),
        eq(fees.status, 'active'),
      ),
    );
  await db.execute(sql`
    insert into ${fees} (school_id, session_id, type, name, amount)
    select ${input.schoolId}, ${input.sessionId}, 'late_registration', 'Late registration', ${input.amountKobo}
    where not exists (${existing})
    on conflict do nothing`);
}
