import type { TPayment } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The columns a payment item needs, with the names joined in. */
export const paymentColumns = {
  payment: payments,
  studentName: users.name,
  matricNumber: users.userOrgId,
  feeName: fees.name,
  programmeName: programmes.name,
};

/** Payments joined to the names a list shows; callers add `where`, order and paging. */
export function selectPayments(db: DbOrTx) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.studentId))
    .innerJoin(fees, eq(fees.id, payments.feeId))
    .innerJoin(programmes, eq(programmes.id, payments.programmeId))
    .$dynamic();
}

export type PaymentListRow = {
  payment: PaymentRow;
  studentName: string;
  matricNumber: string | null;
  feeName: string;
  programmeName: string;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toPaymentItem(row: PaymentListRow): TPayment {
  const p = row.payment;
  return {
    id: p.id,
    reference: p.reference,
    studentId: p.studentId,
    studentName: row.studentName,
    matricNumber: row.matricNumber,
    feeId: p.feeId,
    feeName: row.feeName,
    programmeId: p.programmeId,
    programmeName: row.programmeName,
    enrollmentId: p.enrollmentId,
    sessionId: p.sessionId,
    academicYear: p.academicYear,
    level: p.level,
    paymentType: p.paymentType,
    status: p.status,
    paymentMode: p.paymentMode,
    gateway: p.gateway,
    channel: p.channel,
    currency: p.currency,
    amount: p.amount,
    amountPaid: p.amountPaid,
    balance: p.balance,
    platformFee: p.platformFee,
    gatewayFee: p.gatewayFee,
    total: p.total,
    installmentNumber: p.installmentNumber,
    totalInstallments: p.totalInstallments,
    paymentDate: iso(p.paymentDate),
    flag: p.flag,
    evidenceFileId: p.evidenceFileId,
    reviewNote: p.reviewNote,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** One payment as an item, by id. */
export async function paymentItem(db: DbOrTx, id: string): Promise<TPayment | null> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row ? toPaymentItem(row) : null;
}
