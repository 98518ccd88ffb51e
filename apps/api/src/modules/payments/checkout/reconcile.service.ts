import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { PaymentRow } from '@/modules/payments/records/payment-view.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { reverify } from './verify.service.ts';

const MINUTE = 60_000;
/** Pending card payments older than this are re-verified with the gateway. */
export const RECONCILE_AFTER_MS = 15 * MINUTE;
/** Still not paid after this long: abandoned. */
export const ABANDON_AFTER_MS = 24 * 60 * MINUTE;
const BATCH = 100;

/**
 * Re-verifies pending card payments older than 15 minutes (not checked in the last 15) and
 * marks those still unpaid after 24 hours abandoned. Safe to run in several processes at once:
 * each confirmation locks its row and is idempotent.
 */
export async function reconcilePending(ctx: ServiceContext, now = new Date()) {
  const due = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.paymentMode, 'card'),
        lt(payments.createdAt, due),
        or(isNull(payments.lastVerifiedAt), lt(payments.lastVerifiedAt, due)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  const result = { checked: 0, confirmed: 0, abandoned: 0, failed: 0, errors: 0 };
  for (const row of rows) {
    result.checked += 1;
    let current: PaymentRow = row;
    try {
      current = await reverify(ctx, row, 'reconcile');
    } catch {
      result.errors += 1;
    }
    if (current.status === 'completed' || current.status === 'paid') result.confirmed += 1;
    else if (current.status === 'failed') result.failed += 1;
    else if (now.getTime() - row.createdAt.getTime() >= ABANDON_AFTER_MS) {
      const abandoned = await ctx.db
        .update(payments)
        .set({ status: 'abandoned', updatedAt: now, lastVerifiedAt: now })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      result.abandoned += abandoned.length;
    }
  }
  return result;
}

export const reconcilePaymentsJob = defineJob({
  name: 'payments.reconcile',
  payload: z.object({}).strict(),
  maxAttempts: 3,
});

/**
 * Runs the reconciler every `reconcileIntervalSeconds` on the job runner, in one process at a
 * time however many there are; 0 turns it off (tests), as does a missing gateway.
 */
export function registerReconciler(ctx: ServiceContext, log: FastifyBaseLogger) {
  const seconds = ctx.config.reconcileIntervalSeconds;
  if (seconds <= 0 || !ctx.gateway) return;
  ctx.jobs.register(reconcilePaymentsJob, async () => {
    const result = await reconcilePending(ctx);
    if (result.checked > 0) log.info({ reconcile: result }, 'reconciled pending payments');
  });
  ctx.jobs.schedule(reconcilePaymentsJob, seconds);
}
