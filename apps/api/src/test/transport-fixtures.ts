import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { transportSettings } from '@/modules/transport/transport.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createUser, uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';
import {
  addFare,
  addRoute as addNetworkRoute,
  addTrip,
  addVehicle,
} from './transport-network-fixtures.ts';

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
  const admin = await createUser(db, { schoolId: s.schoolId, roles: ['transportAdmin'] });
  if (options.settings) {
    await db
      .insert(transportSettings)
      .values({ schoolId: s.schoolId, sessionId: s.session.id, ...options.settings });
  }

  /** A route with stops, a trip each morning and evening on a new vehicle, and a fare. */
  const addRoute = async (spec: { seats?: number; fareKobo?: number; name?: string } = {}) => {
    const vehicle = await addVehicle(db, s.schoolId, {
      seatCapacity: spec.seats ?? options.seats ?? 14,
    });
    const route = await addNetworkRoute(db, s.schoolId, {
      ...(spec.name ? { name: spec.name } : {}),
      stops: ['Main gate', 'Market square', 'Town hall'],
    });
    const trip = { schoolId: s.schoolId, routeId: route.id, vehicleId: vehicle.id };
    await addTrip(db, trip);
    await addTrip(db, { ...trip, period: 'evening', departsAt: '16:30' });
    const fee = await addFare(db, {
      schoolId: s.schoolId,
      sessionId: s.session.id,
      routeId: route.id,
      amountKobo: spec.fareKobo ?? 2_500_000,
    });
    return { ...route, vehicle, fee };
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
