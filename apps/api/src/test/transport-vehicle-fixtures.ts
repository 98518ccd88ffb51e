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
import { academicSchool } from './academic-fixtures.ts';
import { uniqueTag } from './fixtures.ts';
import { uniquePlate } from './transport-network-fixtures.ts';

async function idOf(rows: Promise<{ id: string }[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error('fixture insert returned nothing');
  return row.id;
}

/** A vehicle of `schoolId`, written directly. */
export function insertVehicle(db: Db, schoolId: string, seatCapacity = 30) {
  return idOf(
    db
      .insert(vehicles)
      .values({
        schoolId,
        plateNumber: uniquePlate(),
        type: 'bus',
        make: 'Toyota',
        model: 'Coaster',
        seatCapacity,
      })
      .returning(),
  );
}

/**
 * A school with an academic structure and a current session, and `onRoute`: puts a vehicle on
 * a new route's morning trip with a fare for the current session and `sold` students
 * subscribed (each takes a seat).
 */
export async function transportSchool(db: Db) {
  const school = await academicSchool(db);
  const { schoolId } = school;
  const onRoute = async (vehicleId: string, sold: number) => {
    const tag = uniqueTag();
    const routeId = await idOf(
      db
        .insert(transportRoutes)
        .values({ schoolId, name: `Route ${tag}` })
        .returning(),
    );
    const stopId = await idOf(
      db.insert(routeStops).values({ schoolId, routeId, position: 1, name: 'Gate' }).returning(),
    );
    await db.insert(routeTrips).values({
      schoolId,
      routeId,
      period: 'morning',
      departsAt: '06:30',
      vehicleId,
    });
    const feeId = await idOf(
      db
        .insert(fees)
        .values({
          schoolId,
          sessionId: school.sessions.current,
          type: 'transport',
          name: `Transport ${tag}`,
          amount: 2_500_000,
        })
        .returning(),
    );
    await db
      .insert(routeFares)
      .values({ schoolId, routeId, sessionId: school.sessions.current, feeId });
    for (let i = 0; i < sold; i++) {
      const student = await school.student('CSC');
      await db.insert(transportSubscriptions).values({
        schoolId,
        sessionId: school.sessions.current,
        studentId: student.id,
        routeId,
        stopId,
        feeId,
        state: 'active',
      });
    }
    return { routeId };
  };
  return { ...school, onRoute };
}
