import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FeeSettled } from '@/modules/payments/payments.queries.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { routeSeats, transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import type { DbOrTx, Tx } from '@/platform/db/transaction.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';

/**
 * Transport's part when a transport fee is settled (subscribed to payments' `feeSettled` in
 * app.ts, so it commits with the confirmation): the subscription becomes active and gets its
 * pass. The subscription row is locked first, as the lapse job and a cancel lock it:
 * - still awaiting payment (even past its time): active;
 * - lapsed: active again if the route still has a seat (its seats row is locked and read
 *   first, so the trigger's check cannot fail here) and the student has not subscribed since;
 *   else `refund_due`, which the transport admin's home shows: nothing paid is lost.
 */
export async function activateOnPayment(db: DbOrTx, event: FeeSettled): Promise<void> {
  if (event.feeType !== 'transport') return;
  const tx = db as Tx;
  const [payment] = await tx
    .select({ studentId: payments.studentId, feeId: payments.feeId, sessionId: payments.sessionId })
    .from(payments)
    .where(and(eq(payments.id, event.paymentId), eq(payments.schoolId, event.schoolId)));
  if (!payment) return;
  const [sub] = await tx
    .select()
    .from(transportSubscriptions)
    .where(
      and(
        eq(transportSubscriptions.schoolId, event.schoolId),
        eq(transportSubscriptions.sessionId, payment.sessionId),
        eq(transportSubscriptions.studentId, payment.studentId),
        eq(transportSubscriptions.feeId, payment.feeId),
        inArray(transportSubscriptions.state, ['awaiting_payment', 'lapsed']),
      ),
    )
    .orderBy(desc(transportSubscriptions.createdAt))
    .limit(1)
    .for('update');
  if (!sub) return;
  const paid = { paymentId: event.paymentId, paidAt: event.paidAt, updatedAt: new Date() };
  const active = {
    ...paid,
    state: 'active' as const,
    endedAt: null,
    passCode: newVerificationCode(),
  };
  if (sub.state === 'awaiting_payment' || (await seatFreeFor(tx, sub))) {
    await tx
      .update(transportSubscriptions)
      .set(active)
      .where(eq(transportSubscriptions.id, sub.id));
    return;
  }
  await tx
    .update(transportSubscriptions)
    .set({ ...paid, state: 'refund_due' })
    .where(eq(transportSubscriptions.id, sub.id));
}

/** Whether a lapsed subscription can take a seat again: none of the student's since, a seat left. */
async function seatFreeFor(tx: Tx, sub: typeof transportSubscriptions.$inferSelect) {
  const [other] = await tx
    .select({ id: transportSubscriptions.id })
    .from(transportSubscriptions)
    .where(
      and(
        eq(transportSubscriptions.sessionId, sub.sessionId),
        eq(transportSubscriptions.studentId, sub.studentId),
        inArray(transportSubscriptions.state, ['awaiting_payment', 'active']),
      ),
    );
  if (other) return false;
  const [seats] = await tx
    .select({ capacity: routeSeats.capacity, sold: routeSeats.sold })
    .from(routeSeats)
    .where(and(eq(routeSeats.routeId, sub.routeId), eq(routeSeats.sessionId, sub.sessionId)))
    .for('update');
  return seats !== undefined && seats.sold < seats.capacity;
}
