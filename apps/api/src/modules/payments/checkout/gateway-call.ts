import { AppError } from '@/platform/errors/app-error.ts';
import { GatewayError, type PaymentGateway } from '@/platform/payments/gateway.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/** The configured gateway, or the spec's configuration error. */
export function requireGateway(ctx: ServiceContext): PaymentGateway {
  const gateway = ctx.gateway;
  if (!gateway?.publicKey.startsWith('pk_')) {
    throw new AppError('payment_configuration_error');
  }
  return gateway;
}

/**
 * Runs one gateway call within the payment operation time-out (spec section 9: 30000 ms),
 * turning a late answer into "Operation timeout. Please check your connection and try again."
 * and any other gateway failure into `failure` (one of the spec's "Failed to ..." messages).
 */
export async function gatewayCall<T>(
  ctx: ServiceContext,
  failure: 'failed_to_check_payment' | 'failed_to_process_payment' | 'failed_to_load_payment',
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AppError('operation_timeout'));
    }, ctx.config.paymentTimeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), timeout]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof GatewayError) {
      if (error.failure === 'timeout') throw new AppError('operation_timeout');
      if (error.failure === 'unauthorized') throw new AppError('payment_configuration_error');
      throw new AppError(failure);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
