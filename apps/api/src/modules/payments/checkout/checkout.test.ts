import { quoteCharges } from '@campusflow/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { createTestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { startCheckout } from './checkout.service.ts';

const t = useTestApp();

describe('POST /api/v1/payments/checkout', () => {
  it('prices the fee on the server and answers the inline checkout options of spec section 7', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const res = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id, installmentNumber: 1 },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const quote = quoteCharges(5_000_000, {
      platformFeeType: 'percentage',
      platformFeeValue: 2,
      platformFeeMode: 'exclusive',
      gatewayFee: 'student',
    });
    expect(body.breakdown).toEqual(quote);
    expect(body.checkout).toMatchObject({
      key: expect.stringMatching(/^pk_/),
      email: s.student.email,
      amount: quote.total,
      currency: 'NGN',
      reference: body.reference,
      bearer: 'account',
      transaction_charge: quote.platformFee,
    });
    expect(body.reference).toMatch(/^PAY-\d{13}-[A-Z0-9]+$/);
    const fields = body.checkout.metadata.custom_fields.map(
      (f: { variable_name: string }) => f.variable_name,
    );
    expect(fields).toEqual(['student', 'matric_number', 'fee', 'session']);
    expect(body).toMatchObject({ installmentNumber: 1, totalInstallments: 2, gateway: 'sandbox' });

    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, body.paymentId));
    expect(row).toMatchObject({
      status: 'pending',
      amount: 5_000_000,
      amountPaid: 0,
      balance: 5_000_000,
      total: quote.total,
      academicYear: '2026/2027',
      level: 100,
      paymentType: 'tuition',
      studentId: s.student.id,
    });
  });

  it("ignores any amount the browser sends and refuses another school's fee", async () => {
    const s = await paymentSchool(t.database.db);
    const other = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const res = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id, amount: 100, total: 100 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().breakdown.amount).toBe(10_000_000);
    const foreign = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: other.tuition.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('gives the spec messages for missing fields, e-mail and configuration', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const missing = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(
      'Missing required payment fields: schoolId, programmeId, or feeId.',
    );
    const base = { schoolId: s.schoolId, email: 'x@example.test' };
    await expect(
      startCheckout(t.app.services, { ...base, studentId: null }, { feeId: s.tuition.id }),
    ).rejects.toThrow('Missing required field: studentId.');
    await expect(
      startCheckout(
        t.app.services,
        { ...base, studentId: s.student.id, email: null },
        { feeId: s.tuition.id },
      ),
    ).rejects.toThrow('User email is required for payment.');
    await expect(
      startCheckout(
        t.app.services,
        { ...base, studentId: s.student.id, email: 'no-at-sign' },
        { feeId: s.tuition.id },
      ),
    ).rejects.toThrow('Invalid email.');
    const badKey = await createTestApp({
      PAYSTACK_PUBLIC_KEY: 'sk_wrong',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      CAMPUSFLOW_DEV: '0',
    });
    try {
      await expect(
        startCheckout(
          badKey.app.services,
          { ...base, studentId: s.student.id },
          { feeId: s.tuition.id },
        ),
      ).rejects.toThrow('Payment configuration error. Please contact support.');
    } finally {
      await badKey.close();
    }
  });

  it('refuses a zero amount, an instalment the fee does not have, and a paid instalment', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const whole = await s.addFee({
      type: 'other',
      installmentsAllowed: false,
      installmentCount: 1,
    });
    const post = (payload: object) =>
      asStudent({ method: 'POST', url: '/api/v1/payments/checkout', payload });
    expect((await post({ feeId: whole.id, installmentNumber: 1 })).json().detail).toBe(
      'This fee cannot be paid in instalments. Pay it in full.',
    );
    expect((await post({ feeId: s.tuition.id, installmentNumber: 3 })).json().detail).toBe(
      'This fee has no such instalment.',
    );
    await t.database.db.insert(payments).values({
      schoolId: s.schoolId,
      studentId: s.student.id,
      feeId: s.tuition.id,
      programmeId: s.programme.id,
      sessionId: s.session.id,
      academicYear: '2026/2027',
      paymentType: 'tuition',
      reference: `PAY-1-${s.student.id.slice(0, 8)}`,
      status: 'paid',
      paymentMode: 'card',
      amount: 5_000_000,
      amountPaid: 5_000_000,
      balance: 0,
      total: 5_000_000,
      installmentNumber: 1,
      totalInstallments: 2,
    });
    expect((await post({ feeId: s.tuition.id, installmentNumber: 1 })).json().detail).toBe(
      'This instalment is already paid.',
    );
    // Paying "in full" now asks only for what is left.
    const rest = await post({ feeId: s.tuition.id });
    expect(rest.json().breakdown.amount).toBe(5_000_000);
  });

  it('is for students only: staff get 403, visitors 401', async () => {
    const s = await paymentSchool(t.database.db);
    const asAccountant = await clientFor(t.app, s.accountant.email ?? '', 'accountant');
    const res = await asAccountant({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('requires an enrollment for application, screening and entrance fees', async () => {
    const s = await paymentSchool(t.database.db);
    const applicant = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const fee = await s.addFee({
      type: 'application',
      programmeId: null,
      level: null,
      installmentsAllowed: false,
      installmentCount: 1,
      amount: 500_000,
    });
    const asApplicant = await clientFor(t.app, applicant.email ?? '', 'student');
    const res = await asApplicant({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: fee.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Enrollment record not found.');
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.studentId, applicant.id)));
    expect(rows).toHaveLength(0);
  });
});
