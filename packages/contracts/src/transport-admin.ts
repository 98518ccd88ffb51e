import * as z from 'zod/mini';
import { pageOf, ZPageQuery } from './pagination.ts';
import { type TTripPeriod, ZTripPeriod, ZVehicleDocumentKind } from './transport.ts';

// The transport admin's home (issue 17): the figures at a glance and the trips' manifests.

/** What is expiring: a vehicle document of its kind, or the driver's licence. */
export const ZTransportOverviewExpiryKind = z.union([
  ZVehicleDocumentKind,
  z.literal('driver_licence'),
]);
export type TTransportOverviewExpiryKind = z.infer<typeof ZTransportOverviewExpiryKind>;

export const transportOverviewExpiryKindLabels: Record<TTransportOverviewExpiryKind, string> = {
  insurance: 'Insurance',
  roadworthiness: 'Roadworthiness',
  other: 'Other document',
  driver_licence: 'Driver licence',
};

/** A document or a driver's licence expired or expiring within TRANSPORT_EXPIRY_WARNING_DAYS. */
export const ZTransportOverviewExpiry = z.object({
  kind: ZTransportOverviewExpiryKind,
  vehicleId: z.uuid(),
  plateNumber: z.string(),
  driverName: z.nullable(z.string()),
  /** YYYY-MM-DD. */
  expiresOn: z.string(),
  /** Days from today (Lagos) to the expiry; negative once expired. */
  daysLeft: z.int(),
  expired: z.boolean(),
});
export type TTransportOverviewExpiry = z.infer<typeof ZTransportOverviewExpiry>;

/** A route's seats this session: `sold` = `active` (paid) + `awaitingPayment`. */
export const ZTransportOverviewRouteSeats = z.object({
  routeId: z.uuid(),
  name: z.string(),
  capacity: z.int(),
  sold: z.int(),
  active: z.int(),
  awaitingPayment: z.int(),
});
export type TTransportOverviewRouteSeats = z.infer<typeof ZTransportOverviewRouteSeats>;

export const ZTransportOverview = z.object({
  session: z.object({ id: z.uuid(), name: z.string() }),
  /** The fleet by service status (archived vehicles left out). */
  vehicles: z.object({
    active: z.int(),
    underRepair: z.int(),
    retired: z.int(),
  }),
  routes: z.array(ZTransportOverviewRouteSeats),
  /** Soonest first. */
  expiring: z.array(ZTransportOverviewExpiry),
  /** Confirmed payments of the session's transport fees: their sum in kobo and their count. */
  revenue: z.object({ amountKobo: z.int(), count: z.int() }),
  /** Subscriptions paid after their seat lapsed, which the accounts office must refund. */
  refundsDue: z.int(),
});
export type TTransportOverview = z.infer<typeof ZTransportOverview>;

export const manifestTripPeriodLabels: Record<TTripPeriod, string> = {
  morning: 'Morning',
  evening: 'Evening',
};

/** A trip of the current session, as the manifests list shows it. */
export const ZManifestTrip = z.object({
  id: z.uuid(),
  routeId: z.uuid(),
  route: z.string(),
  period: ZTripPeriod,
  /** "HH:MM". */
  departsAt: z.string(),
  vehicleId: z.uuid(),
  plateNumber: z.string(),
  driverName: z.nullable(z.string()),
  /** The vehicle's seats. */
  seats: z.int(),
  /** Seat-taking subscriptions of the route this session (paid and awaiting payment). */
  riders: z.int(),
});
export type TManifestTrip = z.infer<typeof ZManifestTrip>;

export const ZManifestTripsQuery = ZPageQuery;
export type TManifestTripsQuery = z.infer<typeof ZManifestTripsQuery>;

export const ZManifestTripList = z.extend(pageOf(ZManifestTrip), {
  session: z.object({ id: z.uuid(), name: z.string() }),
});
export type TManifestTripList = z.infer<typeof ZManifestTripList>;

export const ZManifestTripParams = z.object({ tripId: z.uuid() });

/** A student on the trip: subscribed to its route this session, paid or awaiting payment. */
export const ZManifestRider = z.object({
  subscriptionId: z.uuid(),
  studentId: z.uuid(),
  name: z.string(),
  matricNumber: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  stopId: z.uuid(),
  stop: z.string(),
  stopPosition: z.int(),
  state: z.enum(['active', 'awaiting_payment']),
});
export type TManifestRider = z.infer<typeof ZManifestRider>;

/** A trip and its riders, by stop position, stop name, then name. */
export const ZManifest = z.object({
  session: z.object({ id: z.uuid(), name: z.string() }),
  trip: ZManifestTrip,
  riders: z.array(ZManifestRider),
});
export type TManifest = z.infer<typeof ZManifest>;

export const manifestRiderStateLabels: Record<TManifestRider['state'], string> = {
  active: 'Paid',
  awaiting_payment: 'Awaiting payment',
};

/** The riders grouped by stop, in manifest order (the API answers them sorted by stop). */
export function manifestRidersByStop(riders: readonly TManifestRider[]) {
  const groups: { stopId: string; stop: string; riders: TManifestRider[] }[] = [];
  for (const rider of riders) {
    const last = groups.at(-1);
    if (last?.stopId === rider.stopId) last.riders.push(rider);
    else groups.push({ stopId: rider.stopId, stop: rider.stop, riders: [rider] });
  }
  return groups;
}
