import type { AppConfig } from '@/config.ts';
import type { Db } from '@/platform/db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { PaystackGateway } from './paystack.gateway.ts';
import { SandboxGateway } from './sandbox.gateway.ts';

/**
 * The gateway this configuration pays through. With the development flag on (outside
 * production) the offline sandbox, and only for pages served from localhost or an IP address
 * (`servesLocalServices`, checked by the payment routes). With the flag off, production settings:
 * Paystack when its keys are set, otherwise none, and checkout answers "Payment configuration
 * error. Please contact support."
 */
export function gatewayFor(config: AppConfig, db: Db, secret: string): PaymentGateway | null {
  const { publicKey, secretKey, baseUrl } = config.paystack;
  if (config.devFlag && config.environment !== 'production') return new SandboxGateway(db, secret);
  if (publicKey && secretKey) {
    return new PaystackGateway({
      publicKey,
      secretKey,
      baseUrl,
      timeoutMs: config.paymentTimeoutMs,
    });
  }
  return null;
}
