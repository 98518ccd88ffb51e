import type { TTransportSubscriptionState } from '@campusflow/contracts';
import { fees } from '@/modules/payments/fees.tables.ts';
import {
  routeFares,
  routeStops,
  routeTrips,
  transportRoutes,
  transportSubscriptions,
  vehicles,
} from '@/modules/transport/transport.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createUser, uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';

// Transport routes written directly (no API): a vehicle, a route with stops, a trip and the
// session's fare. Small functions, so a test takes only what it needs.

function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

let plates = 0;
/** A plate no other fixture vehicle has: KJA-001AA, KJA-002AA... */
export function uniquePlate(): string {
  plates += 1;
  const letters = String.fromCharCode(65 + Math.floor(Math.random() * 26), 65 + (plates % 26));
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `${['KJA', 'ABJ', 'EPE', 'IKD'][plates % 4]}-${digits}${letters}`;
}

/** A vehicle of the school: a 14-seat active minibus unless told otherwise. */
export async function addVehicle(
  db: Db,
  schoolId: string,
  spec: Partial<typeof vehicles.$inferInsert> = {},
) {
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      schoolId,
      plateNumber: uniquePlate(),
      type: 'minibus',
      make: 'Toyota',
      model: 'Hiace',
      seatCapacity: 14,
      ...spec,
    })
    .returning();
  return one(vehicle);
}

/** A route of the school with these stops in order (three named stops unless told). */
export async function addRoute(
  db: Db,
  schoolId: string,
  spec: { name?: string; stops?: string[] } = {},
) {
  const route = one(
    (
      await db
        .insert(transportRoutes)
        .values({ schoolId, name: spec.name ?? `Route ${uniqueTag()}` })
        .returning()
    )[0],
  );
  const names = spec.stops ?? ['Main gate', 'Ojota', 'Ikeja'];
  const stops = names.length
    ? await db
        .insert(routeStops)
        .values(names.map((name, i) => ({ schoolId, routeId: route.id, position: i + 1, name })))
        .returning()
    : [];
  return { ...route, stops: stops.sort((a, b) => a.position - b.position) };
}

/** A trip of the route on the vehicle (a 06:30 morning run unless told). */
export async function addTrip(
  db: Db,
  spec: {
    schoolId: string;
    routeId: string;
    vehicleId: string;
    period?: 'morning' | 'evening';
    departsAt?: string;
  },
) {
  const [trip] = await db
    .insert(routeTrips)
    .values({ period: 'morning', departsAt: '06:30', ...spec })
    .returning();
  return one(trip);
}

/**
 * The route's fare for the session: a transport fee (N25,000 unless told) and its
 * `route_fares` row, whose trigger opens the route's seats at its current capacity.
 */
export async function addFare(
  db: Db,
  spec: { schoolId: string; sessionId: string; routeId: string; amountKobo?: number },
) {
  const fee = one(
    (
      await db
        .insert(fees)
        .values({
          schoolId: spec.schoolId,
          sessionId: spec.sessionId,
          type: 'transport',
          name: `Transport — ${uniqueTag()}`,
          amount: spec.amountKobo ?? 2_500_000,
        })
        .returning()
    )[0],
  );
  await db.insert(routeFares).values({
    schoolId: spec.schoolId,
    sessionId: spec.sessionId,
    routeId: spec.routeId,
    feeId: fee.id,
  });
  return fee;
}

/**
 * A subscription written directly (no checkout): a new student of the school unless one is
 * given. States `awaiting_payment` and `active` take a seat (the trigger counts it).
 */
export async function addSubscription(
  db: Db,
  spec: {
    schoolId: string;
    sessionId: string;
    routeId: string;
    stopId: string;
    feeId: string;
    state?: TTransportSubscriptionState;
    studentId?: string;
  },
) {
  const studentId =
    spec.studentId ?? (await createUser(db, { schoolId: spec.schoolId, roles: ['student'] })).id;
  const state = spec.state ?? 'active';
  const [row] = await db
    .insert(transportSubscriptions)
    .values({
      schoolId: spec.schoolId,
      sessionId: spec.sessionId,
      routeId: spec.routeId,
      stopId: spec.stopId,
      feeId: spec.feeId,
      studentId,
      state,
      payBy: state === 'awaiting_payment' ? new Date(Date.now() + 72 * 3_600_000) : null,
      paidAt: state === 'active' ? new Date() : null,
    })
    .returning();
  return one(row);
}

/**
 * The payment school of `paymentSchool` (a current session, an enrolled student) with a
 * transport admin, a 14-seat minibus, a route of three stops with a morning trip on it, and
 * the session's fare of N25,000 (its seats: 14, none sold).
 */
export async function transportNetworkSchool(db: Db) {
  const s = await paymentSchool(db);
  const admin = await createUser(db, { schoolId: s.schoolId, roles: ['transportAdmin'] });
  const vehicle = await addVehicle(db, s.schoolId);
  const route = await addRoute(db, s.schoolId);
  const trip = await addTrip(db, {
    schoolId: s.schoolId,
    routeId: route.id,
    vehicleId: vehicle.id,
  });
  const fare = await addFare(db, {
    schoolId: s.schoolId,
    sessionId: s.session.id,
    routeId: route.id,
  });
  const subscribe = (state: TTransportSubscriptionState = 'active', stopId = route.stops[0]?.id) =>
    addSubscription(db, {
      schoolId: s.schoolId,
      sessionId: s.session.id,
      routeId: route.id,
      stopId: stopId ?? '',
      feeId: fare.id,
      state,
    });
  return { ...s, admin, vehicle, route, trip, fare, subscribe };
}
