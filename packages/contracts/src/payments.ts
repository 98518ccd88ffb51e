import * as z from 'zod/mini';
import { calendarDay } from './dates.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZFeeType } from './settings.ts';
import { multiline } from './text.ts';

export { feeTypes, type TFeeType, ZFeeType } from './settings.ts';

// Fees and payments (docs/domain.md, "Fees and payments"). Money is integer kobo.

export const paymentStatuses = ['pending', 'completed', 'paid', 'failed', 'abandoned'] as const;
export const ZPaymentStatus = z.enum(paymentStatuses);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;
export const paymentModes = ['card', 'bank_transfer', 'manual'] as const;
export const ZPaymentMode = z.enum(paymentModes);
export const feePaymentStatuses = ['unpaid', 'partial', 'paid'] as const;
export const ZFeePaymentStatus = z.enum(feePaymentStatuses);
export type TFeePaymentStatus = z.infer<typeof ZFeePaymentStatus>;

const kobo = z.int().check(z.gte(0));

export const ZChargeBreakdown = z.object({
  amount: kobo,
  platformFee: kobo,
  subtotal: kobo,
  gatewayFee: kobo,
  total: kobo,
});
export type TChargeBreakdown = z.infer<typeof ZChargeBreakdown>;

/** A payment row as staff and its owner see it (spec section 3, Payment, and more). */
export const ZPayment = z.object({
  id: z.uuid(),
  reference: z.string(),
  studentId: z.uuid(),
  studentName: z.string(),
  matricNumber: z.nullable(z.string()),
  feeId: z.uuid(),
  feeName: z.string(),
  programmeId: z.uuid(),
  programmeName: z.string(),
  enrollmentId: z.nullable(z.uuid()),
  sessionId: z.uuid(),
  academicYear: z.string(),
  level: z.nullable(z.int()),
  paymentType: ZFeeType,
  status: ZPaymentStatus,
  paymentMode: ZPaymentMode,
  gateway: z.nullable(z.string()),
  channel: z.nullable(z.string()),
  currency: z.string(),
  amount: kobo,
  amountPaid: kobo,
  balance: kobo,
  platformFee: kobo,
  gatewayFee: kobo,
  total: kobo,
  installmentNumber: z.int(),
  totalInstallments: z.int(),
  paymentDate: z.nullable(z.string()),
  flag: z.nullable(z.string()),
  evidenceFileId: z.nullable(z.uuid()),
  reviewNote: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

// Checkout (spec section 7): the server prices the fee and answers the inline checkout's options.

export const ZCheckoutRequest = z.object({
  /** Optional in the schema so that its absence gets the spec's own message. */
  feeId: z.optional(z.uuid('Choose a fee.')),
  installmentNumber: z.optional(
    z.int('Choose an instalment.').check(z.gte(1, 'Choose an instalment.'), z.lte(12)),
  ),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

const ZCustomField = z.object({
  display_name: z.string(),
  variable_name: z.string(),
  value: z.union([z.string(), z.number()]),
});

export const ZCheckoutParameters = z.object({
  key: z.string(),
  email: z.string(),
  amount: kobo,
  currency: z.literal('NGN'),
  reference: z.string(),
  subaccount: z.optional(z.string()),
  bearer: z.enum(['account', 'subaccount']),
  transaction_charge: kobo,
  metadata: z.looseObject({ custom_fields: z.array(ZCustomField) }),
});
export type TCheckoutParameters = z.infer<typeof ZCheckoutParameters>;

export const ZCheckoutResponse = z.object({
  paymentId: z.uuid(),
  reference: z.string(),
  gateway: z.enum(['paystack', 'sandbox']),
  checkout: ZCheckoutParameters,
  breakdown: ZChargeBreakdown,
  installmentNumber: z.int(),
  totalInstallments: z.int(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZVerifyRequest = z.object({
  reference: z
    .string()
    .check(z.trim(), z.minLength(1, 'Missing payment reference.'), z.maxLength(100)),
});
export const ZVerifyResponse = z.object({
  /** `completed`/`paid`: "Payment successful!"; otherwise what became of it. */
  status: ZPaymentStatus,
  message: z.string(),
  payment: ZPayment,
});
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

/** The sandbox gateway's offline checkout: what the tester did. */
export const ZSandboxChargeRequest = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(100)),
  amount: kobo,
  currency: z.string().check(z.minLength(3), z.maxLength(3)),
  outcome: z.enum(['success', 'failed', 'abandoned']),
});
export type TSandboxChargeRequest = z.infer<typeof ZSandboxChargeRequest>;

// The student's fees for the current session.

export const ZInstallmentState = z.object({
  number: z.int(),
  amount: kobo,
  status: z.enum(['unpaid', 'pending', 'paid']),
  /** What paying this instalment by transfer costs: the platform fee, no card gateway fee. */
  transferBreakdown: ZChargeBreakdown,
});

export const ZStudentFee = z.object({
  id: z.uuid(),
  name: z.string(),
  type: ZFeeType,
  amount: kobo,
  dueDate: z.nullable(z.string()),
  installmentsAllowed: z.boolean(),
  installmentCount: z.int(),
  status: ZFeePaymentStatus,
  amountPaid: kobo,
  balance: kobo,
  /** What paying it all now would cost, fees included. */
  breakdown: ZChargeBreakdown,
  installments: z.array(ZInstallmentState),
  /**
   * The one instalment that may be paid now (instalments go in order); null when the fee is not
   * paid in instalments or none is left to pay.
   */
  nextInstallment: z.nullable(z.int()),
  /** What paying the whole balance by transfer costs: the platform fee, no card gateway fee. */
  transferBreakdown: ZChargeBreakdown,
  /** A transfer waiting for the accountant. */
  transferPending: z.boolean(),
});
export type TStudentFee = z.infer<typeof ZStudentFee>;

export const ZStaticAccountForStudent = z.object({
  id: z.uuid(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  note: z.nullable(z.string()),
});

export const ZMyFees = z.object({
  session: z.nullable(z.object({ id: z.uuid(), name: z.string(), academicYear: z.string() })),
  programme: z.nullable(z.object({ id: z.uuid(), name: z.string(), level: z.int() })),
  gateway: z.nullable(z.enum(['paystack', 'sandbox'])),
  fees: z.array(ZStudentFee),
  staticAccounts: z.array(ZStaticAccountForStudent),
});
export type TMyFees = z.infer<typeof ZMyFees>;

export const ZMyPaymentsQuery = ZPageQuery;
export const ZPaymentList = pageOf(ZPayment);
export type TPaymentList = z.infer<typeof ZPaymentList>;

// The accountant's ledger.

const dateOnly = calendarDay();

export const ZLedgerQuery = z.extend(ZPageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sessionId: z.optional(z.uuid()),
  programmeId: z.optional(z.uuid()),
  paymentType: z.optional(ZFeeType),
  status: z.optional(ZPaymentStatus),
  paymentMode: z.optional(ZPaymentMode),
  from: z.optional(dateOnly),
  to: z.optional(dateOnly),
  /**
   * Only payments the accountant must review: mismatches (`flagged`: settled for another amount
   * or currency, still pending), transfers waiting, and confirmed payments of something already
   * paid (`refunds`: one of the two is to refund).
   */
  review: z.optional(z.enum(['flagged', 'transfers', 'refunds'])),
});
export type TLedgerQuery = z.infer<typeof ZLedgerQuery>;

export const ZLedgerTotals = z.object({
  count: z.int(),
  /** Kobo confirmed (completed or paid) among the matching rows. */
  amountPaid: kobo,
  pendingCount: z.int(),
});
export const ZLedger = z.extend(ZPaymentList, { totals: ZLedgerTotals });
export type TLedger = z.infer<typeof ZLedger>;

export const ZReviewTransferRequest = z.object({
  decision: z.enum(['confirm', 'reject']),
  note: z.optional(multiline(z.string().check(z.trim(), z.maxLength(500)))),
});
export type TReviewTransferRequest = z.infer<typeof ZReviewTransferRequest>;

/**
 * What anyone holding a receipt can check by its reference. Receipts exist only for confirmed
 * payments: any other reference is a 404 `receipt_not_found`. The figures are those printed on
 * the receipt: the fee (or instalment) amount, the charges on top of it (platform and gateway
 * fees) and the total paid, which is their sum.
 */
export const ZReceiptCheck = z.object({
  reference: z.string(),
  schoolName: z.string(),
  studentName: z.string(),
  feeName: z.string(),
  academicYear: z.string(),
  /** 0 for a payment of the whole fee. */
  installmentNumber: z.int(),
  totalInstallments: z.int(),
  amount: kobo,
  charges: kobo,
  total: kobo,
  status: ZPaymentStatus,
  paymentDate: z.nullable(z.string()),
});
export type TReceiptCheck = z.infer<typeof ZReceiptCheck>;
