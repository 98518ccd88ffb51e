import { and, eq } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import type { FeeSettled } from '@/modules/payments/payments.queries.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * Admissions' part when a fee is settled: the application, entrance or screening payment
 * fields of the applicant's enrollment (spec section 3) follow the payment. Subscribed to
 * payments' `feeSettled` in app.ts, so it commits with the confirmation.
 */
export async function recordAdmissionFee(tx: DbOrTx, event: FeeSettled): Promise<void> {
  if (!event.enrollmentId) return;
  const paid = { status: 'paid' as const, ref: event.reference, date: event.paidAt };
  const fields =
    event.feeType === 'application'
      ? {
          applicationPayment: paid.status,
          applicationPaymentRef: paid.ref,
          applicationPaymentDate: paid.date,
        }
      : event.feeType === 'entrance'
        ? {
            entrancePayment: paid.status,
            entrancePaymentRef: paid.ref,
            entrancePaymentDate: paid.date,
          }
        : event.feeType === 'screening'
          ? {
              screeningPayment: paid.status,
              screeningPaymentRef: paid.ref,
              screeningPaymentDate: paid.date,
            }
          : null;
  if (!fields) return;
  await tx
    .update(enrollments)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(enrollments.id, event.enrollmentId), eq(enrollments.schoolId, event.schoolId)));
}
