import { isLocalOrIpHost } from '@campusflow/domain/local-host';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '@/config.ts';

/**
 * Spec section 7: local services (the sandbox gateway, the development mailbox) only when the
 * development flag is on and the page is served from localhost or an IP address; never in
 * production. The API serves the page, so the request's host is the page's host.
 */
export function servesLocalServices(
  config: Pick<AppConfig, 'devFlag' | 'environment'>,
  request: Pick<FastifyRequest, 'hostname'>,
): boolean {
  return config.devFlag && config.environment !== 'production' && isLocalOrIpHost(request.hostname);
}
