import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { type FakePaystack, startFakePaystack } from '@/test/paystack-fake.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The whole flow through the Paystack adapter, against a local server speaking Paystack's API.
let fake: FakePaystack;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaystack();
  t = await createTestApp({
    PAYSTACK_PUBLIC_KEY: fake.publicKey,
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
    PAYMENT_TIMEOUT_MS: '400',
    CAMPUSFLOW_DEV: '0',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('payments through Paystack', () => {
  it('checks out with the public key, confirms through verify and ignores the webhook after', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const res = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id },
    });
    expect(res.statusCode).toBe(201);
    const { reference, checkout, paymentId } = res.json();
    expect(checkout.key).toBe(fake.publicKey);
    expect(res.json().gateway).toBe('paystack');

    // The popup charged the card at Paystack; the page then asks the server to verify.
    fake.settle(reference, 'success', { amount: checkout.amount, email: s.student.email ?? '' });
    const verified = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/verify',
      payload: { reference },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Payment successful!');
    const verifyCall = fake.requests.find((r) => r.path === `/transaction/verify/${reference}`);
    expect(verifyCall?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);

    const hook = fake.webhookFor(reference);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
      payload: hook.body,
    });
    expect(delivered.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'completed', amountPaid: 10_000_000, channel: 'card' });
  });

  it('confirms through a signed webhook alone', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const { reference, checkout, paymentId } = (
      await asStudent({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: s.tuition.id, installmentNumber: 1 },
      })
    ).json();
    fake.settle(reference, 'success', { amount: checkout.amount, email: s.student.email ?? '' });
    const hook = fake.webhookFor(reference);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': hook.signature },
      payload: hook.body,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'paid', installmentNumber: 1, balance: 0 });
  });

  it('ends a verify the gateway does not answer in time with the spec message', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const { reference, paymentId } = (
      await asStudent({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: s.tuition.id },
      })
    ).json();
    fake.setDelay(3_000);
    try {
      const res = await asStudent({
        method: 'POST',
        url: '/api/v1/payments/verify',
        payload: { reference },
      });
      expect(res.statusCode).toBe(504);
      expect(res.json().detail).toBe(
        'Operation timeout. Please check your connection and try again.',
      );
    } finally {
      fake.setDelay(0);
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('pending');
  });

  it('says "Failed to check payment." when the gateway errs, and keeps the payment pending', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const { reference } = (
      await asStudent({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: s.tuition.id },
      })
    ).json();
    fake.answerNext(500, { status: false, message: 'Server error' });
    const res = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/verify',
      payload: { reference },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe('Failed to check payment.');
  });
});
