import type { TMyFees, TStudentFee } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { clientFor } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { type Client, payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// What the student's fee page is told to offer: only the instalment payable now (instalments go
// in order), and the exact amount to send by transfer (platform fee, no card gateway fee).

const t = useTestApp();

async function tuitionOf(asStudent: Client, feeId: string): Promise<TStudentFee> {
  const res = await asStudent('/api/v1/payments/my-fees');
  expect(res.statusCode).toBe(200);
  const fee = (res.json() as TMyFees).fees.find((f) => f.id === feeId);
  if (!fee) throw new Error('the fee is not offered');
  return fee;
}

/** Pays one instalment through the sandbox gateway: checkout, approve, verify. */
async function payInstalment(asStudent: Client, feeId: string, installmentNumber: number) {
  const started = await asStudent({
    method: 'POST',
    url: '/api/v1/payments/checkout',
    payload: { feeId, installmentNumber },
  });
  expect(started.statusCode).toBe(201);
  const { reference, checkout } = started.json();
  await asStudent({
    method: 'POST',
    url: '/api/v1/payments/sandbox/charge',
    payload: { reference, amount: checkout.amount, currency: 'NGN', outcome: 'success' },
  });
  const verified = await asStudent({
    method: 'POST',
    url: '/api/v1/payments/verify',
    payload: { reference },
  });
  expect(verified.json().status).toBe('paid');
}

describe('the student’s fees', () => {
  it('name the one instalment payable now, in order, and none once all are paid', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const whole = await s.addFee({ installmentsAllowed: false, installmentCount: 1 });
    expect((await tuitionOf(asStudent, s.tuition.id)).nextInstallment).toBe(1);
    expect((await tuitionOf(asStudent, whole.id)).nextInstallment).toBeNull();

    await payInstalment(asStudent, s.tuition.id, 1);
    expect((await tuitionOf(asStudent, s.tuition.id)).nextInstallment).toBe(2);
    await payInstalment(asStudent, s.tuition.id, 2);
    const paid = await tuitionOf(asStudent, s.tuition.id);
    expect(paid.status).toBe('paid');
    expect(paid.nextInstallment).toBeNull();

    await payInFull(asStudent, whole.id);
    expect((await tuitionOf(asStudent, whole.id)).nextInstallment).toBeNull();
  });

  it('give the exact amount to transfer: the platform fee but no gateway fee', async () => {
    // 2 % platform fee on top; on a card the student would also bear the gateway fee.
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const fee = await tuitionOf(asStudent, s.tuition.id);
    expect(fee.breakdown.gatewayFee).toBeGreaterThan(0);
    expect(fee.transferBreakdown).toEqual({
      amount: 10_000_000,
      platformFee: 200_000,
      subtotal: 10_200_000,
      gatewayFee: 0,
      total: 10_200_000,
    });
    expect(fee.installments.map((i) => i.transferBreakdown.total)).toEqual([5_100_000, 5_100_000]);

    // What the transfer is then recorded at is the figure the page showed.
    const upload = multipartBody(
      {
        bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
        filename: 'teller.pdf',
        contentType: 'application/pdf',
      },
      { feeId: s.tuition.id, installmentNumber: '1' },
    );
    const submitted = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/transfers',
      ...upload,
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().total).toBe(fee.installments[0]?.transferBreakdown.total);
  });
});
