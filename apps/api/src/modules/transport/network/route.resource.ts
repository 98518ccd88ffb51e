import type {
  TCreateTransportRoute,
  TListQuery,
  TStopView,
  TTransportRoute,
  TTripView,
  TUpdateTransportRoute,
} from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  routeFares,
  routeStops,
  routeTrips,
  transportRoutes,
  transportSubscriptions,
} from '@/modules/transport/transport.tables.ts';
import type { ResourceSpec } from '@/platform/crud/school-resource.ts';

type RouteRow = {
  route: typeof transportRoutes.$inferSelect;
  stops: TStopView[];
  trips: TTripView[];
  fare: TTransportRoute['fare'];
  seats: TTransportRoute['seats'];
};

// The outer route, qualified by hand: drizzle leaves the outer table's columns bare.
const outer = sql.raw('"transport_routes"');

/** The school's current session of the outer route, for its fare and seats. */
const currentSession = sql`(select s.id from academic_sessions s
  where s.school_id = ${outer}."school_id" and s.is_current)`;

const stopsOf = sql<TStopView[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'position', s.position, 'name', s.name)
    order by s.position, s.name)
  from route_stops s where s.route_id = ${outer}."id"), '[]'::json)`;

const tripsOf = sql<TTripView[]>`coalesce((
  select json_agg(json_build_object(
      'id', t.id, 'period', t.period, 'departsAt', t.departs_at, 'vehicleId', v.id,
      'vehiclePlate', v.plate_number, 'vehicleType', v.type, 'vehicleSeats', v.seat_capacity,
      'vehicleServiceStatus', v.service_status)
    order by t.period = 'evening', t.departs_at)
  from route_trips t join vehicles v on v.id = t.vehicle_id
  where t.route_id = ${outer}."id"), '[]'::json)`;

const fareOf = sql<TTransportRoute['fare']>`(
  select json_build_object('feeId', f.fee_id, 'amountKobo', fe.amount)
  from route_fares f join fees fe on fe.id = f.fee_id
  where f.route_id = ${outer}."id" and f.session_id = ${currentSession})`;

const seatsOf = sql<TTransportRoute['seats']>`(
  select json_build_object('capacity', rs.capacity, 'sold', rs.sold)
  from route_seats rs
  where rs.route_id = ${outer}."id" and rs.session_id = ${currentSession})`;

/**
 * Transport routes on the generic CRUD. The item carries its stops in order, its trips with
 * their vehicles, and the current session's fare and seats (null before a fare is set).
 */
export const routeSpec: ResourceSpec<
  RouteRow,
  TTransportRoute,
  TListQuery,
  TCreateTransportRoute,
  TUpdateTransportRoute
> = {
  entity: 'transport_route',
  noun: 'route',
  table: transportRoutes,
  select: (db) =>
    db
      .select({
        route: transportRoutes,
        stops: stopsOf,
        trips: tripsOf,
        fare: fareOf,
        seats: seatsOf,
      })
      .from(transportRoutes)
      .$dynamic(),
  toItem: ({ route, stops, trips, fare, seats }) => ({
    id: route.id,
    status: route.status,
    name: route.name,
    description: route.description,
    stops,
    trips,
    fare,
    seats,
    createdAt: route.createdAt.toISOString(),
    updatedAt: route.updatedAt.toISOString(),
  }),
  search: [transportRoutes.name, transportRoutes.description],
  sortable: { name: transportRoutes.name, createdAt: transportRoutes.createdAt },
  defaultSort: 'name',
  uniques: {
    transport_routes_school_name_key: {
      field: 'name',
      message: 'A route with this name already exists.',
    },
  },
  // Subscriptions first: the reason that matters. Archive a route that has served students.
  dependents: [
    {
      table: transportSubscriptions,
      column: transportSubscriptions.routeId,
      message: 'Students have subscribed to this route.',
    },
    { table: routeFares, column: routeFares.routeId, message: 'This route has a fare.' },
    { table: routeTrips, column: routeTrips.routeId, message: 'This route has trips.' },
    {
      table: routeStops,
      column: routeStops.routeId,
      message: 'This route has stops (remove them under Edit stops).',
    },
  ],
};
