import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fees } from '@/modules/payments/fees.tables.ts';
import { routeSeats, routeStops, transportSettings } from '@/modules/transport/transport.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { addRoute, addVehicle, transportNetworkSchool } from '@/test/transport-network-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

async function setup() {
  const s = await transportNetworkSchool(t.database.db);
  const asAdmin = await clientFor(t.app, s.admin.email ?? '');
  return { ...s, asAdmin };
}

const seatsOf = async (routeId: string) => {
  const [row] = await t.database.db
    .select()
    .from(routeSeats)
    .where(eq(routeSeats.routeId, routeId));
  return row;
};

describe('routes on the generic CRUD', () => {
  it('creates a route, refuses a second of the same name in any case, and lists it with stops, trips, fare and seats', async () => {
    const s = await setup();
    const created = await s.asAdmin({
      method: 'POST',
      url: '/api/v1/transport/routes',
      payload: { name: 'Lekki loop', description: 'Via the expressway' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Lekki loop',
      stops: [],
      trips: [],
      fare: null,
      seats: null,
    });
    const again = await s.asAdmin({
      method: 'POST',
      url: '/api/v1/transport/routes',
      payload: { name: 'LEKKI LOOP' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('body.name');

    const list = await s.asAdmin('/api/v1/transport/routes');
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((r: { id: string }) => r.id === s.route.id);
    expect(item.stops.map((x: { name: string }) => x.name)).toEqual([
      'Main gate',
      'Ojota',
      'Ikeja',
    ]);
    expect(item.trips).toEqual([
      expect.objectContaining({
        period: 'morning',
        departsAt: '06:30',
        vehiclePlate: s.vehicle.plateNumber,
        vehicleSeats: 14,
      }),
    ]);
    expect(item.fare).toEqual({ feeId: s.fare.id, amountKobo: 2_500_000 });
    expect(item.seats).toEqual({ capacity: 14, sold: 0 });
  });

  it('archives a route, and answers 404 for another school’s route', async () => {
    const s = await setup();
    const other = await setup();
    const archived = await s.asAdmin({
      method: 'PATCH',
      url: `/api/v1/transport/routes/${s.route.id}`,
      payload: { status: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().status).toBe('archived');
    expect((await s.asAdmin(`/api/v1/transport/routes/${other.route.id}`)).statusCode).toBe(404);
    const foreign = await s.asAdmin({
      method: 'PATCH',
      url: `/api/v1/transport/routes/${other.route.id}`,
      payload: { name: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('stops', () => {
  const put = (s: Awaited<ReturnType<typeof setup>>, routeId: string, stops: unknown[]) =>
    s.asAdmin({
      method: 'PUT',
      url: `/api/v1/transport/routes/${routeId}/stops`,
      payload: { stops },
    });

  it('keeps stops by id, adds new ones, removes the missing and rewrites positions, audited', async () => {
    const s = await setup();
    const [gate, ojota, ikeja] = s.route.stops;
    const r = await put(s, s.route.id, [
      { id: ikeja?.id, name: 'Ikeja' },
      { name: 'Maryland' },
      { id: gate?.id, name: 'Ojota' },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json().stops).toEqual([
      { id: ikeja?.id, position: 1, name: 'Ikeja' },
      { id: expect.any(String), position: 2, name: 'Maryland' },
      { id: gate?.id, position: 3, name: 'Ojota' },
    ]);
    const left = await t.database.db
      .select()
      .from(routeStops)
      .where(eq(routeStops.id, ojota?.id ?? ''));
    expect(left).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, s.route.id), eq(auditLog.action, 'transport_route.stops_saved')),
      );
    expect(audit?.before).toMatchObject({ stops: [{ name: 'Main gate' }, {}, {}] });
  });

  it('refuses two stops of the same name and a stop of another route', async () => {
    const s = await setup();
    const twice = await put(s, s.route.id, [{ name: 'Ojota' }, { name: 'ojota ' }]);
    expect(twice.statusCode).toBe(400);
    const elsewhere = await addRoute(t.database.db, s.schoolId);
    const foreign = await put(s, s.route.id, [{ id: elsewhere.stops[0]?.id, name: 'X' }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('transport_stop_not_found');
  });

  it('refuses to remove a stop a subscriber boards at, and one a past subscription names', async () => {
    const s = await setup();
    const [gate, ojota, ikeja] = s.route.stops;
    await s.subscribe('awaiting_payment', ojota?.id);
    const refused = await put(s, s.route.id, [
      { id: gate?.id, name: 'Main gate' },
      { id: ikeja?.id, name: 'Ikeja' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('transport_stop_in_use');
    await s.subscribe('lapsed', ikeja?.id);
    const past = await put(s, s.route.id, [
      { id: gate?.id, name: 'Main gate' },
      { id: ojota?.id, name: 'Ojota' },
    ]);
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('transport_stop_has_history');
    // Renaming and reordering a stop in use is fine.
    const renamed = await put(s, s.route.id, [
      { id: ojota?.id, name: 'Ojota bus stop' },
      { id: gate?.id, name: 'Main gate' },
      { id: ikeja?.id, name: 'Ikeja' },
    ]);
    expect(renamed.statusCode).toBe(200);
  });

  it('answers 404 for another school’s route', async () => {
    const s = await setup();
    const other = await setup();
    const r = await put(s, other.route.id, [{ name: 'Anywhere' }]);
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('transport_route_not_found');
  });
});

describe('trips', () => {
  it('adds a trip on a larger vehicle, changes it and removes it; seats follow the smallest vehicle', async () => {
    const s = await setup();
    const coaster = await addVehicle(t.database.db, s.schoolId, {
      type: 'coaster',
      seatCapacity: 30,
    });
    const added = await s.asAdmin({
      method: 'POST',
      url: `/api/v1/transport/routes/${s.route.id}/trips`,
      payload: { period: 'evening', departsAt: '16:00', vehicleId: coaster.id },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().trips.map((x: { departsAt: string }) => x.departsAt)).toEqual([
      '06:30',
      '16:00',
    ]);
    expect(added.json().seats).toEqual({ capacity: 14, sold: 0 });
    const changed = await s.asAdmin({
      method: 'PATCH',
      url: `/api/v1/transport/trips/${s.trip.id}`,
      payload: { vehicleId: coaster.id, departsAt: '06:45' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().seats).toEqual({ capacity: 30, sold: 0 });
    const same = await s.asAdmin({
      method: 'PATCH',
      url: `/api/v1/transport/trips/${s.trip.id}`,
      payload: { departsAt: '16:00' },
    });
    expect(same.statusCode).toBe(409);
    const removed = await s.asAdmin({
      method: 'DELETE',
      url: `/api/v1/transport/trips/${s.trip.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await seatsOf(s.route.id))?.capacity).toBe(30);
  });

  it('refuses a retired vehicle, another school’s vehicle, route or trip', async () => {
    const s = await setup();
    const other = await setup();
    const retired = await addVehicle(t.database.db, s.schoolId, { serviceStatus: 'retired' });
    const post = (routeId: string, vehicleId: string) =>
      s.asAdmin({
        method: 'POST',
        url: `/api/v1/transport/routes/${routeId}/trips`,
        payload: { period: 'morning', departsAt: '07:00', vehicleId },
      });
    const r1 = await post(s.route.id, retired.id);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().code).toBe('transport_vehicle_retired');
    const r2 = await post(s.route.id, other.vehicle.id);
    expect(r2.statusCode).toBe(404);
    expect(r2.json().code).toBe('transport_trip_vehicle_not_found');
    const r3 = await post(other.route.id, s.vehicle.id);
    expect(r3.statusCode).toBe(404);
    const r4 = await s.asAdmin({
      method: 'PATCH',
      url: `/api/v1/transport/trips/${other.trip.id}`,
      payload: { departsAt: '07:10' },
    });
    expect(r4.statusCode).toBe(404);
    expect(r4.json().code).toBe('transport_trip_not_found');
    const r5 = await s.asAdmin({
      method: 'DELETE',
      url: `/api/v1/transport/trips/${other.trip.id}`,
    });
    expect(r5.statusCode).toBe(404);
    const r6 = await s.asAdmin({
      method: 'PATCH',
      url: `/api/v1/transport/trips/${s.trip.id}`,
      payload: { vehicleId: retired.id },
    });
    expect(r6.json().code).toBe('transport_vehicle_retired');
  });

  it('refuses a smaller vehicle or the last trip’s removal below the seats sold', async () => {
    const s = await setup();
    const car = await addVehicle(t.database.db, s.schoolId, { type: 'car', seatCapacity: 2 });
    for (let i = 0; i < 3; i++) await s.subscribe('active');
    expect(await seatsOf(s.route.id)).toMatchObject({ capacity: 14, sold: 3 });
    const added = await s.asAdmin({
      method: 'POST',
      url: `/api/v1/transport/routes/${s.route.id}/trips`,
      payload: { period: 'evening', departsAt: '16:00', vehicleId: car.id },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().code).toBe('transport_capacity_below_sold');
    const swapped = await s.asAdmin({
      method: 'PATCH',
      url: `/api/v1/transport/trips/${s.trip.id}`,
      payload: { vehicleId: car.id },
    });
    expect(swapped.json().code).toBe('transport_capacity_below_sold');
    const removed = await s.asAdmin({
      method: 'DELETE',
      url: `/api/v1/transport/trips/${s.trip.id}`,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('transport_capacity_below_sold');
    expect(await seatsOf(s.route.id)).toMatchObject({ capacity: 14, sold: 3 });
  });

  it('offers the school’s active and under-repair vehicles, not retired or another school’s', async () => {
    const s = await setup();
    const other = await setup();
    const repair = await addVehicle(t.database.db, s.schoolId, { serviceStatus: 'under_repair' });
    const retired = await addVehicle(t.database.db, s.schoolId, { serviceStatus: 'retired' });
    const r = await s.asAdmin('/api/v1/transport/vehicle-options');
    expect(r.statusCode).toBe(200);
    const ids = r.json().map((v: { id: string }) => v.id);
    expect(ids).toEqual(expect.arrayContaining([s.vehicle.id, repair.id]));
    expect(ids).not.toContain(retired.id);
    expect(ids).not.toContain(other.vehicle.id);
  });
});

describe('fares', () => {
  it('creates the transport fee and the seats row at the route’s capacity, then changes its amount', async () => {
    const s = await setup();
    const route = await addRoute(t.database.db, s.schoolId, { name: 'Yaba express' });
    const trip = await s.asAdmin({
      method: 'POST',
      url: `/api/v1/transport/routes/${route.id}/trips`,
      payload: { period: 'morning', departsAt: '06:00', vehicleId: s.vehicle.id },
    });
    expect(trip.statusCode).toBe(201);
    expect(trip.json().seats).toBeNull();
    const set = await s.asAdmin({
      method: 'PUT',
      url: `/api/v1/transport/routes/${route.id}/fare`,
      payload: { amountKobo: 3_000_000 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().fare.amountKobo).toBe(3_000_000);
    expect(set.json().seats).toEqual({ capacity: 14, sold: 0 });
    const [fee] = await t.database.db.select().from(fees).where(eq(fees.id, set.json().fare.feeId));
    expect(fee).toMatchObject({
      schoolId: s.schoolId,
      sessionId: s.session.id,
      type: 'transport',
      name: 'Transport — Yaba express',
      amount: 3_000_000,
    });
    const again = await s.asAdmin({
      method: 'PUT',
      url: `/api/v1/transport/routes/${route.id}/fare`,
      payload: { amountKobo: 3_500_000 },
    });
    expect(again.json().fare).toEqual({ feeId: fee?.id, amountKobo: 3_500_000 });
    const transportFees = await t.database.db
      .select()
      .from(fees)
      .where(and(eq(fees.schoolId, s.schoolId), eq(fees.name, 'Transport — Yaba express')));
    expect(transportFees).toHaveLength(1);
  });

  it('refuses a fare below ₦1, another school’s route, and a school without a current session', async () => {
    const s = await setup();
    const other = await setup();
    const put = (routeId: string, amountKobo: number) =>
      s.asAdmin({
        method: 'PUT',
        url: `/api/v1/transport/routes/${routeId}/fare`,
        payload: { amountKobo },
      });
    expect((await put(s.route.id, 0)).statusCode).toBe(400);
    expect((await put(other.route.id, 100_000)).statusCode).toBe(404);
    const school = await t.school();
    const { client } = await t.person(school.id, 'transportAdmin');
    const route = await addRoute(t.database.db, school.id);
    const r = await client({
      method: 'PUT',
      url: `/api/v1/transport/routes/${route.id}/fare`,
      payload: { amountKobo: 100_000 },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('transport_no_current_session');
  });
});

describe('transport settings', () => {
  it('answers the defaults before any are saved, then saves them, audited', async () => {
    const s = await setup();
    const before = await s.asAdmin('/api/v1/transport/settings');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      session: { id: s.session.id },
      saved: false,
      opensAt: null,
      closesAt: null,
      payWithinHours: 72,
      cancelWithinDays: 14,
    });
    const body = {
      opensAt: '2026-09-01T08:00:00.000Z',
      closesAt: '2026-09-30T17:00:00.000Z',
      payWithinHours: 48,
      cancelWithinDays: 7,
    };
    const saved = await s.asAdmin({
      method: 'PUT',
      url: '/api/v1/transport/settings',
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, ...body });
    const [row] = await t.database.db
      .select()
      .from(transportSettings)
      .where(eq(transportSettings.schoolId, s.schoolId));
    expect(row?.payWithinHours).toBe(48);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.action, 'transport.settings_saved')),
      );
    expect(audit?.after).toMatchObject({ payWithinHours: 48 });
  });

  it('refuses a close before the open and hours or days out of range', async () => {
    const s = await setup();
    const put = (overrides: Record<string, unknown>) =>
      s.asAdmin({
        method: 'PUT',
        url: '/api/v1/transport/settings',
        payload: {
          opensAt: null,
          closesAt: null,
          payWithinHours: 72,
          cancelWithinDays: 14,
          ...overrides,
        },
      });
    const order = await put({
      opensAt: '2026-09-02T08:00:00Z',
      closesAt: '2026-09-01T08:00:00Z',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].field).toContain('closesAt');
    expect((await put({ payWithinHours: 0 })).statusCode).toBe(400);
    expect((await put({ payWithinHours: 721 })).statusCode).toBe(400);
    expect((await put({ cancelWithinDays: -1 })).statusCode).toBe(400);
    expect((await put({ cancelWithinDays: 366 })).statusCode).toBe(400);
    expect((await put({ cancelWithinDays: 0, payWithinHours: 720 })).statusCode).toBe(200);
  });
});
