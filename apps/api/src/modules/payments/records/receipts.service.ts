import type { TPayment, TReceiptCheck } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { and, eq } from 'drizzle-orm';
import { settled } from '@/modules/payments/fees/fee-rules.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import { maskName, publicCheckUrl } from '@/platform/http/public-check.ts';
import { renderReceipt } from '@/platform/pdf/receipt-pdf.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { selectPayments, toPaymentItem } from './payment-view.ts';

/** Where anyone can check a receipt: the public page of the web app. */
export const receiptCheckUrl = (ctx: ServiceContext, reference: string) =>
  publicCheckUrl(ctx.config, 'receipts', reference);

/** How the gateway says the money came (Paystack's `channel`), in words. */
const channelLabels: Record<string, string> = {
  card: 'Card',
  bank: 'Bank account (online)',
  bank_transfer: 'Bank transfer (online checkout)',
  ussd: 'USSD',
  qr: 'QR code',
  mobile_money: 'Mobile money',
  eft: 'EFT',
  apple_pay: 'Apple Pay',
};

/** The payment method printed on the receipt. */
export function paymentMethodLabel(p: Pick<TPayment, 'paymentMode' | 'channel'>): string {
  if (p.paymentMode === 'bank_transfer') return 'Bank transfer to the school’s account';
  if (p.paymentMode === 'manual') return 'Recorded by the accounts office';
  return (p.channel && channelLabels[p.channel]) || 'Online payment';
}

/**
 * The public check of a receipt by reference. A receipt is issued only for a confirmed payment,
 * so any other reference, unknown or of a payment not (yet) confirmed, has none.
 */
export async function checkReceipt(ctx: ServiceContext, reference: string): Promise<TReceiptCheck> {
  const [row] = await selectPayments(ctx.db).where(eq(payments.reference, reference));
  if (!row || !settled(row.payment.status)) throw new AppError('receipt_not_found');
  const [school] = await ctx.db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, row.payment.schoolId));
  const p = row.payment;
  return {
    reference: p.reference,
    schoolName: school?.name ?? '',
    studentName: maskName(row.studentName),
    feeName: row.feeName,
    academicYear: p.academicYear,
    installmentNumber: p.installmentNumber,
    totalInstallments: p.totalInstallments,
    // The same figures as the PDF: the fee (or instalment), the charges on it, the total paid.
    amount: p.amount,
    charges: p.platformFee + p.gatewayFee,
    total: p.total,
    status: p.status,
    paymentDate: p.paymentDate?.toISOString() ?? null,
  };
}

/** The receipt of a settled payment as a PDF: for its owner and the school's finance staff. */
export async function receiptPdf(
  ctx: ServiceContext,
  actor: Actor,
  paymentId: string,
): Promise<{ bytes: Buffer; filename: string }> {
  const [row] = await selectPayments(ctx.db).where(
    and(eq(payments.id, paymentId), eq(payments.schoolId, actor.schoolId ?? '')),
  );
  const mayRead =
    row && (row.payment.studentId === actor.userId || can(actor, 'payments:read:school'));
  if (!row || !mayRead) throw new AppError('payment_not_found');
  if (!settled(row.payment.status)) {
    throw new AppError('payment_not_finished', {
      detail: 'There is no receipt until the payment is confirmed.',
    });
  }
  const [school] = await ctx.db.select().from(schools).where(eq(schools.id, row.payment.schoolId));
  const p = toPaymentItem(row);
  const bytes = await renderReceipt({
    schoolName: school?.name ?? '',
    schoolAddress: school?.address ?? '',
    logo: await schoolImageBytes(ctx, row.payment.schoolId, school?.logoFileId ?? null),
    fields: [
      ['Reference', p.reference],
      ['Student', p.studentName],
      ['Matric number', p.matricNumber ?? '—'],
      ['Programme', p.programmeName],
      ['Level', p.level ? `${p.level} level` : '—'],
      [
        'Fee',
        p.installmentNumber > 0
          ? `${p.feeName}, instalment ${p.installmentNumber} of ${p.totalInstallments}`
          : p.feeName,
      ],
      ['Academic year', p.academicYear],
      ['Paid on', p.paymentDate ? `${formatDateTime(p.paymentDate)} (Lagos time)` : '—'],
      ['Paid by', paymentMethodLabel(p)],
    ],
    money: [
      ['Fee amount', p.amount],
      ['Platform fee', p.platformFee],
      ['Gateway fee', p.gatewayFee],
      ['Total paid', p.total],
    ],
    checkUrl: receiptCheckUrl(ctx, p.reference),
  });
  return { bytes, filename: `receipt-${p.reference}.pdf` };
}
