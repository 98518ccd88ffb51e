import { and, eq } from 'drizzle-orm';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import type { AllocatedFeeClaim } from '@/modules/payments/payments.queries.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/**
 * Who may pay a hostel fee (registered with payments in app.ts): a student whose bed is held
 * this session at the price of that fee, before the hold runs out. The amount is the fee's, so
 * it is the bed's price.
 */
export const hostelFeeClaim: AllocatedFeeClaim = async (db, claim) => {
  const [hold] = await db
    .select({ feeId: hostelApplications.feeId, heldUntil: hostelApplications.heldUntil })
    .from(hostelApplications)
    .where(
      and(
        eq(hostelApplications.schoolId, claim.schoolId),
        eq(hostelApplications.sessionId, claim.sessionId),
        eq(hostelApplications.studentId, claim.studentId),
        eq(hostelApplications.state, 'held'),
      ),
    );
  if (!hold || hold.feeId !== claim.feeId) throw new AppError('hostel_hold_required');
  if (!hold.heldUntil || hold.heldUntil <= new Date()) throw new AppError('hostel_hold_expired');
};
