import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_PARAMS, COMPRESS_THRESHOLD_BYTES } from './compression.ts';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * An answer's JSON made once and sent many times (a kept answer), compressed at most once per
 * encoding, as compression.ts would compress it on every send. It goes out as it is: Fastify
 * passes a string or buffer with a JSON type past the route's response serializer, and the
 * compression plugin leaves an answer that has its Content-Encoding. So whoever makes it must
 * have checked it against the route's schema.
 */
export class MadeJson {
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(readonly json: string) {}

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8');
    if (Buffer.byteLength(this.json) < COMPRESS_THRESHOLD_BYTES) return reply.send(this.json);
    reply.header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted && request.headers['x-no-compression'] === undefined
        ? encodings.negotiate(accepted.toLowerCase())
        : null;
    if (encoding === 'br') {
      this.#br ??= brotliCompressSync(this.json, { params: BROTLI_PARAMS });
      return reply.header('content-encoding', 'br').send(this.#br);
    }
    if (encoding === 'gzip') {
      this.#gzip ??= gzipSync(this.json);
      return reply.header('content-encoding', 'gzip').send(this.#gzip);
    }
    return reply.send(this.json);
  }
}
