import { and, eq, inArray } from 'drizzle-orm';
import type { AllocatedFeeClaim } from '@/modules/payments/payments.queries.ts';
import { transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/**
 * Who may pay a transport fee (registered with payments in app.ts): a student whose
 * subscription this session keeps a seat on the route of that fee, before its time to pay runs
 * out. The amount is the fee's, so it is the route's fare.
 */
export const transportFeeClaim: AllocatedFeeClaim = async (db, claim) => {
  const [sub] = await db
    .select({
      feeId: transportSubscriptions.feeId,
      state: transportSubscriptions.state,
      payBy: transportSubscriptions.payBy,
    })
    .from(transportSubscriptions)
    .where(
      and(
        eq(transportSubscriptions.schoolId, claim.schoolId),
        eq(transportSubscriptions.sessionId, claim.sessionId),
        eq(transportSubscriptions.studentId, claim.studentId),
        inArray(transportSubscriptions.state, ['awaiting_payment', 'active']),
      ),
    );
  if (!sub || sub.feeId !== claim.feeId || sub.state !== 'awaiting_payment') {
    throw new AppError('transport_subscription_required');
  }
  if (!sub.payBy || sub.payBy <= new Date()) throw new AppError('transport_subscription_lapsed');
};
