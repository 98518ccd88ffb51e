import type { TRouteOnOffer } from '@campusflow/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { fees } from '@/modules/payments/fees.tables.ts';
import { routeFares, routeSeats, transportRoutes } from '@/modules/transport/transport.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { routeDetails } from './route-details.ts';

/**
 * The routes a student may subscribe to this session: active, with a fare for the session,
 * each with its stops, trips, fare and seats left.
 */
export async function routesOnOffer(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
): Promise<TRouteOnOffer[]> {
  const rows = await db
    .select({
      id: transportRoutes.id,
      name: transportRoutes.name,
      description: transportRoutes.description,
      fareKobo: fees.amount,
      capacity: routeSeats.capacity,
      sold: routeSeats.sold,
    })
    .from(transportRoutes)
    .innerJoin(
      routeFares,
      and(eq(routeFares.routeId, transportRoutes.id), eq(routeFares.sessionId, sessionId)),
    )
    .innerJoin(fees, eq(fees.id, routeFares.feeId))
    .innerJoin(
      routeSeats,
      and(eq(routeSeats.routeId, transportRoutes.id), eq(routeSeats.sessionId, sessionId)),
    )
    .where(and(eq(transportRoutes.schoolId, schoolId), eq(transportRoutes.status, 'active')))
    .orderBy(asc(transportRoutes.name));
  const { stops, trips } = await routeDetails(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ capacity, sold, ...route }) => ({
    ...route,
    stops: stops.get(route.id) ?? [],
    trips: trips.get(route.id) ?? [],
    seatsLeft: Math.max(0, capacity - sold),
  }));
}
