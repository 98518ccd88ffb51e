import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueTag } from '@/test/fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

const t = useTestApp();
let admin: Client;
let tag: string;

beforeAll(async () => {
  const school = await t.school();
  tag = uniqueTag().toLowerCase();
  for (let i = 0; i < 30; i++) {
    await createUser(t.database.db, {
      schoolId: school.id,
      roles: ['teacher'],
      name: `Compressed ${tag} ${i}`,
    });
  }
  admin = (await t.person(school.id, 'admin')).client;
});

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe('compressed answers', () => {
  it('compresses a large JSON list as the client asks, to the same JSON', async () => {
    const url = `/api/v1/users?q=${tag}&limit=100`;
    const plain = await admin(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.json().total).toBe(30);

    for (const encoding of ['br', 'gzip'] as const) {
      const res = await admin({ url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary, encoding).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 2);
      const decoded = JSON.parse(decoders[encoding](res.rawPayload).toString('utf8'));
      expect(decoded, encoding).toEqual(plain.json());
    }
  });

  it('prefers brotli when the client takes both, as browsers send', async () => {
    const res = await admin({
      url: `/api/v1/users?q=${tag}&limit=100`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers and unknown encodings plain', async () => {
    const small = await admin({ url: '/api/v1/auth/me', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    const deflateOnly = await admin({
      url: `/api/v1/users?q=${tag}&limit=100`,
      headers: { 'accept-encoding': 'deflate' },
    });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json().total).toBe(30);
  });

  it('compresses a CSV download without losing its name, and leaves XLSX (a zip) alone', async () => {
    const url = `/api/v1/users.csv?q=${tag}`;
    const plain = await admin(url);
    expect(plain.statusCode).toBe(200);
    const res = await admin({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(res.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);

    const xlsx = await admin({
      url: `/api/v1/users.xlsx?q=${tag}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('takes no compressed request body', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
