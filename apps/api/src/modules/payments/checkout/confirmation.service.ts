import { formatNaira } from '@campusflow/contracts/format';
import { and, eq, ne, or } from 'drizzle-orm';
import { settled } from '@/modules/payments/fees/fee-rules.ts';
import { feeSettled } from '@/modules/payments/payments.queries.ts';
import { paymentEvents, payments } from '@/modules/payments/payments.tables.ts';
import { PAID_TWICE_FLAG } from '@/modules/payments/records/paid-twice.ts';
import type { PaymentRow } from '@/modules/payments/records/payment-view.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { LOCK_NAMESPACE, lockKeys } from '@/platform/db/advisory-lock.ts';
import { type DbOrTx, inTransaction, type Tx } from '@/platform/db/transaction.ts';
import type { GatewayTransaction } from '@/platform/payments/gateway.ts';

export type ConfirmationSource = 'verify' | 'webhook' | 'reconcile';

/** The system acting on the gateway's word: audit rows name the source, not a person. */
const systemAudit = (schoolId: string, source: ConfirmationSource): AuditContext => ({
  schoolId,
  actorUserId: null,
  actorName: `Payment gateway (${source})`,
  actorRole: null,
  ip: null,
  requestId: null,
});

/**
 * Applies the gateway's answer about a payment, once (docs/architecture.md rule 4). The row is
 * locked first, so a verify call and a webhook arriving together, or a webhook delivered five
 * times, settle it exactly once; later answers only add a payment event. A payment becomes
 * `completed` (or `paid`, for an instalment) only when the gateway says success and the amount
 * and currency are exactly what was asked; a mismatch leaves it pending and flags it.
 */
export async function applyGatewayAnswer(
  db: DbOrTx,
  paymentId: string,
  answer: GatewayTransaction,
  source: ConfirmationSource,
  now = new Date(),
): Promise<PaymentRow> {
  return inTransaction(db, async (tx) => {
    // The (student, fee) lock first, the row's after: every settling transaction takes them in
    // this order, so closing a sibling checkout below never waits on one holding that row.
    const [owner] = await tx
      .select({ studentId: payments.studentId, feeId: payments.feeId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!owner) throw new Error(`payment ${paymentId} vanished`);
    await lockFeePayments(tx, owner);
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    await tx.insert(paymentEvents).values({
      schoolId: row.schoolId,
      paymentId: row.id,
      reference: row.reference,
      source,
      event: source === 'webhook' ? 'charge.success' : `verify:${answer.status}`,
      signatureValid: source === 'webhook' ? true : null,
      payload: answer.raw ?? null,
    });
    if (settled(row.status)) return row;

    const changes: Partial<typeof payments.$inferInsert> = { lastVerifiedAt: now, updatedAt: now };
    if (answer.status === 'success') {
      if (answer.amountKobo !== row.total || answer.currency !== row.currency) {
        changes.flag = `The gateway reports ${answer.currency} ${formatNaira(answer.amountKobo)} paid; ${row.currency} ${formatNaira(row.total)} was asked. Not accepted.`;
      } else {
        Object.assign(changes, {
          status: row.installmentNumber > 0 ? 'paid' : 'completed',
          amountPaid: row.amount,
          balance: 0,
          channel: answer.channel,
          paymentDate: answer.paidAt ?? now,
          flag: (await paidTwiceNote(tx, row)) ?? row.flag,
        } satisfies Partial<typeof payments.$inferInsert>);
      }
    } else if (answer.status === 'failed') {
      changes.status = 'failed';
    } else if (answer.status === 'reversed') {
      changes.flag = 'The gateway reports this payment as reversed.';
    }
    const [updated] = await tx
      .update(payments)
      .set(changes)
      .where(eq(payments.id, row.id))
      .returning();
    if (!updated) throw new Error(`payment ${paymentId} vanished`);
    if (settled(updated.status)) {
      await closeSupersededCheckouts(tx, updated, now);
      await announceSettled(tx, updated);
      await recordAudit(tx, systemAudit(row.schoolId, source), {
        action: 'payment.confirmed',
        entityType: 'payment',
        entityId: row.id,
        before: { status: row.status, amountPaid: row.amountPaid },
        after: { status: updated.status, amountPaid: updated.amountPaid, reference: row.reference },
      });
    } else if (changes.flag && changes.flag !== row.flag) {
      await recordAudit(tx, systemAudit(row.schoolId, source), {
        action: 'payment.flagged',
        entityType: 'payment',
        entityId: row.id,
        after: { flag: changes.flag },
      });
    }
    return updated;
  });
}

/** One lock per (student, fee): settling payments of one fee take turns. Re-entrant. */
export async function lockFeePayments(tx: Tx, payment: { studentId: string; feeId: string }) {
  await lockKeys(tx, LOCK_NAMESPACE.feePayment, [`${payment.studentId}:${payment.feeId}`]);
}

/**
 * A note when the same fee (or instalment) was already settled by another payment. Called by
 * each settling transaction after it takes the lock of (student, fee): two payments of one fee
 * settling at once take turns, so the second always sees the first and is flagged for refund.
 */
export async function paidTwiceNote(tx: Tx, row: PaymentRow): Promise<string | null> {
  await lockFeePayments(tx, row);
  const [other] = await tx
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        eq(payments.schoolId, row.schoolId),
        eq(payments.studentId, row.studentId),
        eq(payments.feeId, row.feeId),
        ne(payments.id, row.id),
        or(eq(payments.status, 'completed'), eq(payments.status, 'paid')),
        row.installmentNumber > 0
          ? or(
              eq(payments.installmentNumber, row.installmentNumber),
              eq(payments.installmentNumber, 0),
            )
          : eq(payments.installmentNumber, 0),
      ),
    )
    .limit(1);
  return other
    ? `${PAID_TWICE_FLAG}: ${other.reference} had already settled this. Refund one of them.`
    : null;
}

/**
 * Other card checkouts of what this payment settled (the same instalment, or any part of a
 * fee now paid in full) will never be wanted: they are closed as abandoned at once rather than
 * left pending beside the payment. Should one be paid after all, its confirmation still
 * settles it and flags it for refund.
 */
async function closeSupersededCheckouts(tx: DbOrTx, payment: PaymentRow, now: Date) {
  await tx
    .update(payments)
    .set({ status: 'abandoned', updatedAt: now })
    .where(
      and(
        eq(payments.schoolId, payment.schoolId),
        eq(payments.studentId, payment.studentId),
        eq(payments.feeId, payment.feeId),
        eq(payments.status, 'pending'),
        eq(payments.paymentMode, 'card'),
        ne(payments.id, payment.id),
        payment.installmentNumber > 0
          ? eq(payments.installmentNumber, payment.installmentNumber)
          : undefined,
      ),
    );
}

/** Tells subscribers (admissions) that a payment settled its fee, in the same transaction. */
export async function announceSettled(tx: DbOrTx, payment: PaymentRow): Promise<void> {
  await feeSettled.publish(tx, {
    schoolId: payment.schoolId,
    paymentId: payment.id,
    reference: payment.reference,
    feeType: payment.paymentType,
    enrollmentId: payment.enrollmentId,
    paidAt: payment.paymentDate ?? new Date(),
  });
}
