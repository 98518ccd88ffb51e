import { formatNaira } from '@campusflow/contracts/format';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { encodePng } from '@/platform/files/png.ts';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { pdfImages, pdfText } from '@/test/pdf-text.ts';
import { type Client, payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// The receipt a student downloads and the public check of it (docs/domain.md, "Fees and
// payments": PDF with school logo, reference, breakdown, paid date, a verification URL).

const t = useTestApp();
let asAppAdmin: Client;
beforeAll(async () => {
  const admin = await createUser(t.database.db, { schoolId: null, roles: ['appadmin'] });
  asAppAdmin = await clientFor(t.app, admin.email ?? '');
});

/** 16 × 16 blue JPEG with a white corner, as a phone camera or an editor writes one. */
const jpegLogo = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABkRAAEFAAAAAAAAAAAAAAAAABEAAwQTIf/aAAwDAQACEQMRAD8ApySAajx6TpKHfftGAL//2Q==',
  'base64',
);

/** A school whose student has paid tuition in full by card; the receipt and its check. */
async function paidTuition() {
  const s = await paymentSchool(t.database.db);
  const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
  const paid = await payInFull(asStudent, s.tuition.id);
  const receipt = async () => {
    const res = await asStudent(`/api/v1/payments/${paid.id}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  return { ...s, asStudent, paid, receipt };
}

async function uploadLogo(schoolId: string, bytes: Buffer, contentType: string) {
  const res = await asAppAdmin({
    method: 'PUT',
    url: `/api/v1/schools/${schoolId}/logo`,
    ...multipartBody({ bytes, filename: 'logo', contentType }),
  });
  expect(res.statusCode).toBe(200);
}

describe('the receipt PDF', () => {
  it('names the student by matric number and level, in Lagos time, the method in words', async () => {
    const s = await paidTuition();
    // 18:13 GMT is 19:13 in Lagos.
    await t.database.db
      .update(payments)
      .set({ paymentDate: new Date('2026-11-24T18:13:00Z') })
      .where(eq(payments.id, s.paid.id));
    const text = await pdfText(await s.receipt());
    expect(text).toContain(`Reference ${s.paid.reference}`);
    expect(text).toContain(`Student ${s.student.name}`);
    expect(text).toContain(`Matric number ${s.student.userOrgId}`);
    expect(text).toContain('Level 100 level');
    expect(text).toContain('Paid on 24 Nov 2026, 19:13 (Lagos time)');
    expect(text).not.toContain('GMT');
    expect(text).toMatch(/Paid by Card\n/);
    expect(text).not.toContain('(card)');
  });

  it('shows the fee amount, each charge and the total paid, which adds them up', async () => {
    const s = await paidTuition();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, s.paid.id));
    if (!row) throw new Error('no payment');
    // 2 % platform fee, and the student bears the gateway fee.
    expect(row.platformFee).toBe(200_000);
    expect(row.gatewayFee).toBeGreaterThan(0);
    expect(row.total).toBe(row.amount + row.platformFee + row.gatewayFee);
    const text = await pdfText(await s.receipt());
    expect(text).toContain('Fee amount NGN 100,000.00');
    expect(text).toContain('Platform fee NGN 2,000.00');
    expect(text).toContain(`Gateway fee NGN ${formatNaira(row.gatewayFee)}`);
    expect(text).toContain(`Total paid NGN ${formatNaira(row.total)}`);
    expect(text).toContain(`/receipts/${s.paid.reference}`);
  });

  it.each([
    ['PNG', encodePng(48, 32, (x) => [x * 5, 90, 160]), 'image/png', 48, 32],
    ['JPEG', jpegLogo, 'image/jpeg', 16, 16],
  ])('carries the school’s %s logo', async (_kind, bytes, contentType, width, height) => {
    const s = await paidTuition();
    await uploadLogo(s.schoolId, bytes, contentType);
    expect(await pdfImages(await s.receipt())).toEqual([{ width, height }]);
  });

  it('without a logo, starts the school’s name at the margin, leaving no empty box', async () => {
    const s = await paidTuition();
    const drawn = vi.spyOn(PDFDocument.prototype, 'text');
    try {
      const bytes = await s.receipt();
      expect(await pdfImages(bytes)).toEqual([]);
      expect((await pdfText(bytes)).startsWith(s.school.name)).toBe(true);
      const nameAt = drawn.mock.calls.find(([text]) => text === s.school.name);
      const referenceLabelAt = drawn.mock.calls.find(([text]) => text === 'Reference');
      expect(nameAt?.[1]).toBe(referenceLabelAt?.[1]);
    } finally {
      drawn.mockRestore();
    }
  });
});

describe('the public receipt check', () => {
  it('gives the same figures as the PDF: the fee amount, the charges and the total paid', async () => {
    const s = await paidTuition();
    const res = await t.app.inject(`/api/v1/payments/receipts/${s.paid.reference}`);
    expect(res.statusCode).toBe(200);
    const check = res.json();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, s.paid.id));
    expect(check).toMatchObject({
      reference: s.paid.reference,
      schoolName: s.school.name,
      amount: 10_000_000,
      charges: (row?.platformFee ?? 0) + (row?.gatewayFee ?? 0),
      total: row?.total,
      installmentNumber: 0,
      status: 'completed',
    });
    expect(check.amount + check.charges).toBe(check.total);
    expect(check.studentName).not.toBe(s.student.name);
    const text = await pdfText(await s.receipt());
    expect(text).toContain(`Fee amount NGN ${formatNaira(check.amount)}`);
    expect(text).toContain(`Total paid NGN ${formatNaira(check.total)}`);
  });

  it('says plainly that no receipt was issued for an unknown or unconfirmed reference', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const started = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id },
    });
    expect(started.statusCode).toBe(201);
    for (const reference of ['PAY-0-NOPE', started.json().reference]) {
      const res = await t.app.inject(`/api/v1/payments/receipts/${reference}`);
      expect(res.statusCode, reference).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'receipt_not_found',
        detail:
          'No receipt was issued with this reference. Check the reference printed on the receipt; the school’s accounts office can confirm any payment.',
      });
    }
  });
});
