import type { FastifyRequest } from 'fastify';
import { hasSessionCookie } from './session-cookie.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type OriginVerdict = 'allowed' | 'foreign_origin' | 'missing_origin';

/** The portal's own origins: its public URL, or the address it was reached at. */
function isOwnOrigin(request: FastifyRequest, origin: string, publicUrl: string): boolean {
  if (origin === new URL(publicUrl).origin) return true;
  // Over HTTP/2 the address is the `:authority` pseudo-header; there is no Host.
  const host = request.headers.host ?? request.headers[':authority'];
  return Boolean(host) && (origin === `http://${host}` || origin === `https://${host}`);
}

/**
 * CSRF defence for browser requests. A state-changing request that names an origin must come
 * from the portal's own. One that names none is refused when it carries a session cookie:
 * browsers send Origin on every such request of the portal's own pages, so a signed-in
 * change without one did not come from them (an old browser, a plug-in, a form of another
 * site in a browser that leaves Origin out). Without a session cookie (sign-in, the payment
 * webhook) there is nothing to ride on, so only an explicit cross-site fetch is refused.
 */
export function checkOrigin(request: FastifyRequest, publicUrl: string): OriginVerdict {
  if (!STATE_CHANGING.has(request.method)) return 'allowed';
  const origin = request.headers.origin;
  if (origin) return isOwnOrigin(request, origin, publicUrl) ? 'allowed' : 'foreign_origin';
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'foreign_origin';
  return hasSessionCookie(request) ? 'missing_origin' : 'allowed';
}
