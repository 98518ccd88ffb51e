/** Payment states (docs/domain.md): a row is `pending` until the server confirms it. */
export type PaymentRecordStatus = 'pending' | 'completed' | 'paid' | 'failed' | 'abandoned';

export type FeePaymentStatus = 'unpaid' | 'partial' | 'paid';
export type EnrollmentPaymentStatus = 'pending' | 'partial' | 'paid';

/** What the status rules read from a payment row. */
export type PaymentRecord = {
  status: string;
  amountPaid?: number | null;
  /** 0 or absent for a payment in full; 1..n for an instalment. */
  installmentNumber?: number | null;
};

const settled = (status: string) => status === 'completed' || status === 'paid';

/** Kobo actually paid by a record: only settled records count. */
function paidBy(record: PaymentRecord): number {
  if (!settled(record.status)) return 0;
  const paid = record.amountPaid ?? 0;
  return Number.isFinite(paid) && paid > 0 ? paid : 0;
}

/**
 * A student's status for one fee (spec section 4): `unpaid` with no records (or nothing paid);
 * `paid` when a payment in full is completed or paid, or the total paid reaches the amount;
 * `partial` when something is paid. An instalment alone does not settle the fee: it counts
 * towards the total, so the fee stays `partial` until every part is paid.
 */
export function feePaymentStatus(
  amountKobo: number,
  records: readonly PaymentRecord[] | null | undefined,
): FeePaymentStatus {
  if (!records || records.length === 0) return 'unpaid';
  const fullPaymentSettled = records.some(
    (record) =>
      settled(record.status) && !(record.installmentNumber && record.installmentNumber > 0),
  );
  if (fullPaymentSettled) return 'paid';
  const totalPaid = records.reduce((sum, record) => sum + paidBy(record), 0);
  if (amountKobo > 0 && totalPaid >= amountKobo) return 'paid';
  return totalPaid > 0 ? 'partial' : 'unpaid';
}

/**
 * An enrollment's status for the application, entrance or screening fee (spec section 4):
 * `paid` when the payment is completed or paid; `partial` when something is paid; else `pending`.
 */
export function enrollmentPaymentStatus(
  record: { status: string; amountPaid?: number | null } | null | undefined,
): EnrollmentPaymentStatus {
  if (!record) return 'pending';
  if (settled(record.status)) return 'paid';
  return (record.amountPaid ?? 0) > 0 ? 'partial' : 'pending';
}
