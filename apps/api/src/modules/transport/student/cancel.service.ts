import { and, eq, inArray } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { cancellableUntil, transportRulesOf } from '@/modules/transport/session-settings.ts';
import { transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/**
 * The student cancels their subscription of the current session and its seat goes back. Unpaid,
 * at any time; paid, within the school's window after subscribing, and the fare becomes a
 * refund the accounts office owes (`refund_due`). The row is locked, as a payment confirming
 * it locks it, so a cancel and a payment go one after the other.
 */
export async function cancelMySubscription(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  now = new Date(),
): Promise<void> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  if (!session) throw new AppError('transport_subscription_not_found');
  const rules = await transportRulesOf(ctx.db, schoolId, session.id);
  await inTransaction(ctx.db, async (tx) => {
    const [sub] = await tx
      .select()
      .from(transportSubscriptions)
      .where(
        and(
          eq(transportSubscriptions.schoolId, schoolId),
          eq(transportSubscriptions.sessionId, session.id),
          eq(transportSubscriptions.studentId, actor.userId),
          inArray(transportSubscriptions.state, ['awaiting_payment', 'active']),
        ),
      )
      .for('update');
    if (!sub) throw new AppError('transport_subscription_not_found');
    if (sub.state === 'active' && cancellableUntil(sub.createdAt, rules) <= now) {
      throw new AppError('transport_cancel_window_closed');
    }
    const state = sub.state === 'active' ? 'refund_due' : 'cancelled';
    await tx
      .update(transportSubscriptions)
      .set({ state, endedAt: now, updatedAt: now })
      .where(eq(transportSubscriptions.id, sub.id));
    await recordAudit(tx, audit, {
      action: 'transport.cancelled',
      entityType: 'transport_subscription',
      entityId: sub.id,
      before: { state: sub.state },
      after: { state },
    });
  });
}
