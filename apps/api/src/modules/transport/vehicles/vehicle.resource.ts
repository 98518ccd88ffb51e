import type {
  TCreateVehicle,
  TUpdateVehicle,
  TVehicle,
  TVehicleQuery,
} from '@campusflow/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { exceedsRouteCapacity } from '@/modules/transport/seat-capacity.ts';
import { routeTrips, vehicleDocuments, vehicles } from '@/modules/transport/transport.tables.ts';
import type { ResourceSpec } from '@/platform/crud/school-resource.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { expiryState, type VehicleDocumentSummary } from './expiry-state.ts';

type VehicleRow = {
  vehicle: typeof vehicles.$inferSelect;
  tripCount: number;
  licenceState: TVehicle['licenceState'];
  documents: VehicleDocumentSummary[];
};

async function tripsOf(tx: DbOrTx, vehicleId: string): Promise<number> {
  return tx.$count(routeTrips, eq(routeTrips.vehicleId, vehicleId));
}

/**
 * A vehicle's new seat count, written ahead of the generic update so the database's refusal
 * (a route would have fewer seats than it has sold: the triggers of migration 0024 and
 * `route_seats_capacity_check`) comes back as the transport error, not a 500.
 */
async function writeSeats(tx: DbOrTx, vehicleId: string, seatCapacity: number) {
  try {
    await tx
      .update(vehicles)
      .set({ seatCapacity })
      .where(and(eq(vehicles.id, vehicleId), ne(vehicles.seatCapacity, seatCapacity)));
  } catch (error) {
    if (exceedsRouteCapacity(error)) throw new AppError('transport_capacity_below_sold');
    throw error;
  }
}

/** The school's vehicles on the generic CRUD, with their documents' state and their trips. */
export const vehicleSpec: ResourceSpec<
  VehicleRow,
  TVehicle,
  TVehicleQuery,
  TCreateVehicle,
  TUpdateVehicle
> = {
  entity: 'vehicle',
  noun: 'vehicle',
  table: vehicles,
  select: (db) =>
    db
      .select({
        vehicle: vehicles,
        tripCount: sql<number>`(select count(*)::int from route_trips t where t.vehicle_id = "vehicles"."id")`,
        licenceState: expiryState(sql`"vehicles"."driver_licence_expires_on"`),
        documents: sql<VehicleDocumentSummary[]>`(
          select coalesce(json_agg(json_build_object(
            'kind', d.kind, 'expiresOn', d.expires_on,
            'state', ${expiryState(sql`d.expires_on`)}) order by d.kind), '[]'::json)
          from vehicle_documents d where d.vehicle_id = "vehicles"."id")`,
      })
      .from(vehicles)
      .$dynamic(),
  toItem: ({ vehicle, tripCount, licenceState, documents }) => ({
    id: vehicle.id,
    status: vehicle.status,
    name: vehicle.plateNumber,
    plateNumber: vehicle.plateNumber,
    type: vehicle.type,
    make: vehicle.make,
    model: vehicle.model,
    seatCapacity: vehicle.seatCapacity,
    serviceStatus: vehicle.serviceStatus,
    driverName: vehicle.driverName,
    driverPhone: vehicle.driverPhone,
    driverLicenceNumber: vehicle.driverLicenceNumber,
    driverLicenceExpiresOn: vehicle.driverLicenceExpiresOn,
    licenceState,
    documents,
    tripCount,
    createdAt: vehicle.createdAt.toISOString(),
    updatedAt: vehicle.updatedAt.toISOString(),
  }),
  search: [vehicles.plateNumber, vehicles.make, vehicles.model, vehicles.driverName],
  sortable: {
    name: vehicles.plateNumber,
    type: vehicles.type,
    make: vehicles.make,
    seats: vehicles.seatCapacity,
    serviceStatus: vehicles.serviceStatus,
    createdAt: vehicles.createdAt,
  },
  defaultSort: 'name',
  filters: (query) => [
    query.serviceStatus ? eq(vehicles.serviceStatus, query.serviceStatus) : undefined,
  ],
  uniques: {
    vehicles_school_plate_key: {
      field: 'plateNumber',
      message: 'A vehicle with this plate number already exists.',
    },
  },
  dependents: [
    {
      table: routeTrips,
      column: routeTrips.vehicleId,
      message: 'This vehicle runs route trips: assign other vehicles to them first.',
    },
    // Its files would outlive it: the admin removes them (and their files) first.
    {
      table: vehicleDocuments,
      column: vehicleDocuments.vehicleId,
      message: 'This vehicle has documents on file: remove them first.',
    },
  ],
  verify: async (tx, _schoolId, values) => {
    if (!('id' in values)) return undefined;
    // A vehicle leaving the road (retired or archived) must not be left running trips.
    const leaving = values.serviceStatus === 'retired' || values.status === 'archived';
    if (leaving && (await tripsOf(tx, values.id)) > 0) {
      throw new AppError('transport_vehicle_on_trips');
    }
    await writeSeats(tx, values.id, values.seatCapacity);
    return undefined;
  },
};
