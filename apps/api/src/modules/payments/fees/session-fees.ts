import type { THomeFee } from '@campusflow/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { PaymentRow } from '@/modules/payments/records/payment-view.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { feeApplies, feeStanding } from './fee-rules.ts';

type Who = {
  schoolId: string;
  studentId: string;
  sessionId: string;
  enrollment: { programmeId: string; level: number; stage: string } | null;
};

const paid = alias(payments, 'paid');

/** What a fee's standing reads of the student's payments towards it. */
export type PaymentStanding = Pick<
  PaymentRow,
  'status' | 'amountPaid' | 'installmentNumber' | 'paymentMode'
>;

/**
 * The session's active fees that apply to the student (by due date, then name), each with the
 * student's payments towards it and where it stands: one statement.
 */
export async function sessionFeesOf(db: DbOrTx, who: Who) {
  // In the subquery the fee's payments are `paid`; its unqualified columns are theirs.
  const mine = sql<PaymentStanding[]>`coalesce((
    select json_agg(json_build_object(
      'status', ${paid.status}, 'amountPaid', ${paid.amountPaid},
      'installmentNumber', ${paid.installmentNumber}, 'paymentMode', ${paid.paymentMode}))
    from ${payments} ${paid}
    where ${and(
      eq(paid.schoolId, who.schoolId),
      eq(paid.studentId, who.studentId),
      eq(paid.feeId, fees.id),
    )}
  ), '[]'::json)`;
  const rows = await db
    .select({ fee: fees, mine })
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, who.schoolId),
        eq(fees.sessionId, who.sessionId),
        eq(fees.status, 'active'),
      ),
    )
    .orderBy(asc(fees.dueDate), asc(fees.name));
  return rows
    .filter(({ fee }) => feeApplies(fee, who.enrollment))
    .map(({ fee, mine }) => ({ fee, mine, standing: feeStanding(fee, mine) }));
}

/** The student's fees of the session as a home page sums them up (what is left to pay). */
export async function homeFees(db: DbOrTx, who: Who): Promise<THomeFee[]> {
  return (await sessionFeesOf(db, who)).map(({ fee, standing }) => ({
    id: fee.id,
    name: fee.name,
    status: standing.status,
    amountPaid: standing.amountPaid,
    balance: standing.balance,
    dueDate: fee.dueDate,
    installmentsAllowed: fee.installmentsAllowed,
    installmentCount: fee.installmentsAllowed ? fee.installmentCount : 1,
  }));
}
