import type { TReviewTransferRequest } from '@campusflow/contracts';
import { newPaymentReference, quoteCharges } from '@campusflow/domain';
import { and, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { amountToPay, feeApplies, feeStanding } from '@/modules/payments/fees/fee-rules.ts';
import {
  schoolById,
  studentEnrollment,
  transferSettingsOf,
} from '@/modules/payments/fees/student-context.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { paymentItem } from '@/modules/payments/records/payment-view.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { violatesUnique } from '@/platform/crud/unique-violation.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { storeFile } from '@/platform/files/files.service.ts';
import type { Upload } from '@/platform/files/upload.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { randomReferencePart } from './checkout.service.ts';
import { announceSettled, lockFeePayments, paidTwiceNote } from './confirmation.service.ts';

export const TRANSFER_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A student says they paid a fee (or an instalment) by transfer to the school's static
 * account, with evidence. The payment waits, pending, for the accountant.
 */
export async function submitTransfer(
  ctx: ServiceContext,
  actor: Actor,
  upload: Upload,
  audit: AuditContext,
) {
  const schoolId = actor.schoolId;
  const feeId = upload.fields.feeId;
  if (!schoolId || !feeId || !/^[0-9a-f-]{36}$/i.test(feeId)) {
    throw new AppError('missing_payment_fields');
  }
  const installmentText = upload.fields.installmentNumber;
  const installment = installmentText ? Number(installmentText) : 0;
  if (!Number.isInteger(installment) || installment < 0 || installment > 12) {
    throw new AppError('installment_out_of_range');
  }
  const db = ctx.db;
  const [school, session, enrollment] = await Promise.all([
    schoolById(db, schoolId),
    findCurrentSession(db, schoolId),
    studentEnrollment(db, schoolId, actor.userId),
  ]);
  const [fee] = await db
    .select()
    .from(fees)
    .where(and(eq(fees.id, feeId), eq(fees.schoolId, schoolId)));
  if (!school || !fee || !session || fee.sessionId !== session.id) {
    throw new AppError('fee_not_found');
  }
  if (!enrollment) throw new AppError('enrollment_not_found');
  if (!feeApplies(fee, enrollment)) throw new AppError('fee_not_found');
  const programmeId = enrollment.programmeId;
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.studentId, actor.userId), eq(payments.feeId, fee.id)));
  const standing = feeStanding(fee, rows);
  if (standing.status === 'paid') throw new AppError('fee_already_paid');
  if (rows.some((r) => r.paymentMode === 'bank_transfer' && r.status === 'pending')) {
    throw new AppError('transfer_already_submitted');
  }
  const { amount } = amountToPay(fee, standing, installment);
  const quote = quoteCharges(amount, transferSettingsOf(school));

  let evidenceKey: string | null = null;
  const id = await inTransaction(db, async (tx) => {
    const evidence = await storeFile(ctx, tx, {
      schoolId,
      ownerUserId: actor.userId,
      purpose: 'document',
      bytes: upload.bytes,
      contentType: upload.contentType,
      originalName: upload.originalName,
    });
    evidenceKey = evidence.storageKey;
    const [row] = await tx
      .insert(payments)
      .values({
        schoolId,
        studentId: actor.userId,
        feeId: fee.id,
        programmeId,
        enrollmentId: enrollment.id,
        sessionId: session.id,
        academicYear: session.academicYear,
        level: enrollment?.level ?? fee.level,
        paymentType: fee.type,
        reference: newPaymentReference(new Date(), randomReferencePart()),
        status: 'pending',
        paymentMode: 'bank_transfer',
        gateway: null,
        channel: 'bank_transfer',
        amount,
        balance: amount,
        platformFee: quote.platformFee,
        gatewayFee: 0,
        total: quote.total,
        installmentNumber: installment,
        totalInstallments: fee.installmentsAllowed ? fee.installmentCount : 1,
        evidenceFileId: evidence.id,
      })
      .returning({ id: payments.id });
    if (!row) throw new AppError('failed_to_create_payment');
    await recordAudit(tx, audit, {
      action: 'payment.transfer_submitted',
      entityType: 'payment',
      entityId: row.id,
      after: { feeId: fee.id, amount, installment },
    });
    return row.id;
  }).catch(async (error: unknown) => {
    // Nothing was recorded: the evidence's bytes go too.
    if (evidenceKey) await ctx.storage.delete(evidenceKey);
    // Two submissions at once: the database keeps one waiting transfer per fee.
    if (violatesUnique(error, 'payments_one_pending_transfer_key')) {
      throw new AppError('transfer_already_submitted');
    }
    throw error;
  });
  const item = await paymentItem(db, id);
  if (!item) throw new AppError('payment_not_found');
  return item;
}

/** The accountant confirms or rejects a transfer; audited, and final. */
export async function reviewTransfer(
  ctx: ServiceContext,
  actor: Actor,
  paymentId: string,
  input: TReviewTransferRequest,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const mine = and(eq(payments.id, paymentId), eq(payments.schoolId, schoolId));
    const [owner] = await tx
      .select({ studentId: payments.studentId, feeId: payments.feeId })
      .from(payments)
      .where(mine);
    if (!owner) throw new AppError('payment_not_found');
    // The (student, fee) lock before the row's, in the order every settling step takes them.
    await lockFeePayments(tx, owner);
    const [row] = await tx.select().from(payments).where(mine).for('update');
    if (!row) throw new AppError('payment_not_found');
    if (row.paymentMode !== 'bank_transfer') throw new AppError('not_a_transfer');
    if (row.status !== 'pending') throw new AppError('transfer_already_reviewed');
    const now = new Date();
    const confirm = input.decision === 'confirm';
    const paidTwice = confirm ? await paidTwiceNote(tx, row) : null;
    const [updated] = await tx
      .update(payments)
      .set({
        status: confirm ? (row.installmentNumber > 0 ? 'paid' : 'completed') : 'failed',
        amountPaid: confirm ? row.amount : 0,
        balance: confirm ? 0 : row.amount,
        paymentDate: confirm ? now : null,
        reviewedBy: actor.userId,
        reviewedAt: now,
        reviewNote: input.note ?? null,
        flag: paidTwice ?? row.flag,
        updatedAt: now,
      })
      .where(eq(payments.id, row.id))
      .returning();
    if (!updated) throw new AppError('payment_not_found');
    if (confirm) await announceSettled(tx, updated);
    await recordAudit(tx, audit, {
      action: confirm ? 'payment.transfer_confirmed' : 'payment.transfer_rejected',
      entityType: 'payment',
      entityId: row.id,
      before: { status: row.status },
      after: { status: updated.status, note: input.note ?? null },
    });
  });
  const item = await paymentItem(ctx.db, paymentId);
  if (!item) throw new AppError('payment_not_found');
  return item;
}
