import type { TTransportStop } from '@campusflow/contracts';
import { asc, inArray } from 'drizzle-orm';
import { routeStops, routeTrips } from '@/modules/transport/transport.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type TripTime = { period: 'morning' | 'evening'; departsAt: string };

/** The stops (in order) and trip times of some routes, two statements for all of them. */
export async function routeDetails(db: DbOrTx, routeIds: readonly string[]) {
  const stops = new Map<string, TTransportStop[]>();
  const trips = new Map<string, TripTime[]>();
  if (routeIds.length === 0) return { stops, trips };
  const [stopRows, tripRows] = await Promise.all([
    db
      .select({
        routeId: routeStops.routeId,
        id: routeStops.id,
        name: routeStops.name,
        position: routeStops.position,
      })
      .from(routeStops)
      .where(inArray(routeStops.routeId, [...routeIds]))
      .orderBy(asc(routeStops.position), asc(routeStops.name)),
    db
      .select({
        routeId: routeTrips.routeId,
        period: routeTrips.period,
        departsAt: routeTrips.departsAt,
      })
      .from(routeTrips)
      .where(inArray(routeTrips.routeId, [...routeIds]))
      .orderBy(asc(routeTrips.departsAt)),
  ]);
  for (const { routeId, ...stop } of stopRows) {
    stops.set(routeId, [...(stops.get(routeId) ?? []), stop]);
  }
  for (const { routeId, ...trip } of tripRows) {
    trips.set(routeId, [...(trips.get(routeId) ?? []), trip]);
  }
  return { stops, trips };
}
