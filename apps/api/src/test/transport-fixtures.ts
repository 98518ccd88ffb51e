import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import {
  routeFares,
  routeStops,
  routeTrips,
  transportRoutes,
  transportSettings,
  vehicles,
} from '@/modules/transport/transport.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createUser, uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';

function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

/**
 * A school whose current session has a route on offer: three stops, a morning and an evening
 * trip run by a vehicle of `seats` seats (14 unless given), and a fare of N25,000 (the
 * transport fee). Settings are the defaults unless `settings` are given. The payment school's
 * student is enrolled with a matric number; a transport admin signs in by `admin.email`.
 */
export async function transportSchool(
  db: Db,
  options: { seats?: number; settings?: Partial<typeof transportSettings.$inferInsert> } = {},
) {
  const s = await paymentSchool(db);
  const tag = uniqueTag();
  const admin = await createUser(db, { schoolId: s.schoolId, roles: ['transportAdmin'] });
  if (options.settings) {
    await db
      .insert(transportSettings)
      .values({ schoolId: s.schoolId, sessionId: s.session.id, ...options.settings });
  }

  /** A route with stops, a trip each morning and evening on a new vehicle, and a fare. */
  const addRoute = async (spec: { seats?: number; fareKobo?: number; name?: string } = {}) => {
    const vehicle = one(
      (
        await db
          .insert(vehicles)
          .values({
            schoolId: s.schoolId,
            plateNumber: `KJA-${String(Math.floor(Math.random() * 900) + 100)}${tag
              .slice(0, 2)
              .toUpperCase()
              .replace(/[^A-Z]/g, 'X')}`,
            type: 'bus',
            make: 'Toyota',
            model: 'Coaster',
            seatCapacity: spec.seats ?? options.seats ?? 14,
          })
          .returning()
      )[0],
    );
    const route = one(
      (
        await db
          .insert(transportRoutes)
          .values({ schoolId: s.schoolId, name: spec.name ?? `Route ${uniqueTag()}` })
          .returning()
      )[0],
    );
    const stops = await db
      .insert(routeStops)
      .values(
        ['Main gate', 'Market square', 'Town hall'].map((name, position) => ({
          schoolId: s.schoolId,
          routeId: route.id,
          position,
          name,
        })),
      )
      .returning();
    await db.insert(routeTrips).values([
      {
        schoolId: s.schoolId,
        routeId: route.id,
        period: 'morning',
        departsAt: '06:30',
        vehicleId: vehicle.id,
      },
      {
        schoolId: s.schoolId,
        routeId: route.id,
        period: 'evening',
        departsAt: '16:30',
        vehicleId: vehicle.id,
      },
    ]);
    const fee = one(
      (
        await db
          .insert(fees)
          .values({
            schoolId: s.schoolId,
            sessionId: s.session.id,
            type: 'transport',
            name: `Transport — ${route.name}`,
            amount: spec.fareKobo ?? 2_500_000,
          })
          .returning()
      )[0],
    );
    await db
      .insert(routeFares)
      .values({ schoolId: s.schoolId, routeId: route.id, sessionId: s.session.id, feeId: fee.id });
    return { ...route, vehicle, stops, fee };
  };

  /** Another enrolled student of the programme with a matric number. */
  const addStudent = async () => {
    const student = await createUser(db, {
      schoolId: s.schoolId,
      roles: ['student'],
      userOrgId: `MAT/${uniqueTag()}`,
      phone: '08031234567',
    });
    await db.insert(enrollments).values({
      schoolId: s.schoolId,
      studentId: student.id,
      programmeId: s.programme.id,
      entryYear: 2026,
      currentLevel: 200,
    });
    return student;
  };

  const route = await addRoute();
  return { ...s, admin, route, addRoute, addStudent };
}
