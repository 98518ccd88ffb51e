import type { TReceiptCheck } from '@campusflow/contracts';
import { formatDateTime, formatNaira } from '@campusflow/contracts/format';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { schools } from '@/modules/schools/schools.tables.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fileById } from '@/platform/files/files.service.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { settled } from './fee-rules.ts';
import { selectPayments, toPaymentItem } from './payment-view.ts';
import { payments } from './payments.tables.ts';

/** Where anyone can check a receipt: the public page of the web app. */
export const receiptCheckUrl = (ctx: ServiceContext, reference: string) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}/receipts/${encodeURIComponent(reference)}`;

/** "Adaeze Okafor" -> "Adaeze O." : enough to recognise, not enough to profile. */
const maskName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return rest.length ? `${first} ${rest.map((p) => `${p[0]}.`).join(' ')}` : first;
};

/** The public check of a receipt by reference: whether it is a real, settled payment. */
export async function checkReceipt(ctx: ServiceContext, reference: string): Promise<TReceiptCheck> {
  const [row] = await selectPayments(ctx.db).where(eq(payments.reference, reference));
  if (!row) throw new AppError('payment_not_found');
  const [school] = await ctx.db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, row.payment.schoolId));
  return {
    reference: row.payment.reference,
    valid: settled(row.payment.status),
    schoolName: school?.name ?? '',
    studentName: maskName(row.studentName),
    feeName: row.feeName,
    academicYear: row.payment.academicYear,
    amountPaid: row.payment.amountPaid,
    status: row.payment.status,
    paymentDate: row.payment.paymentDate?.toISOString() ?? null,
  };
}

/** The receipt of a settled payment as a PDF: for its owner and the school's finance staff. */
export async function receiptPdf(
  ctx: ServiceContext,
  actor: Actor,
  paymentId: string,
): Promise<{ bytes: Buffer; filename: string }> {
  const [row] = await selectPayments(ctx.db).where(
    and(eq(payments.id, paymentId), eq(payments.schoolId, actor.schoolId ?? '')),
  );
  const mayRead =
    row && (row.payment.studentId === actor.userId || can(actor, 'payments:read:school'));
  if (!row || !mayRead) throw new AppError('payment_not_found');
  if (!settled(row.payment.status)) {
    throw new AppError('payment_not_finished', {
      detail: 'There is no receipt until the payment is confirmed.',
    });
  }
  const [school] = await ctx.db.select().from(schools).where(eq(schools.id, row.payment.schoolId));
  let logo: Buffer | null = null;
  if (school?.logoFileId) {
    const file = await fileById(ctx.db, school.logoFileId);
    logo = file ? await ctx.storage.get(file.storageKey) : null;
  }
  const p = toPaymentItem(row);
  const bytes = await renderReceipt({
    schoolName: school?.name ?? '',
    schoolAddress: school?.address ?? '',
    logo,
    lines: [
      ['Reference', p.reference],
      ['Student', `${p.studentName}${p.matricNumber ? ` (${p.matricNumber})` : ''}`],
      ['Programme', p.programmeName],
      [
        'Fee',
        p.installmentNumber > 0
          ? `${p.feeName}, instalment ${p.installmentNumber} of ${p.totalInstallments}`
          : p.feeName,
      ],
      ['Academic year', p.academicYear],
      ['Paid on', formatDateTime(p.paymentDate)],
      [
        'Paid by',
        p.paymentMode === 'bank_transfer' ? 'Bank transfer' : `Card (${p.channel ?? 'online'})`,
      ],
    ],
    money: [
      ['Amount', p.amount],
      ['Platform fee', p.platformFee],
      ['Gateway fee', p.gatewayFee],
      ['Total paid', p.total],
    ],
    checkUrl: receiptCheckUrl(ctx, p.reference),
  });
  return { bytes, filename: `receipt-${p.reference}.pdf` };
}

type ReceiptContent = {
  schoolName: string;
  schoolAddress: string;
  logo: Buffer | null;
  lines: [string, string][];
  money: [string, number][];
  checkUrl: string;
};

function renderReceipt(content: ReceiptContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Payment receipt' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (content.logo) {
      try {
        doc.image(content.logo, 50, 45, { fit: [64, 64] });
      } catch {
        // A logo pdfkit cannot read is left out rather than failing the receipt.
      }
    }
    doc.fontSize(18).text(content.schoolName, 130, 50);
    doc.fontSize(10).fillColor('#555').text(content.schoolAddress, 130, 74);
    doc.moveDown(3).fillColor('#000').fontSize(16).text('Payment receipt', 50, 130);
    let y = 165;
    for (const [label, value] of content.lines) {
      doc.fontSize(10).fillColor('#555').text(label, 50, y);
      doc.fillColor('#000').text(value, 170, y, { width: 370 });
      y += 20;
    }
    y += 10;
    doc.moveTo(50, y).lineTo(545, y).strokeColor('#ccc').stroke();
    y += 12;
    for (const [label, kobo] of content.money) {
      const strong = label === 'Total paid';
      doc
        .fontSize(strong ? 12 : 10)
        .fillColor('#000')
        .text(label, 50, y);
      // "NGN", not "₦": the PDF's standard font has no naira sign.
      doc.text(`NGN ${formatNaira(kobo)}`, 300, y, { width: 245, align: 'right' });
      y += strong ? 24 : 18;
    }
    y += 20;
    doc.fontSize(9).fillColor('#555').text(`Check this receipt at ${content.checkUrl}`, 50, y, {
      link: content.checkUrl,
      underline: true,
    });
    doc.end();
  });
}
