import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, cookieOf, createSchool, createUser, signIn } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let schoolId: string;
beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
});

async function signedInCookie() {
  const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
  return cookieOf(await signIn(t.app, user.email ?? ''));
}

/** A signed-in change that leaves the session alone, so each case can reuse one cookie. */
const resend = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email/resend', headers });

describe('a state-changing request with a session cookie', () => {
  it('is refused without an Origin header, with a clear message', async () => {
    const cookie = await signedInCookie();
    const res = await resend({ cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_origin_request');
    expect(res.json().detail).toMatch(/did not say which site it came from \(no Origin header\)/);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const other = await t.app.inject({ method, url: '/api/v1/auth/me', headers: { cookie } });
      expect(other.json().code, method).toBe('cross_origin_request');
    }
  });

  it('is accepted from the portal’s own origin', async () => {
    const cookie = await signedInCookie();
    const res = await resend({ cookie, origin: new URL(t.config.publicUrl).origin });
    expect(res.statusCode).toBe(200);
  });

  it('is refused from a foreign origin', async () => {
    const cookie = await signedInCookie();
    const res = await resend({ cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_origin_request');
    expect(res.json().detail).toBe('This request came from another site and was refused.');
    const opaque = await resend({ cookie, origin: 'null' });
    expect(opaque.json().code).toBe('cross_origin_request');
  });

  it('a GET needs no Origin', async () => {
    const cookie = await signedInCookie();
    const res = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });
});

describe('a request without a session cookie', () => {
  it('keeps working without an Origin header: sign-in and the payment webhook', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    expect((await signIn(t.app, user.email ?? '')).statusCode).toBe(200);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).not.toBe(403);
  });
});

describe('the test client', () => {
  it('sends the portal’s origin, and a test may still act as another site', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const client = await clientFor(t.app, user.email ?? '');
    const own = await client({ method: 'POST', url: '/api/v1/auth/verify-email/resend' });
    expect(own.statusCode).toBe(200);
    const foreign = await client({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.json().code).toBe('cross_origin_request');
  });
});
