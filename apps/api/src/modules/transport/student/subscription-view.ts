import type { TTransportSubscription } from '@campusflow/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { cancellableUntil, type TransportRules } from '@/modules/transport/session-settings.ts';
import {
  routeStops,
  transportRoutes,
  transportSubscriptions,
} from '@/modules/transport/transport.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { routeDetails } from './route-details.ts';

/** The latest subscription matching `where`, as the student sees it; null without one. */
export async function readSubscription(
  db: DbOrTx,
  where: SQL | undefined,
  rules: TransportRules,
  now = new Date(),
): Promise<TTransportSubscription | null> {
  const [row] = await db
    .select({
      sub: transportSubscriptions,
      routeName: transportRoutes.name,
      stopName: routeStops.name,
      session: academicSessions.name,
      feeName: fees.name,
      amountKobo: fees.amount,
    })
    .from(transportSubscriptions)
    .innerJoin(transportRoutes, eq(transportRoutes.id, transportSubscriptions.routeId))
    .innerJoin(routeStops, eq(routeStops.id, transportSubscriptions.stopId))
    .innerJoin(academicSessions, eq(academicSessions.id, transportSubscriptions.sessionId))
    .innerJoin(fees, eq(fees.id, transportSubscriptions.feeId))
    .where(where)
    .orderBy(desc(transportSubscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  const { sub } = row;
  const { trips } = await routeDetails(db, [sub.routeId]);
  const until = cancellableUntil(sub.createdAt, rules);
  const cancellable = sub.state === 'awaiting_payment' || (sub.state === 'active' && until > now);
  return {
    id: sub.id,
    state: sub.state,
    route: { id: sub.routeId, name: row.routeName },
    stop: { id: sub.stopId, name: row.stopName },
    trips: trips.get(sub.routeId) ?? [],
    session: row.session,
    fee: { id: sub.feeId, name: row.feeName, amountKobo: row.amountKobo },
    payBy: sub.state === 'awaiting_payment' ? (sub.payBy?.toISOString() ?? null) : null,
    paidAt: sub.paidAt?.toISOString() ?? null,
    passCode: sub.state === 'active' ? sub.passCode : null,
    cancellableUntil: cancellable
      ? sub.state === 'awaiting_payment'
        ? (sub.payBy?.toISOString() ?? null)
        : until.toISOString()
      : null,
    createdAt: sub.createdAt.toISOString(),
  };
}

/** The student's subscriptions of a session. */
export const mySubscriptionWhere = (schoolId: string, sessionId: string, studentId: string) =>
  and(
    eq(transportSubscriptions.schoolId, schoolId),
    eq(transportSubscriptions.sessionId, sessionId),
    eq(transportSubscriptions.studentId, studentId),
  );
