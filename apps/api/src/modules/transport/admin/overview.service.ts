import type { TTransportOverview } from '@campusflow/contracts';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import {
  routeSeats,
  transportRoutes,
  transportSubscriptions,
  vehicles,
} from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { expiringPapers } from './expiring-papers.ts';
import { lagosToday, transportAdminSession } from './transport-session.ts';

const counted = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
const s = transportSubscriptions;

/**
 * The transport admin's figures for the current session, one grouped statement each: the
 * fleet by service status, each route's seats, the papers expiring, the session's transport
 * revenue and the refunds due.
 */
export async function transportOverview(
  ctx: ServiceContext,
  actor: Actor,
  now = new Date(),
): Promise<TTransportOverview> {
  const { schoolId, session } = await transportAdminSession(ctx.db, actor);
  const [[fleet], routes, expiring, [revenue], refundsDue] = await Promise.all([
    ctx.db
      .select({
        active: counted(sql`${vehicles.serviceStatus} = 'active'`),
        underRepair: counted(sql`${vehicles.serviceStatus} = 'under_repair'`),
        retired: counted(sql`${vehicles.serviceStatus} = 'retired'`),
      })
      .from(vehicles)
      .where(and(eq(vehicles.schoolId, schoolId), ne(vehicles.status, 'archived'))),
    ctx.db
      .select({
        routeId: transportRoutes.id,
        name: transportRoutes.name,
        capacity: routeSeats.capacity,
        sold: routeSeats.sold,
        active: counted(sql`${s.state} = 'active'`),
        awaitingPayment: counted(sql`${s.state} = 'awaiting_payment'`),
      })
      .from(routeSeats)
      .innerJoin(transportRoutes, eq(transportRoutes.id, routeSeats.routeId))
      .leftJoin(
        s,
        and(
          eq(s.routeId, routeSeats.routeId),
          eq(s.sessionId, routeSeats.sessionId),
          inArray(s.state, ['active', 'awaiting_payment']),
        ),
      )
      .where(and(eq(routeSeats.schoolId, schoolId), eq(routeSeats.sessionId, session.id)))
      .groupBy(transportRoutes.id, routeSeats.routeId, routeSeats.sessionId)
      .orderBy(asc(transportRoutes.name)),
    expiringPapers(ctx.db, schoolId, lagosToday(now)),
    // Confirmed payments of the session's transport fees, as the ledger counts them settled.
    ctx.db
      .select({
        amountKobo: sql<number>`coalesce(sum(${payments.amountPaid}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(payments)
      .innerJoin(fees, eq(fees.id, payments.feeId))
      .where(
        and(
          eq(payments.schoolId, schoolId),
          eq(fees.schoolId, schoolId),
          eq(fees.sessionId, session.id),
          eq(fees.type, 'transport'),
          inArray(payments.status, ['completed', 'paid']),
        ),
      ),
    ctx.db.$count(s, and(eq(s.schoolId, schoolId), eq(s.state, 'refund_due'))),
  ]);
  return {
    session: { id: session.id, name: session.name },
    vehicles: fleet ?? { active: 0, underRepair: 0, retired: 0 },
    routes,
    expiring: expiring.map(({ id: _id, schoolId: _school, ...paper }) => ({
      ...paper,
      expired: paper.daysLeft < 0,
    })),
    revenue: revenue ?? { amountKobo: 0, count: 0 },
    refundsDue,
  };
}
