import type { TSubscribeToRoute, TTransportSubscription } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { exceedsRouteCapacity } from '@/modules/transport/seat-capacity.ts';
import {
  routeFares,
  routeStops,
  transportRoutes,
  transportSubscriptions,
} from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { violatesUnique } from '@/platform/crud/unique-violation.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { readSubscription } from './subscription-view.ts';
import { blockerError, loadTransportContext } from './transport-context.ts';

/**
 * A student subscribes to a route and stop for the current session: a seat is kept for them
 * until the school's time to pay runs out. The seat is the database's to give: the insert's
 * trigger adds it to the route's seats sold, and `route_seats_capacity_check` refuses the one
 * past capacity, however many subscribe at once. One seat-taking subscription per student and
 * session is `transport_subscriptions_student_key`.
 */
export async function subscribeToRoute(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: TSubscribeToRoute,
  now = new Date(),
): Promise<TTransportSubscription> {
  const schoolId = requireSchool(actor);
  const c = await loadTransportContext(ctx.db, schoolId, actor.userId, now);
  const first = c.blockers[0];
  if (first) throw new AppError(blockerError[first.code]);
  if (!c.session || !c.rules) throw new AppError('transport_no_current_session');
  const sessionId = c.session.id;

  const [route] = await ctx.db
    .select({ status: transportRoutes.status, feeId: routeFares.feeId })
    .from(transportRoutes)
    .leftJoin(
      routeFares,
      and(eq(routeFares.routeId, transportRoutes.id), eq(routeFares.sessionId, sessionId)),
    )
    .where(and(eq(transportRoutes.schoolId, schoolId), eq(transportRoutes.id, input.routeId)));
  if (route?.status !== 'active') throw new AppError('transport_route_not_found');
  if (!route.feeId) throw new AppError('transport_route_not_offered');
  const [stop] = await ctx.db
    .select({ id: routeStops.id })
    .from(routeStops)
    .where(and(eq(routeStops.routeId, input.routeId), eq(routeStops.id, input.stopId)));
  if (!stop) throw new AppError('transport_stop_not_found');

  const payBy = new Date(now.getTime() + c.rules.payWithinHours * 3600 * 1000);
  const id = await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(transportSubscriptions)
      .values({
        schoolId,
        sessionId,
        studentId: actor.userId,
        routeId: input.routeId,
        stopId: input.stopId,
        feeId: route.feeId as string,
        state: 'awaiting_payment',
        payBy,
      })
      .returning({ id: transportSubscriptions.id });
    const subscriptionId = (row as { id: string }).id;
    await recordAudit(tx, audit, {
      schoolId,
      action: 'transport.subscribed',
      entityType: 'transport_subscription',
      entityId: subscriptionId,
      after: { routeId: input.routeId, stopId: input.stopId, payBy: payBy.toISOString() },
    });
    return subscriptionId;
  }).catch((error: unknown) => {
    if (exceedsRouteCapacity(error)) throw new AppError('transport_route_full');
    if (violatesUnique(error, 'transport_subscriptions_student_key')) {
      throw new AppError('transport_already_subscribed');
    }
    throw error;
  });
  const view = await readSubscription(ctx.db, eq(transportSubscriptions.id, id), c.rules, now);
  if (!view) throw new AppError('transport_subscription_not_found');
  return view;
}
