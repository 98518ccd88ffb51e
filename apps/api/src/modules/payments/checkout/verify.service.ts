import type { TVerifyResponse } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { settled } from '@/modules/payments/fees/fee-rules.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { type PaymentRow, paymentItem } from '@/modules/payments/records/payment-view.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { applyGatewayAnswer } from './confirmation.service.ts';
import { gatewayCall, requireGateway } from './gateway-call.ts';

export const PAYMENT_SUCCESSFUL = 'Payment successful!';

/** Asks the gateway about one payment and applies its answer. */
export async function reverify(
  ctx: ServiceContext,
  row: PaymentRow,
  source: 'verify' | 'reconcile',
): Promise<PaymentRow> {
  if (settled(row.status) || row.paymentMode !== 'card') return row;
  const gateway = requireGateway(ctx);
  const answer = await gatewayCall(ctx, 'failed_to_check_payment', (signal) =>
    gateway.verify(row.reference, signal),
  );
  return applyGatewayAnswer(ctx.db, row.id, answer, source);
}

/** What the page says after a verify: success, or the error that matches the outcome. */
function outcomeOf(row: PaymentRow): void {
  if (settled(row.status)) return;
  if (row.flag) throw new AppError('payment_amount_mismatch');
  if (row.status === 'failed') throw new AppError('payment_declined');
  throw new AppError('payment_not_finished');
}

/** The caller's own payment by its reference, or payment_not_found (a 404, whoever's it is). */
export async function ownPayment(ctx: ServiceContext, actor: Actor, reference: string) {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.studentId, actor.userId),
        eq(payments.schoolId, actor.schoolId ?? '00000000-0000-0000-0000-000000000000'),
      ),
    );
  if (!row) throw new AppError('payment_not_found');
  return row;
}

/**
 * The page's call after the checkout's callback (`POST /payments/verify`): the student's own
 * payment, confirmed only on the gateway's word, never on the browser's.
 */
export async function verifyOwnPayment(
  ctx: ServiceContext,
  actor: Actor,
  reference: string,
): Promise<TVerifyResponse> {
  const row = await ownPayment(ctx, actor, reference);
  const updated = await reverify(ctx, row, 'verify');
  outcomeOf(updated);
  const payment = await paymentItem(ctx.db, updated.id);
  if (!payment) throw new AppError('payment_not_found');
  return { status: updated.status, message: PAYMENT_SUCCESSFUL, payment };
}

/** The accountant's "re-verify" of a school payment. */
export async function reverifyForSchool(ctx: ServiceContext, actor: Actor, paymentId: string) {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.schoolId, actor.schoolId ?? '')));
  if (!row) throw new AppError('payment_not_found');
  if (row.paymentMode !== 'card') throw new AppError('not_a_card_payment');
  const updated = await reverify(ctx, row, 'verify');
  const payment = await paymentItem(ctx.db, updated.id);
  if (!payment) throw new AppError('payment_not_found');
  return payment;
}
