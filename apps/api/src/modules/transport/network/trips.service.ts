import type {
  TTransportRoute,
  TTripInput,
  TTripVehicleOption,
  TUpdateTrip,
} from '@campusflow/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { exceedsRouteCapacity } from '@/modules/transport/seat-capacity.ts';
import { routeTrips, vehicles } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { getResource } from '@/platform/crud/school-resource.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { type DbOrTx, inTransaction, type Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { lockRoute } from './network-scope.ts';
import { routeSpec } from './route.resource.ts';

const uniques = {
  route_trips_route_time_key: {
    field: 'departsAt',
    message: 'This route already has a trip at this time.',
  },
};

/** The vehicles a trip may take: the school's, on the road or under repair, not archived. */
export async function vehicleOptions(db: DbOrTx, actor: Actor): Promise<TTripVehicleOption[]> {
  return db
    .select({
      id: vehicles.id,
      plateNumber: vehicles.plateNumber,
      type: vehicles.type,
      seatCapacity: vehicles.seatCapacity,
      serviceStatus: vehicles.serviceStatus,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.schoolId, requireSchool(actor)),
        eq(vehicles.status, 'active'),
        inArray(vehicles.serviceStatus, ['active', 'under_repair']),
      ),
    )
    .orderBy(asc(vehicles.plateNumber));
}

/** The school's vehicle for a trip: another school's is not found, a retired one refused. */
async function tripVehicle(tx: Tx, schoolId: string, vehicleId: string) {
  const [vehicle] = await tx
    .select({ status: vehicles.status, serviceStatus: vehicles.serviceStatus })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.schoolId, schoolId)));
  if (!vehicle) throw new AppError('transport_trip_vehicle_not_found');
  if (vehicle.serviceStatus === 'retired' || vehicle.status !== 'active') {
    throw new AppError('transport_vehicle_retired');
  }
}

/** The school's trip, its route locked (a trip's change moves the route's capacity). */
async function lockTrip(tx: Tx, schoolId: string, tripId: string) {
  const [trip] = await tx
    .select()
    .from(routeTrips)
    .where(and(eq(routeTrips.id, tripId), eq(routeTrips.schoolId, schoolId)));
  if (!trip) throw new AppError('transport_trip_not_found');
  await lockRoute(tx, schoolId, trip.routeId);
  return trip;
}

/**
 * Runs a write of trips whose triggers recompute the route's seats: a route left with fewer
 * seats than it has sold (a smaller vehicle, its last trip gone) is refused by the database.
 */
async function capacityChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (exceedsRouteCapacity(error)) throw new AppError('transport_capacity_below_sold');
    rethrowUniqueViolation(error, uniques);
  }
}

const tripRecord = (t: typeof routeTrips.$inferSelect) => ({
  routeId: t.routeId,
  period: t.period,
  departsAt: t.departsAt,
  vehicleId: t.vehicleId,
});

export async function addTrip(
  ctx: ServiceContext,
  actor: Actor,
  routeId: string,
  input: TTripInput,
  audit: AuditContext,
): Promise<TTransportRoute> {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    await lockRoute(tx, schoolId, routeId);
    await tripVehicle(tx, schoolId, input.vehicleId);
    const [trip] = await capacityChecked(() =>
      tx
        .insert(routeTrips)
        .values({ schoolId, routeId, ...input })
        .returning(),
    );
    if (!trip) throw new Error('insert returned nothing');
    await recordAudit(tx, audit, {
      action: 'transport_trip.create',
      entityType: 'transport_trip',
      entityId: trip.id,
      after: tripRecord(trip),
    });
  });
  return getResource(ctx, routeSpec, actor, routeId);
}

export async function updateTrip(
  ctx: ServiceContext,
  actor: Actor,
  tripId: string,
  input: TUpdateTrip,
  audit: AuditContext,
): Promise<TTransportRoute> {
  const schoolId = requireSchool(actor);
  const routeId = await inTransaction(ctx.db, async (tx) => {
    const before = await lockTrip(tx, schoolId, tripId);
    if (input.vehicleId && input.vehicleId !== before.vehicleId) {
      await tripVehicle(tx, schoolId, input.vehicleId);
    }
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, v]) => v !== undefined),
    ) as TUpdateTrip;
    const [after] = await capacityChecked(() =>
      tx
        .update(routeTrips)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(routeTrips.id, tripId))
        .returning(),
    );
    if (!after) throw new AppError('transport_trip_not_found');
    await recordAudit(tx, audit, {
      action: 'transport_trip.update',
      entityType: 'transport_trip',
      entityId: tripId,
      before: tripRecord(before),
      after: tripRecord(after),
    });
    return before.routeId;
  });
  return getResource(ctx, routeSpec, actor, routeId);
}

export async function deleteTrip(
  ctx: ServiceContext,
  actor: Actor,
  tripId: string,
  audit: AuditContext,
): Promise<void> {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const before = await lockTrip(tx, schoolId, tripId);
    await capacityChecked(() => tx.delete(routeTrips).where(eq(routeTrips.id, tripId)));
    await recordAudit(tx, audit, {
      action: 'transport_trip.delete',
      entityType: 'transport_trip',
      entityId: tripId,
      before: tripRecord(before),
    });
  });
}
