import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import type { Client } from '@/test/sandbox-pay.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';

// Money under a rush, on PostgreSQL with a pool large enough for requests to really overlap
// (as CI runs them). On PGlite requests take turns and these would prove nothing.
describe.runIf(onPostgres)('payments settling at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 24 });
  });
  afterAll(() => t.close());

  /** Starts `n` checkouts one after another, approves them all in the sandbox. */
  async function approvedCheckouts(asStudent: Client, payload: object, n: number) {
    const references: string[] = [];
    for (let i = 0; i < n; i++) {
      const started = (
        await asStudent({ method: 'POST', url: '/api/v1/payments/checkout', payload })
      ).json();
      await asStudent({
        method: 'POST',
        url: '/api/v1/payments/sandbox/charge',
        payload: {
          reference: started.reference,
          amount: started.checkout.amount,
          currency: 'NGN',
          outcome: 'success',
        },
      });
      references.push(started.reference);
    }
    return references;
  }

  const verifyAll = (asStudent: Client, references: string[]) =>
    Promise.all(
      references.map((reference) =>
        asStudent({ method: 'POST', url: '/api/v1/payments/verify', payload: { reference } }),
      ),
    );

  it('flag every extra completed payment of one fee for refund, whatever the timing', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const references = await approvedCheckouts(asStudent, { feeId: s.tuition.id }, 40);
    const answers = await verifyAll(asStudent, references);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const settled = await t.database.db
      .select({ flag: payments.flag })
      .from(payments)
      .where(and(eq(payments.feeId, s.tuition.id), eq(payments.status, 'completed')));
    expect(settled).toHaveLength(40);
    expect(settled.filter((p) => p.flag?.startsWith('Paid twice'))).toHaveLength(39);
  });

  it('flag every extra payment of one instalment', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const references = await approvedCheckouts(
      asStudent,
      { feeId: s.tuition.id, installmentNumber: 1 },
      25,
    );
    await verifyAll(asStudent, references);
    const paid = await t.database.db
      .select({ flag: payments.flag })
      .from(payments)
      .where(and(eq(payments.feeId, s.tuition.id), eq(payments.status, 'paid')));
    expect(paid).toHaveLength(25);
    expect(paid.filter((p) => p.flag === null)).toHaveLength(1);
  });

  it('keep one bank transfer per fee waiting, however many are sent at once', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 32)]);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        asStudent({
          method: 'POST',
          url: '/api/v1/payments/transfers',
          ...multipartBody(
            { bytes: pdf, filename: 'teller.pdf', contentType: 'application/pdf' },
            { feeId: s.tuition.id },
          ),
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const waiting = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.feeId, s.tuition.id),
          eq(payments.paymentMode, 'bank_transfer'),
          eq(payments.status, 'pending'),
          isNotNull(payments.evidenceFileId),
        ),
      );
    expect(waiting).toHaveLength(1);
  });
});
