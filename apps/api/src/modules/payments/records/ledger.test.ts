import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { type Client, payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function submitTransfer(asStudent: Client, feeId: string) {
  const upload = multipartBody(
    { bytes: pdf, filename: 'teller.pdf', contentType: 'application/pdf' },
    { feeId },
  );
  return asStudent({ method: 'POST', url: '/api/v1/payments/transfers', ...upload });
}

describe('the accountant ledger', () => {
  it("lists only the school's payments, filters them, totals them and exports CSV", async () => {
    const s = await paymentSchool(t.database.db);
    const other = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const asOtherStudent = await clientFor(t.app, other.student.email ?? '', 'student');
    const paid = await payInFull(asStudent, s.tuition.id);
    await payInFull(asOtherStudent, other.tuition.id);
    const sundry = await s.addFee({
      type: 'other',
      installmentsAllowed: false,
      installmentCount: 1,
      amount: 3_000_000,
    });
    await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: sundry.id },
    });

    const asAccountant = await clientFor(t.app, s.accountant.email ?? '', 'accountant');
    const all = (await asAccountant('/api/v1/payments')).json();
    expect(all.total).toBe(2);
    expect(all.totals).toEqual({ count: 2, amountPaid: 10_000_000, pendingCount: 1 });
    expect(all.items[0].feeName).toBe(sundry.name);
    const tuition = (
      await asAccountant(
        `/api/v1/payments?paymentType=tuition&status=completed&sessionId=${s.session.id}`,
      )
    ).json();
    expect(tuition.items.map((p: { id: string }) => p.id)).toEqual([paid.id]);
    const byReference = (await asAccountant(`/api/v1/payments?q=${paid.reference}`)).json();
    expect(byReference.total).toBe(1);
    const byMatric = (
      await asAccountant(`/api/v1/payments?q=${encodeURIComponent(s.student.userOrgId ?? '')}`)
    ).json();
    expect(byMatric.total).toBe(2);
    const future = (await asAccountant('/api/v1/payments?from=2999-01-01')).json();
    expect(future.total).toBe(0);

    const csv = await asAccountant('/api/v1/payments/export.csv?paymentType=tuition');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    // UTF-8 with a byte-order mark, so that a spreadsheet reads names with tone marks.
    expect(csv.body.startsWith('\uFEFFReference,Date,Student,')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Date,Student/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(paid.reference);
    expect(lines[1]).toContain('100000.00');

    const home = (await asAccountant('/api/v1/reports/accounts')).json();
    expect(home.thisSession).toMatchObject({ payments: 1, amount: 10_000_000 });
    expect(home.today.byType).toEqual([{ type: 'tuition', payments: 1, amount: 10_000_000 }]);
  });

  it('is closed to students and to roles without the permission', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    expect((await asStudent('/api/v1/payments')).statusCode).toBe(403);
    const teacher = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['teacher'] });
    const asTeacher = await clientFor(t.app, teacher.email ?? '', 'teacher');
    expect((await asTeacher('/api/v1/payments/export.csv')).statusCode).toBe(403);
  });
});

describe('the running totals', () => {
  it('match a recount of the rows after payments are started, confirmed, refused and reviewed', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    await payInFull(asStudent, s.tuition.id);
    const sundry = await s.addFee({
      type: 'other',
      installmentsAllowed: false,
      installmentCount: 1,
      amount: 3_000_000,
    });
    const started = (
      await asStudent({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: sundry.id },
      })
    ).json();
    await asStudent({
      method: 'POST',
      url: '/api/v1/payments/sandbox/charge',
      payload: {
        reference: started.reference,
        amount: started.checkout.amount,
        currency: 'NGN',
        outcome: 'failed',
      },
    });
    await asStudent({
      method: 'POST',
      url: '/api/v1/payments/verify',
      payload: { reference: started.reference },
    });
    const lateFee = await s.addFee({
      type: 'late_registration',
      installmentsAllowed: false,
      installmentCount: 1,
      amount: 1_000_000,
    });
    const transfer = (await submitTransfer(asStudent, lateFee.id)).json();
    const asAccountant = await clientFor(t.app, s.accountant.email ?? '', 'accountant');
    await asAccountant({
      method: 'POST',
      url: `/api/v1/payments/${transfer.id}/review`,
      payload: { decision: 'confirm' },
    });

    const recount = await t.database.db.execute(sql`
      select status, payment_mode, count(*)::int as n, sum(amount_paid)::bigint as paid
      from payments where school_id = ${s.schoolId} group by 1, 2 order by 1, 2`);
    const running = await t.database.db.execute(sql`
      select status, payment_mode, sum(payments)::int as n, sum(amount_paid)::bigint as paid
      from payment_totals where school_id = ${s.schoolId} group by 1, 2 having sum(payments) <> 0 order by 1, 2`);
    const rows = (r: unknown) => ((r as { rows: unknown[] }).rows ?? r) as unknown[];
    expect(JSON.stringify(rows(running))).toBe(JSON.stringify(rows(recount)));
    const totals = (await asAccountant('/api/v1/payments')).json().totals;
    expect(totals).toEqual({ count: 3, amountPaid: 11_000_000, pendingCount: 0 });
  });
});

describe('bank transfers', () => {
  it('wait for the accountant, who confirms them once, audited', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const submitted = await submitTransfer(asStudent, s.tuition.id);
    expect(submitted.statusCode).toBe(201);
    const transfer = submitted.json();
    expect(transfer).toMatchObject({
      status: 'pending',
      paymentMode: 'bank_transfer',
      gatewayFee: 0,
    });
    expect((await submitTransfer(asStudent, s.tuition.id)).json().detail).toBe(
      'A transfer for this fee is already waiting for the accounts office.',
    );
    expect((await asStudent('/api/v1/payments/my-fees')).json().fees[0].transferPending).toBe(true);

    const asAccountant = await clientFor(t.app, s.accountant.email ?? '', 'accountant');
    const waiting = (await asAccountant('/api/v1/payments?review=transfers')).json();
    expect(waiting.items.map((p: { id: string }) => p.id)).toEqual([transfer.id]);
    const review = (decision: string) =>
      asAccountant({
        method: 'POST',
        url: `/api/v1/payments/${transfer.id}/review`,
        payload: { decision, note: 'Teller seen' },
      });
    const confirmed = await review('confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'completed',
      amountPaid: 10_000_000,
      reviewNote: 'Teller seen',
    });
    expect((await review('reject')).statusCode).toBe(409);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, transfer.id), eq(auditLog.action, 'payment.transfer_confirmed')),
      );
    expect(audits).toHaveLength(1);
    expect((await asStudent('/api/v1/payments/my-fees')).json().fees[0].status).toBe('paid');
  });

  it("cannot be reviewed by a student or another school's accountant", async () => {
    const s = await paymentSchool(t.database.db);
    const other = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const transfer = (await submitTransfer(asStudent, s.tuition.id)).json();
    const url = `/api/v1/payments/${transfer.id}/review`;
    expect(
      (await asStudent({ method: 'POST', url, payload: { decision: 'confirm' } })).statusCode,
    ).toBe(403);
    const asOther = await clientFor(t.app, other.accountant.email ?? '', 'accountant');
    expect(
      (await asOther({ method: 'POST', url, payload: { decision: 'confirm' } })).statusCode,
    ).toBe(404);
  });
});

describe('receipts', () => {
  it('are PDFs for the owner and the accountant, checkable in public by reference', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const paid = await payInFull(asStudent, s.tuition.id);
    const receipt = await asStudent(`/api/v1/payments/${paid.id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const asAccountant = await clientFor(t.app, s.accountant.email ?? '', 'accountant');
    expect((await asAccountant(`/api/v1/payments/${paid.id}/receipt.pdf`)).statusCode).toBe(200);
    const stranger = await paymentSchool(t.database.db);
    const asStranger = await clientFor(t.app, stranger.student.email ?? '', 'student');
    expect((await asStranger(`/api/v1/payments/${paid.id}/receipt.pdf`)).statusCode).toBe(404);

    const check = await t.app.inject(`/api/v1/payments/receipts/${paid.reference}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      status: 'completed',
      amount: 10_000_000,
      schoolName: s.school.name,
    });
    expect(check.json().total).toBe(check.json().amount + check.json().charges);
    expect(check.json().studentName).not.toBe(s.student.name);
    const unknown = await t.app.inject('/api/v1/payments/receipts/PAY-0-NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('receipt_not_found');
  });
});
