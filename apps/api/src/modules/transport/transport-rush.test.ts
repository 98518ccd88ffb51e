import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyStudents } from '@/test/many-students.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';
import { transportSchool } from '@/test/transport-fixtures.ts';
import { routeSeats, routeTrips, transportSubscriptions, vehicles } from './transport.tables.ts';

// The rush, on PostgreSQL with a pool large enough for requests to really overlap (CI's second
// pass). On PGlite requests take turns and this would prove nothing.
describe.runIf(onPostgres)('transport subscriptions under a rush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 24 });
  });
  afterAll(() => t.close());

  const seatTaking = (routeId: string) =>
    and(
      eq(transportSubscriptions.routeId, routeId),
      inArray(transportSubscriptions.state, ['awaiting_payment', 'active']),
    );

  it('400 students subscribe at once to a route of 60 seats: exactly 60 seats sold, 0 over', async () => {
    const s = await transportSchool(t.database.db, { seats: 60 });
    const students = await manyStudents(t.app, t.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: 400,
    });
    const stopId = s.route.stops[0]?.id ?? '';
    const answers = await Promise.all(
      students.map((student) =>
        student.client({
          method: 'POST',
          url: '/api/v1/transport/mine/subscribe',
          payload: { routeId: s.route.id, stopId },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(60);
    for (const a of answers.filter((r) => r.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().code).toBe('transport_route_full');
    }
    const [taken] = await t.database.db
      .select({ n: count() })
      .from(transportSubscriptions)
      .where(seatTaking(s.route.id));
    expect(taken?.n).toBe(60);
    const [seats] = await t.database.db
      .select()
      .from(routeSeats)
      .where(eq(routeSeats.routeId, s.route.id));
    expect(seats).toMatchObject({ capacity: 60, sold: 60 });
  });

  it('a smaller vehicle swapped onto a trip while students subscribe never leaves more sold than seats', async () => {
    const s = await transportSchool(t.database.db, { seats: 40 });
    const small = (
      await t.database.db
        .insert(vehicles)
        .values({
          schoolId: s.schoolId,
          plateNumber: 'ABJ-101XY',
          type: 'minibus',
          make: 'Toyota',
          model: 'Hiace',
          seatCapacity: 18,
        })
        .returning()
    )[0];
    const students = await manyStudents(t.app, t.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: 200,
    });
    const stopId = s.route.stops[0]?.id ?? '';
    const swap = t.database.db
      .update(routeTrips)
      .set({ vehicleId: small?.id ?? '' })
      .where(and(eq(routeTrips.routeId, s.route.id), eq(routeTrips.period, 'evening')))
      .then(
        () => 'swapped',
        () => 'refused',
      );
    const answers = await Promise.all([
      ...students.map((student) =>
        student.client({
          method: 'POST',
          url: '/api/v1/transport/mine/subscribe',
          payload: { routeId: s.route.id, stopId },
        }),
      ),
    ]);
    const swapped = await swap;
    const [seats] = await t.database.db
      .select()
      .from(routeSeats)
      .where(eq(routeSeats.routeId, s.route.id));
    const [taken] = await t.database.db
      .select({ n: count() })
      .from(transportSubscriptions)
      .where(seatTaking(s.route.id));
    expect(seats?.sold).toBe(taken?.n);
    expect(seats?.sold).toBeLessThanOrEqual(seats?.capacity ?? 0);
    expect(seats?.capacity).toBe(swapped === 'swapped' ? 18 : 40);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(seats?.sold ?? -1);
  });
});
