import { describe, expect, it } from 'vitest';
import { createTestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp({ PAYSTACK_PUBLIC_KEY: 'pk_test_abc', CAMPUSFLOW_DEV: '1' });

const validReport = { message: 'TypeError: x is undefined', path: '/dashboard', component: 'Foo' };

describe('GET /api/health', () => {
  it('answers ok with the database kind, version and build', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      version: t.config.version,
      build: 'dev',
    });
  });
});

describe('GET /api/config', () => {
  it('gives the public runtime settings', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      appName: 'Campusflow',
      environment: 'test',
      devFlag: true,
      paymentPublicKey: 'pk_test_abc',
      buildId: 'dev',
    });
  });

  it('never exposes the secret key', async () => {
    const other = await createTestApp({ PAYSTACK_SECRET_KEY: 'sk_test_very_secret' });
    try {
      const res = await other.app.inject('/api/config');
      expect(res.body).not.toContain('sk_test_very_secret');
      expect(res.json().paymentPublicKey).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('bad input gets a 4xx problem and the server keeps running', () => {
  const url = '/api/v1/system/client-errors';

  it('accepts a well-formed report', async () => {
    const res = await t.app.inject({ method: 'POST', url, payload: validReport });
    expect(res.statusCode).toBe(202);
  });

  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "unterminated',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'malformed_json',
      detail: 'The request body is not valid JSON.',
      title: 'Bad Request',
    });
  });

  it('oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...validReport, componentStack: 'x'.repeat(40_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'payload_too_large',
      detail: 'The request body is too large.',
    });
  });

  it('wrong content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/csv' },
      payload: 'message,path\nboom,/',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
    expect(res.json().detail).toMatch(/application\/json/);
  });

  it('a text/plain body, as fetch sends one without a content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ identifier: 'a@b.c', password: 'x' }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type', status: 415 });
    expect(res.json().detail).toMatch(/application\/json/);
  });

  it('a body over the server-wide limit, on a route without a limit of its own', async () => {
    const small = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
    try {
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { identifier: 'someone@example.com', password: 'p'.repeat(4096) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'payload_too_large',
        detail: 'The request body is too large.',
      });
      expect((await small.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('a missing field is named', async () => {
    const res = await t.app.inject({ method: 'POST', url, payload: { path: '/x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'body.message' })]);
    expect(body.detail).toContain('body.message');
  });

  it('unknown API routes', async () => {
    const res = await t.app.inject('/api/v1/no-such-thing?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'route_not_found',
      detail: 'There is no API endpoint GET /api/v1/no-such-thing.',
    });
  });

  it('still answers after all of that', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
  });

  it('never leaks a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '[',
    });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.body).not.toContain('SyntaxError');
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // An error answer carries them too.
    const missing = await t.app.inject('/api/v1/no-such-thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const fresh = await t.app.inject('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-req-12345' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-req-12345');
    const junk = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id<script>' },
    });
    expect(junk.headers['x-request-id']).not.toBe('bad id<script>');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the API from the zod schemas, with each route access', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const health = doc.paths['/api/health'].get;
    expect(
      health.responses['200'].content['application/json'].schema.properties.database.enum,
    ).toEqual(['pglite', 'postgresql']);
    expect(health.description).toContain('Access: public.');
    const report = doc.paths['/api/v1/system/client-errors'].post;
    expect(report.requestBody.content['application/json'].schema.required).toContain('message');
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    expect(doc.paths['/dev/mailbox']).toBeUndefined();
    expect(doc.paths['/api/v1/auth/me'].get.description).toContain('Access: any signed-in user.');
    const login = doc.paths['/api/v1/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'identifier',
      'password',
    ]);
  });
});

describe('health when the database does not answer', () => {
  it('is a 503 problem', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const res = await broken.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'database_unavailable', status: 503 });
    } finally {
      await broken.app.close();
    }
  });
});
