import { afterEach, describe, expect, it } from 'vitest';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const PUBLIC_HOST = 'portal.example.edu';
let opened: TestApp[] = [];
afterEach(async () => {
  await Promise.all(opened.map((t) => t.close()));
  opened = [];
});

async function appWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

function emailOf(user: { email: string | null }): string {
  if (!user.email) throw new Error('fixture user without e-mail');
  return user.email;
}

/** A student of a school with a fee, asking for checkout from the given host. */
async function checkoutFrom(t: TestApp, host: string) {
  const s = await paymentSchool(t.database.db);
  const asStudent = await clientFor(t.app, emailOf(s.student), 'student');
  return asStudent({
    method: 'POST',
    url: '/api/v1/payments/checkout',
    headers: { host, origin: `http://${host}` },
    payload: { feeId: s.tuition.id },
  });
}

const mailbox = (t: TestApp, host: string) =>
  t.app.inject({ url: '/dev/mailbox.json', headers: { host } });

describe('the development flag (spec section 7)', () => {
  it('uses local services for pages served from localhost or an IP address', async () => {
    const t = await appWith({ CAMPUSFLOW_DEV: '1' });
    for (const host of ['localhost:3000', '127.0.0.1:3000', '10.0.0.7', '[::1]:3000']) {
      expect((await mailbox(t, host)).statusCode, host).toBe(200);
    }
    const res = await checkoutFrom(t, 'localhost:3000');
    expect(res.statusCode).toBe(201);
    expect(t.app.services.gateway?.name).toBe('sandbox');
  });

  it('uses production settings for a public host even with the flag on', async () => {
    const t = await appWith({ CAMPUSFLOW_DEV: 'true' });
    const box = await mailbox(t, PUBLIC_HOST);
    expect(box.statusCode).toBe(404);
    expect(box.body).not.toContain('outbox');
    const res = await checkoutFrom(t, PUBLIC_HOST);
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('Payment configuration error. Please contact support.');
  });

  it('uses production settings with the flag off: no mailbox, Paystack or nothing', async () => {
    const t = await appWith({ CAMPUSFLOW_DEV: '0' });
    expect((await mailbox(t, 'localhost')).statusCode).toBe(404);
    expect(t.app.services.gateway).toBeNull();
    const res = await checkoutFrom(t, 'localhost');
    expect(res.json().detail).toBe('Payment configuration error. Please contact support.');

    const keyed = await appWith({
      CAMPUSFLOW_DEV: '0',
      PAYSTACK_PUBLIC_KEY: 'pk_test_abc',
      PAYSTACK_SECRET_KEY: 'sk_test_abc',
    });
    expect(keyed.app.services.gateway?.name).toBe('paystack');
  });

  it('never uses local services in production', async () => {
    const t = await appWith({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      CAMPUSFLOW_DEV: '1',
      LOG_LEVEL: 'silent',
    });
    expect((await mailbox(t, 'localhost')).statusCode).toBe(404);
    expect(t.app.services.gateway).toBeNull();
  });

  it('keeps the sandbox charge to local pages', async () => {
    const t = await appWith({ CAMPUSFLOW_DEV: '1' });
    const user = await createUser(t.database.db, { schoolId: null, roles: [] });
    const client = await clientFor(t.app, emailOf(user));
    const res = await client({
      method: 'POST',
      url: '/api/v1/payments/sandbox/charge',
      headers: { host: PUBLIC_HOST, origin: `http://${PUBLIC_HOST}` },
      payload: { reference: 'CF-none', amount: 100, currency: 'NGN', outcome: 'success' },
    });
    expect(res.json().detail).toBe('Payment configuration error. Please contact support.');
  });
});
