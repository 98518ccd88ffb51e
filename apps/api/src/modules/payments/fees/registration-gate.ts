import type { TFeeType } from '@campusflow/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { feeStanding, settled } from './fee-rules.ts';

/**
 * The fee types of `feeTypes` the student has not paid enough of for course registration
 * (school settings `feeTypesRequiredForRegistration` and `partialPaymentAllowed`): a fee of
 * the session that applies to the student's programme and level is met when paid in full, or,
 * where partial payment is allowed, when any instalment is settled. A type with no such fee
 * asks nothing.
 */
export async function unpaidRegistrationFees(
  db: DbOrTx,
  input: {
    schoolId: string;
    studentId: string;
    sessionId: string;
    programmeId: string;
    level: number;
    feeTypes: readonly TFeeType[];
    partialPaymentAllowed: boolean;
  },
): Promise<TFeeType[]> {
  if (input.feeTypes.length === 0) return [];
  const due = await db
    .select()
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, input.schoolId),
        eq(fees.sessionId, input.sessionId),
        eq(fees.status, 'active'),
        inArray(fees.type, [...input.feeTypes]),
        or(isNull(fees.programmeId), eq(fees.programmeId, input.programmeId)),
        or(isNull(fees.level), eq(fees.level, input.level)),
      ),
    );
  if (due.length === 0) return [];
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.schoolId, input.schoolId),
        eq(payments.studentId, input.studentId),
        inArray(
          payments.feeId,
          due.map((f) => f.id),
        ),
        inArray(payments.status, ['completed', 'paid']),
      ),
    );
  const unpaid = new Set<TFeeType>();
  for (const fee of due) {
    const rows = paid.filter((p) => p.feeId === fee.id);
    const met =
      feeStanding(fee, rows).status === 'paid' ||
      (input.partialPaymentAllowed && rows.some((r) => settled(r.status)));
    if (!met) unpaid.add(fee.type);
  }
  return input.feeTypes.filter((t) => unpaid.has(t));
}
