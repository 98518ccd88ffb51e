// What other modules may use of payments, besides its tables (*.tables.ts, for joins).
import type { TFeeType } from '@campusflow/contracts';
import { domainEvent } from '@/platform/events/domain-event.ts';

/** A payment settled a fee: by the gateway's word, or an accountant confirming a transfer. */
export type FeeSettled = {
  schoolId: string;
  paymentId: string;
  reference: string;
  feeType: TFeeType;
  /** The applicant's or student's enrollment the payment was made for, when there is one. */
  enrollmentId: string | null;
  paidAt: Date;
};

/** Announced inside the settling transaction; subscribers act in it (platform/events). */
export const feeSettled = domainEvent<FeeSettled>('payments.fee-settled');
