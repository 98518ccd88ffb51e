import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';
import { MadeJson } from './made-json.ts';

// A kept answer goes out as compression.ts would send it, compressed once per encoding.
const big = new MadeJson(JSON.stringify({ lines: Array.from({ length: 600 }, (_, i) => i) }));
const small = new MadeJson(JSON.stringify({ ok: true }));
const app = Fastify();

beforeAll(async () => {
  await registerCompression(app);
  app.get('/big', (request, reply) => big.send(request, reply));
  app.get('/small', (request, reply) => small.send(request, reply));
  await app.ready();
});
afterAll(() => app.close());

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe('a made JSON answer', () => {
  it('is compressed as the client asks, to the same JSON, and the same bytes each time', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const first = await app.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
      const again = await app.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
      expect(first.headers['content-encoding'], encoding).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers['content-type']).toContain('application/json');
      expect(decoders[encoding](first.rawPayload).toString()).toBe(big.json);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('goes out plain to a client that takes no compression, and when small', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big.json);
    const refused = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.body).toBe(big.json);
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ ok: true });
  });
});
