import { and, desc, eq, inArray } from 'drizzle-orm';
import { findBedUnderLock } from '@/modules/hostels/beds/hold-bed.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import type { FeeSettled } from '@/modules/payments/payments.queries.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { DbOrTx, Tx } from '@/platform/db/transaction.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';

type Application = typeof hostelApplications.$inferSelect;

/**
 * Hostels' part when a hostel fee is settled (subscribed to payments' `feeSettled` in app.ts,
 * so it commits with the confirmation): the held bed becomes the student's. The application row
 * is locked first, as the release job locks it, so a hold lapsing at the moment its payment
 * confirms goes one way or the other, never both:
 * - still held (even past its time): allocated;
 * - already released: the same bed is taken back if still free, else another free bed of the
 *   same hostel (no quota: the student has paid); failing both, `awaiting_bed`, which the
 *   hostel admin's queue shows, so the money is never lost with the bed.
 */
export async function allocateOnPayment(db: DbOrTx, event: FeeSettled): Promise<void> {
  if (event.feeType !== 'hostel') return;
  const tx = db as Tx;
  const [payment] = await tx
    .select({
      studentId: payments.studentId,
      feeId: payments.feeId,
      sessionId: payments.sessionId,
    })
    .from(payments)
    .where(and(eq(payments.id, event.paymentId), eq(payments.schoolId, event.schoolId)));
  if (!payment) return;
  const [application] = await tx
    .select()
    .from(hostelApplications)
    .where(
      and(
        eq(hostelApplications.schoolId, event.schoolId),
        eq(hostelApplications.sessionId, payment.sessionId),
        eq(hostelApplications.studentId, payment.studentId),
        eq(hostelApplications.feeId, payment.feeId),
        inArray(hostelApplications.state, ['held', 'released']),
      ),
    )
    .orderBy(desc(hostelApplications.createdAt))
    .limit(1)
    .for('update');
  if (!application) return;
  const paid = { paymentId: event.paymentId, allocatedAt: event.paidAt, updatedAt: new Date() };
  if (application.state === 'held') {
    await allocate(tx, application, paid, application.bedSpaceId);
    return;
  }
  // Released: another application of the student may have begun since; it keeps its place.
  const [other] = await tx
    .select({ id: hostelApplications.id })
    .from(hostelApplications)
    .where(
      and(
        eq(hostelApplications.sessionId, application.sessionId),
        eq(hostelApplications.studentId, application.studentId),
        inArray(hostelApplications.state, ['pending', 'held', 'allocated', 'awaiting_bed']),
      ),
    );
  if (other || !application.hostelId) return;
  const request = {
    schoolId: application.schoolId,
    sessionId: application.sessionId,
    hostelId: application.hostelId,
    levelGroup: application.levelGroup,
    quotaPercent: null,
  };
  const same = application.bedSpaceId
    ? await findBedUnderLock(tx, { ...request, bedSpaceId: application.bedSpaceId })
    : null;
  const bed = same?.outcome === 'ok' ? same : await findBedUnderLock(tx, request);
  if (bed.outcome === 'ok') {
    await allocate(tx, application, paid, bed.bedSpaceId);
    return;
  }
  await tx
    .update(hostelApplications)
    .set({ ...paid, state: 'awaiting_bed', allocatedAt: null, heldUntil: null, endedAt: null })
    .where(eq(hostelApplications.id, application.id));
}

async function allocate(
  tx: Tx,
  application: Application,
  paid: { paymentId: string; allocatedAt: Date; updatedAt: Date },
  bedSpaceId: string | null,
) {
  await tx
    .update(hostelApplications)
    .set({
      ...paid,
      state: 'allocated',
      bedSpaceId,
      heldUntil: null,
      endedAt: null,
      verificationCode: newVerificationCode(),
    })
    .where(eq(hostelApplications.id, application.id));
}
