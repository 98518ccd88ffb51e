import type { AppConfig } from '../../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { PaystackGateway } from './paystack.gateway.ts';
import { SandboxGateway } from './sandbox.gateway.ts';

/**
 * The gateway this configuration pays through: Paystack when its keys are set (and the
 * development flag is off); the offline sandbox when no keys are set or the development flag is
 * on; none in production without keys, where the sandbox is refused and checkout answers
 * "Payment configuration error. Please contact support."
 */
export function gatewayFor(config: AppConfig, db: Db, secret: string): PaymentGateway | null {
  const { publicKey, secretKey, baseUrl } = config.paystack;
  const keys = Boolean(publicKey && secretKey);
  const production = config.environment === 'production';
  if ((!keys || config.devFlag) && !production) return new SandboxGateway(db, secret);
  if (keys && publicKey && secretKey) {
    return new PaystackGateway({
      publicKey,
      secretKey,
      baseUrl,
      timeoutMs: config.paymentTimeoutMs,
    });
  }
  return null;
}
