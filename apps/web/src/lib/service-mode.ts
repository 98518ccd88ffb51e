import type { TPublicConfig } from '@campusflow/contracts';
import { fallbackConfig, type ServiceMode } from './runtime-config.ts';

let current: { config: TPublicConfig; mode: ServiceMode } = {
  config: fallbackConfig,
  mode: { mode: 'production', payments: 'paystack', mailboxPath: null },
};

/** Set once at start-up from /api/config; read by the parts that talk to outside services. */
export function setServiceMode(config: TPublicConfig, mode: ServiceMode) {
  current = { config, mode };
}

export function serviceMode(): { config: TPublicConfig; mode: ServiceMode } {
  return current;
}
