import type { ServiceContext } from '@/platform/service-context.ts';

/** Registers the daily job that mails the transport admin about expiring papers (helper: home). */
export function registerTransportExpiryAlerts(_ctx: ServiceContext): void {}
