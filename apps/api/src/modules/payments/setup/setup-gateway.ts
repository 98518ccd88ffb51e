import { gatewayCall } from '@/modules/payments/checkout/gateway-call.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import { GatewayError } from '@/platform/payments/gateway.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/**
 * A gateway call of the setup pages, within the payment time-out. The gateway refusing the
 * request (an account the bank does not know) is the user's to fix: a 400 on `field` with the
 * gateway's own words. Anything else is the spec's "Failed to process payment." or time-out.
 */
export function setupGatewayCall<T>(
  ctx: ServiceContext,
  call: (signal: AbortSignal) => Promise<T>,
  field?: string,
): Promise<T> {
  return gatewayCall(ctx, 'failed_to_process_payment', async (signal) => {
    try {
      return await call(signal);
    } catch (error) {
      const refused =
        error instanceof GatewayError &&
        (error.failure === 'invalid' || error.failure === 'not_found');
      if (refused && field) {
        throw fieldError(field, error.message);
      }
      throw error;
    }
  });
}
