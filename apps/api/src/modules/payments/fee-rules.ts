import type { TFeeType } from '@campusflow/contracts';
import { type FeePaymentStatus, feePaymentStatus } from '@campusflow/domain';
import type { fees } from './fees.tables.ts';
import type { PaymentRow } from './payment-view.ts';

export type FeeRow = typeof fees.$inferSelect;

/** Fees whose confirmation moves the enrollment's payment fields (spec section 3). */
export const enrollmentFeeTypes = ['application', 'entrance', 'screening'] as const;
export type EnrollmentFeeType = (typeof enrollmentFeeTypes)[number];
export const isEnrollmentFee = (type: TFeeType): type is EnrollmentFeeType =>
  (enrollmentFeeTypes as readonly string[]).includes(type);

const admissionFeeTypes: readonly TFeeType[] = [
  'application',
  'screening',
  'entrance',
  'acceptance',
];

/**
 * Whether a fee of the schedule applies to a student in this programme and level. An
 * applicant (an enrollment not yet `enrolled`) is charged only the admission fees.
 */
export function feeApplies(
  fee: Pick<FeeRow, 'programmeId' | 'level' | 'status' | 'type'>,
  enrollment: { programmeId: string; level: number; stage?: string } | null,
): boolean {
  if (fee.status !== 'active') return false;
  if (
    enrollment?.stage &&
    enrollment.stage !== 'enrolled' &&
    !admissionFeeTypes.includes(fee.type)
  ) {
    return false;
  }
  if (fee.programmeId && fee.programmeId !== enrollment?.programmeId) return false;
  if (fee.level && fee.level !== enrollment?.level) return false;
  return true;
}

export const settled = (status: string) => status === 'completed' || status === 'paid';

/** What the student has paid towards a fee, and where each instalment stands. */
export function feeStanding(fee: FeeRow, rows: readonly PaymentRow[]) {
  const status: FeePaymentStatus = feePaymentStatus(fee.amount, rows);
  const amountPaid = Math.min(
    rows.filter((r) => settled(r.status)).reduce((sum, r) => sum + r.amountPaid, 0),
    fee.amount,
  );
  const paidInFull = rows.some((r) => settled(r.status) && r.installmentNumber === 0);
  const balance = status === 'paid' ? 0 : fee.amount - amountPaid;
  const installmentStatus = (number: number): 'unpaid' | 'pending' | 'paid' => {
    const mine = rows.filter((r) => r.installmentNumber === number);
    if (paidInFull || mine.some((r) => settled(r.status))) return 'paid';
    if (mine.some((r) => r.status === 'pending' && r.paymentMode === 'bank_transfer')) {
      return 'pending';
    }
    return 'unpaid';
  };
  return {
    status,
    amountPaid: status === 'paid' ? fee.amount : amountPaid,
    balance,
    installmentStatus,
  };
}
