import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import type { SandboxGateway } from '@/platform/payments/sandbox.gateway.ts';
import { clientFor } from '@/test/fixtures.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { reconcilePending } from './reconcile.service.ts';

const t = useTestApp();

type Client = Awaited<ReturnType<typeof clientFor>>;

async function checkout(asStudent: Client, payload: object) {
  const res = await asStudent({ method: 'POST', url: '/api/v1/payments/checkout', payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { paymentId: string; reference: string; checkout: { amount: number } };
}

/** What the sandbox dialog does when the tester clicks approve, decline or close. */
async function sandboxCharge(
  asStudent: Client,
  reference: string,
  amount: number,
  outcome: 'success' | 'failed' | 'abandoned',
) {
  const res = await asStudent({
    method: 'POST',
    url: '/api/v1/payments/sandbox/charge',
    payload: { reference, amount, currency: 'NGN', outcome },
  });
  expect(res.statusCode).toBe(204);
}

const verify = (asStudent: Client, reference: string) =>
  asStudent({ method: 'POST', url: '/api/v1/payments/verify', payload: { reference } });

const myFees = async (asStudent: Client) => (await asStudent('/api/v1/payments/my-fees')).json();

const sandbox = () => t.app.services.gateway as SandboxGateway;

const postWebhook = (body: Buffer, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-paystack-signature': signature } : {}),
    },
    payload: body,
  });

const confirmations = async (paymentId: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, paymentId), eq(auditLog.action, 'payment.confirmed')))
  ).length;

describe('confirming a payment', () => {
  it('pays tuition in two instalments: partial, then paid', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    expect((await myFees(asStudent)).fees[0]).toMatchObject({
      status: 'unpaid',
      balance: 10_000_000,
    });

    const first = await checkout(asStudent, { feeId: s.tuition.id, installmentNumber: 1 });
    await sandboxCharge(asStudent, first.reference, first.checkout.amount, 'success');
    const ok = await verify(asStudent, first.reference);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'paid',
      message: 'Payment successful!',
      payment: { amountPaid: 5_000_000, balance: 0, installmentNumber: 1 },
    });
    const halfway = (await myFees(asStudent)).fees[0];
    expect(halfway).toMatchObject({ status: 'partial', amountPaid: 5_000_000, balance: 5_000_000 });
    expect(halfway.installments.map((i: { status: string }) => i.status)).toEqual([
      'paid',
      'unpaid',
    ]);

    const second = await checkout(asStudent, { feeId: s.tuition.id, installmentNumber: 2 });
    await sandboxCharge(asStudent, second.reference, second.checkout.amount, 'success');
    expect((await verify(asStudent, second.reference)).statusCode).toBe(200);
    expect((await myFees(asStudent)).fees[0]).toMatchObject({ status: 'paid', balance: 0 });
    const again = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id },
    });
    expect(again.json().detail).toBe('This fee is already paid.');
  });

  it('refuses a tampered amount: the payment stays pending and is flagged for the accountant', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const started = await checkout(asStudent, { feeId: s.tuition.id });
    await sandboxCharge(asStudent, started.reference, 100, 'success');
    const res = await verify(asStudent, started.reference);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/does not match the amount due/);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.paymentId));
    expect(row?.status).toBe('pending');
    expect(row?.flag).toMatch(/NGN 1\.00 paid/);
    const asAccountant = await clientFor(t.app, s.accountant.email ?? '', 'accountant');
    const flagged = (await asAccountant('/api/v1/payments?review=flagged')).json();
    expect(flagged.items.map((p: { id: string }) => p.id)).toEqual([started.paymentId]);
    expect((await myFees(asStudent)).fees[0].status).toBe('unpaid');
  });

  it('marks a declined payment failed and says so', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const started = await checkout(asStudent, { feeId: s.tuition.id });
    await sandboxCharge(asStudent, started.reference, started.checkout.amount, 'failed');
    const res = await verify(asStudent, started.reference);
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe('The payment was declined. No money was taken.');
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.paymentId));
    expect(row?.status).toBe('failed');
  });

  it("keeps a payment pending while the gateway has nothing, and hides other students' payments", async () => {
    const s = await paymentSchool(t.database.db);
    const other = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const asOther = await clientFor(t.app, other.student.email ?? '', 'student');
    const started = await checkout(asStudent, { feeId: s.tuition.id });
    const res = await verify(asStudent, started.reference);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/has not been completed yet/);
    expect((await verify(asOther, started.reference)).statusCode).toBe(404);
    const mine = (await asOther('/api/v1/payments/mine')).json();
    expect(mine.items).toHaveLength(0);
  });

  it('moves the enrollment payment fields when an application fee is confirmed', async () => {
    const s = await paymentSchool(t.database.db);
    // An applicant filling in the form: the application fee is the one offered.
    await t.database.db
      .update(enrollments)
      .set({ stage: 'draft' })
      .where(eq(enrollments.id, s.enrollment.id));
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const fee = await s.addFee({
      type: 'application',
      installmentsAllowed: false,
      installmentCount: 1,
      amount: 1_000_000,
    });
    const started = await checkout(asStudent, { feeId: fee.id });
    await sandboxCharge(asStudent, started.reference, started.checkout.amount, 'success');
    expect((await verify(asStudent, started.reference)).json().status).toBe('completed');
    const [enrollment] = await t.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, s.enrollment.id));
    expect(enrollment).toMatchObject({
      applicationPayment: 'paid',
      applicationPaymentRef: started.reference,
      screeningPayment: 'pending',
    });
    expect(enrollment?.applicationPaymentDate).toBeInstanceOf(Date);
  });
});

describe('the gateway webhook', () => {
  it('refuses a bad signature with 401 and changes nothing', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const started = await checkout(asStudent, { feeId: s.tuition.id });
    const { body, signature } = sandbox().webhookFor({
      reference: started.reference,
      amountKobo: started.checkout.amount,
    });
    const tampered = Buffer.from(
      body.toString().replace('"status":"success"', '"status":"success" '),
    );
    for (const [payload, sig] of [
      [body, undefined],
      [body, signature.replace(/^./, signature[0] === 'a' ? 'b' : 'a')],
      [tampered, signature],
    ] as const) {
      const res = await postWebhook(payload, sig);
      expect(res.statusCode).toBe(401);
    }
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.paymentId));
    expect(row?.status).toBe('pending');
  });

  it('confirms once, however many times it is delivered, alongside a verify', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const started = await checkout(asStudent, { feeId: s.tuition.id });
    await sandboxCharge(asStudent, started.reference, started.checkout.amount, 'success');
    const { body, signature } = sandbox().webhookFor({
      reference: started.reference,
      amountKobo: started.checkout.amount,
    });
    const answers = await Promise.all([
      verify(asStudent, started.reference),
      ...Array.from({ length: 5 }, () => postWebhook(body, signature)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.paymentId));
    expect(row).toMatchObject({
      status: 'completed',
      amountPaid: 10_000_000,
      balance: 0,
      flag: null,
    });
    expect(await confirmations(started.paymentId)).toBe(1);
  });

  it('records an event it has no payment for and answers 200', async () => {
    const { body, signature } = sandbox().webhookFor({
      reference: 'PAY-1-UNKNOWN',
      amountKobo: 100,
    });
    expect((await postWebhook(body, signature)).statusCode).toBe(200);
  });
});

describe('checkouts left behind', () => {
  it('are closed as abandoned once their instalment is paid by another', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const closed = await checkout(asStudent, { feeId: s.tuition.id, installmentNumber: 1 });
    const paid = await checkout(asStudent, { feeId: s.tuition.id, installmentNumber: 1 });
    await sandboxCharge(asStudent, paid.reference, paid.checkout.amount, 'success');
    expect((await verify(asStudent, paid.reference)).json().status).toBe('paid');
    const status = async (id: string) =>
      (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;
    expect(await status(closed.paymentId)).toBe('abandoned');
    // The next instalment's own checkout is another matter: it stays open.
    const next = await checkout(asStudent, { feeId: s.tuition.id, installmentNumber: 2 });
    expect(await status(next.paymentId)).toBe('pending');
  });
});

describe('the reconciler', () => {
  it('re-verifies pending payments after 15 minutes and abandons them after 24 hours', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const paid = await checkout(asStudent, { feeId: s.tuition.id, installmentNumber: 1 });
    // A second checkout of the same instalment, closed without paying.
    const stale = await checkout(asStudent, { feeId: s.tuition.id, installmentNumber: 1 });
    const fresh = await checkout(asStudent, { feeId: s.tuition.id });
    await sandboxCharge(asStudent, paid.reference, paid.checkout.amount, 'success');
    const now = Date.now();
    const age = async (id: string, ms: number) =>
      t.database.db
        .update(payments)
        .set({ createdAt: new Date(now - ms) })
        .where(eq(payments.id, id));
    await age(paid.paymentId, 16 * 60_000);
    await age(stale.paymentId, 25 * 3_600_000);
    await reconcilePending(t.app.services, new Date(now));
    const status = async (id: string) =>
      (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]?.status;
    expect(await status(paid.paymentId)).toBe('paid');
    expect(await status(stale.paymentId)).toBe('abandoned');
    expect(await status(fresh.paymentId)).toBe('pending');
  });
});
