import type {
  TManifest,
  TManifestRider,
  TManifestTripList,
  TManifestTripsQuery,
} from '@campusflow/contracts';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  routeStops,
  routeTrips,
  transportRoutes,
  transportSubscriptions,
  vehicles,
} from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type TransportAdminSession, transportAdminSession } from './transport-session.ts';

const s = transportSubscriptions;
const seatTaking = ['active', 'awaiting_payment'] as const;

/** The riders of each trip's route this session, counted in the same statement. */
const ridersOf = (sessionId: string) =>
  sql<number>`(select count(*) from ${s} where ${s.routeId} = ${routeTrips.routeId} and ${s.sessionId} = ${sessionId} and ${s.state} in ('active', 'awaiting_payment'))`.mapWith(
    Number,
  );

/** The trips of the school's routes not archived, with route, vehicle and riders. */
function tripsOf(ctx: ServiceContext, scope: TransportAdminSession, where?: SQL) {
  return ctx.db
    .select({
      id: routeTrips.id,
      routeId: routeTrips.routeId,
      route: transportRoutes.name,
      period: routeTrips.period,
      departsAt: routeTrips.departsAt,
      vehicleId: routeTrips.vehicleId,
      plateNumber: vehicles.plateNumber,
      driverName: vehicles.driverName,
      seats: vehicles.seatCapacity,
      riders: ridersOf(scope.session.id),
    })
    .from(routeTrips)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeTrips.routeId))
    .innerJoin(vehicles, eq(vehicles.id, routeTrips.vehicleId))
    .where(tripsWhere(scope, where))
    .orderBy(asc(transportRoutes.name), asc(routeTrips.departsAt), asc(routeTrips.id))
    .$dynamic();
}

const tripsWhere = (scope: TransportAdminSession, where?: SQL) =>
  and(eq(routeTrips.schoolId, scope.schoolId), ne(transportRoutes.status, 'archived'), where);

/** A manifest line with its student and stop; callers add the filter and the order. */
export const riderRows = (ctx: ServiceContext) =>
  ctx.db
    .select({
      subscriptionId: s.id,
      studentId: s.studentId,
      name: users.name,
      matricNumber: users.userOrgId,
      phone: users.phone,
      stopId: s.stopId,
      stop: routeStops.name,
      stopPosition: routeStops.position,
      state: sql<TManifestRider['state']>`${s.state}`,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.studentId))
    .innerJoin(routeStops, eq(routeStops.id, s.stopId))
    .$dynamic();

/** The riders of a route this session: subscribed, paid or awaiting payment. */
export const ridersWhere = (scope: TransportAdminSession, routeId: string) =>
  and(
    eq(s.schoolId, scope.schoolId),
    eq(s.sessionId, scope.session.id),
    eq(s.routeId, routeId),
    inArray(s.state, [...seatTaking]),
  );

/** By stop position, stop name and name: the manifest's order and its export's keyset. */
export const ridersOrder: SortKey<TManifestRider>[] = [
  { by: routeStops.position, notNull: true, valueOf: (r) => r.stopPosition },
  { by: routeStops.name, notNull: true, valueOf: (r) => r.stop },
  { by: users.name, notNull: true, valueOf: (r) => r.name },
  { by: s.id, notNull: true, valueOf: (r) => r.subscriptionId },
];

/** One page of the current session's trips, by route and departure. */
export async function listManifestTrips(
  ctx: ServiceContext,
  actor: Actor,
  query: TManifestTripsQuery,
): Promise<TManifestTripList> {
  const scope = await transportAdminSession(ctx.db, actor);
  const total = ctx.db
    .select({ total: count() })
    .from(routeTrips)
    .innerJoin(transportRoutes, eq(transportRoutes.id, routeTrips.routeId))
    .where(tripsWhere(scope));
  const page = await paginate(query, tripsOf(ctx, scope), total);
  return { ...page, session: { id: scope.session.id, name: scope.session.name } };
}

/** A trip of the school this session, or `transport_trip_not_found`. */
export async function manifestTrip(ctx: ServiceContext, actor: Actor, tripId: string) {
  const scope = await transportAdminSession(ctx.db, actor);
  const [trip] = await tripsOf(ctx, scope, eq(routeTrips.id, tripId));
  if (!trip) throw new AppError('transport_trip_not_found');
  return { scope, trip };
}

/**
 * A trip of the school and its riders: every student subscribed to its route this session,
 * paid or awaiting payment, by stop position, stop name and name. A route's riders are at most
 * its smallest vehicle's seats (the seat check), so the list is whole, not paged.
 */
export async function tripManifest(
  ctx: ServiceContext,
  actor: Actor,
  tripId: string,
): Promise<TManifest> {
  const { scope, trip } = await manifestTrip(ctx, actor, tripId);
  const riders = await riderRows(ctx)
    .where(ridersWhere(scope, trip.routeId))
    .orderBy(...orderByKeys(ridersOrder));
  return { session: { id: scope.session.id, name: scope.session.name }, trip, riders };
}
