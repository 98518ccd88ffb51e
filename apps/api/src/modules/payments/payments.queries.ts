// What other modules may use of payments, besides its tables (*.tables.ts, for joins).
import type { TFeeType } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { can } from '@/platform/access/actor.ts';
import { domainEvent } from '@/platform/events/domain-event.ts';
import type { FileGrant } from '@/platform/files/file-grants.ts';
import { payments } from './payments.tables.ts';

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

/** Who reads the school's payments opens the evidence of its bank transfers, nothing else. */
export const transferEvidenceGrant: FileGrant = async (db, actor, file) => {
  if (!can(actor, 'payments:read:school') || !actor.schoolId || file.schoolId !== actor.schoolId) {
    return false;
  }
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.schoolId, actor.schoolId), eq(payments.evidenceFileId, file.id)))
    .limit(1);
  return Boolean(payment);
};

export {
  type AllocatedFeeClaim,
  allocatedFeeClaims,
  type FeeClaim,
} from './fees/allocated-fee-claims.ts';
export { ensureLateRegistrationFee } from './fees/late-registration-fee.ts';
export { unpaidRegistrationFees } from './fees/registration-gate.ts';
export { homeFees } from './fees/session-fees.ts';
export { PAID_TWICE_FLAG } from './records/paid-twice.ts';
