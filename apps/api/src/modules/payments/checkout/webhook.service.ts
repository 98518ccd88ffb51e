import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '@/modules/payments/payments.tables.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { applyGatewayAnswer } from './confirmation.service.ts';

/**
 * A gateway webhook (`POST /payments/webhooks/paystack`): the signature over the raw body is
 * checked first, and a bad one changes nothing. A good `charge.success` runs the same
 * confirmation as verify; other events and unknown references are only recorded.
 */
export async function receiveWebhook(
  ctx: ServiceContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const gateway = ctx.gateway;
  if (!gateway?.verifyWebhook(rawBody, signature)) {
    throw new AppError('webhook_signature_invalid');
  }
  const { event, transaction } = gateway.parseWebhook(rawBody);
  const [payment] = transaction
    ? await ctx.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.reference, transaction.reference))
    : [];
  if (event === 'charge.success' && transaction && payment) {
    await applyGatewayAnswer(ctx.db, payment.id, transaction, 'webhook');
  } else {
    await ctx.db.insert(paymentEvents).values({
      paymentId: payment?.id ?? null,
      reference: transaction?.reference ?? null,
      source: 'webhook',
      event,
      signatureValid: true,
      payload: JSON.parse(rawBody.toString('utf8')),
    });
  }
  return { received: true };
}
