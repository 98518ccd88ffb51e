import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Accepts a well-formed incoming X-Request-Id (from a proxy) or makes one. */
export function generateRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

export function echoRequestIds(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
