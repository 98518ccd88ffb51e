import type { FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for browser requests: a state-changing request that names an origin must come
 * from the portal's own (its public URL, or the address it was reached at). Requests without
 * an Origin header do not come from a cross-site form or script in a modern browser.
 */
export function isCrossOriginWrite(request: FastifyRequest, publicUrl: string): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const origin = request.headers.origin;
  if (!origin) {
    const site = request.headers['sec-fetch-site'];
    return site === 'cross-site';
  }
  if (origin === new URL(publicUrl).origin) return false;
  const host = request.headers.host;
  return !host || (origin !== `http://${host}` && origin !== `https://${host}`);
}
