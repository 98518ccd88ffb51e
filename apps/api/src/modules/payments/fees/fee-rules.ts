import type { TFeeType } from '@campusflow/contracts';
import { type FeePaymentStatus, feePaymentStatus, installmentAmount } from '@campusflow/domain';
import type { fees } from '@/modules/payments/fees.tables.ts';
import type { PaymentRow } from '@/modules/payments/records/payment-view.ts';
import { AppError } from '@/platform/errors/app-error.ts';

export type FeeRow = typeof fees.$inferSelect;

/** Fees whose confirmation moves the enrollment's payment fields (spec section 3). */
export const enrollmentFeeTypes = ['application', 'entrance', 'screening'] as const;
export type EnrollmentFeeType = (typeof enrollmentFeeTypes)[number];
export const isEnrollmentFee = (type: TFeeType): type is EnrollmentFeeType =>
  (enrollmentFeeTypes as readonly string[]).includes(type);

/**
 * The admission fees an applicant may pay at each stage (decision 002: a stage names the last
 * milestone reached): the application fee to submit, the screening or entrance fee once
 * submitted, the entrance fee once screened, the acceptance fee once offered. Enrolled students
 * pay none of these.
 */
const admissionFeesAt: Partial<Record<string, readonly TFeeType[]>> = {
  draft: ['application'],
  submitted: ['screening', 'entrance'],
  screening: ['entrance'],
  offered: ['acceptance'],
};
const admissionFeeTypes: readonly TFeeType[] = [
  'application',
  'screening',
  'entrance',
  'acceptance',
];

/**
 * Paid through their own flows, not from the fee list: hostel fees by a bed allocation, transport
 * fees by a subscription.
 */
const allocatedFeeTypes: readonly TFeeType[] = ['hostel', 'transport'];
export const isAllocatedFee = (type: TFeeType) => allocatedFeeTypes.includes(type);

/**
 * Whether a fee of the schedule is offered to this person: nothing without an enrollment (a
 * newcomer applies first); an applicant only the admission fees of their stage; an enrolled
 * student the fees of their programme and level, never admission, hostel or transport fees.
 */
export function feeApplies(
  fee: Pick<FeeRow, 'programmeId' | 'level' | 'status' | 'type'>,
  enrollment: { programmeId: string; level: number; stage: string } | null,
): boolean {
  if (fee.status !== 'active' || !enrollment) return false;
  if (allocatedFeeTypes.includes(fee.type)) return false;
  if (enrollment.stage !== 'enrolled') {
    if (!(admissionFeesAt[enrollment.stage] ?? []).includes(fee.type)) return false;
  } else if (admissionFeeTypes.includes(fee.type)) {
    return false;
  }
  if (fee.programmeId && fee.programmeId !== enrollment.programmeId) return false;
  if (fee.level && fee.level !== enrollment.level) return false;
  return true;
}

export const settled = (status: string) => status === 'completed' || status === 'paid';

/** What the student has paid towards a fee, and where each instalment stands. */
export function feeStanding(
  fee: FeeRow,
  rows: readonly Pick<PaymentRow, 'status' | 'amountPaid' | 'installmentNumber' | 'paymentMode'>[],
) {
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
  /** The first instalment not yet settled: the only one that may be paid now (in order). */
  const nextInstallment = (count: number): number | null => {
    for (let n = 1; n <= count; n++) if (installmentStatus(n) !== 'paid') return n;
    return null;
  };
  return {
    status,
    amountPaid: status === 'paid' ? fee.amount : amountPaid,
    balance,
    installmentStatus,
    nextInstallment,
  };
}

/**
 * What paying now costs: the balance, or one instalment (1-based; 0 or none for the whole fee).
 * Instalments go in order, and a settled one is not paid again.
 */
export function amountToPay(
  fee: FeeRow,
  standing: ReturnType<typeof feeStanding>,
  installment: number | undefined,
): { amount: number; installmentNumber: number } {
  if (standing.status === 'paid') throw new AppError('fee_already_paid');
  let amount = standing.balance;
  const number = installment ?? 0;
  if (number > 0) {
    if (!fee.installmentsAllowed) throw new AppError('installments_not_allowed');
    if (number > fee.installmentCount) throw new AppError('installment_out_of_range');
    if (standing.installmentStatus(number) === 'paid') {
      throw new AppError('installment_already_paid');
    }
    const next = standing.nextInstallment(fee.installmentCount);
    if (next !== null && number > next) throw new AppError('installment_out_of_order');
    amount = installmentAmount(fee.amount, fee.installmentCount, number);
  }
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('invalid_payment_amount');
  return { amount, installmentNumber: number };
}
