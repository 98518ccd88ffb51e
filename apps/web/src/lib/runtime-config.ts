import type { TPublicConfig } from '@campusflow/contracts';
import { isLocalOrIpHost } from '@campusflow/domain/local-host';

/** Used when /api/config cannot be read (spec section 7: built-in fallbacks). */
export const fallbackConfig: TPublicConfig = {
  appName: 'Campusflow',
  environment: 'production',
  devFlag: false,
  paymentPublicKey: null,
  buildId: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev',
  version: '0.0.0',
};

export async function loadRuntimeConfig(): Promise<TPublicConfig> {
  try {
    const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
    if (!response.ok) return fallbackConfig;
    const body = (await response.json()) as Partial<TPublicConfig> | null;
    // Our own API answers this; still, a proxy's error page must not break start-up.
    if (!body || typeof body.appName !== 'string' || typeof body.devFlag !== 'boolean') {
      return fallbackConfig;
    }
    return { ...fallbackConfig, ...body };
  } catch {
    return fallbackConfig;
  }
}

export { isLocalOrIpHost };

export type ServiceMode = {
  mode: 'local' | 'production';
  payments: 'sandbox' | 'paystack';
  /** Where the development mailbox is, when mail stays local. */
  mailboxPath: string | null;
};

/**
 * Local services (sandbox payments, dev mailbox) only when the development flag is on and the
 * page comes from localhost or an IP address; otherwise production, with a console warning.
 */
export function resolveServiceMode(
  config: Pick<TPublicConfig, 'devFlag'>,
  hostname: string,
  warn: (message: string) => void = console.warn,
): ServiceMode {
  if (config.devFlag && isLocalOrIpHost(hostname)) {
    return { mode: 'local', payments: 'sandbox', mailboxPath: '/dev/mailbox' };
  }
  warn(
    'Campusflow: using production services (the development flag is off or the host is not local).',
  );
  return { mode: 'production', payments: 'paystack', mailboxPath: null };
}
