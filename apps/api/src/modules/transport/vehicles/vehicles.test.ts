import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeSeats, routeTrips } from '@/modules/transport/transport.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { uniquePlate } from '@/test/transport-network-fixtures.ts';
import { insertVehicle, transportSchool } from '@/test/transport-vehicle-fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const url = '/api/v1/transport/vehicles';
let s: Awaited<ReturnType<typeof transportSchool>>;
let admin: Client;

const bus = (plateNumber: string, more: Record<string, unknown> = {}) => ({
  plateNumber,
  type: 'bus',
  make: 'Toyota',
  model: 'Coaster',
  seatCapacity: 30,
  ...more,
});

beforeAll(async () => {
  s = await transportSchool(t.database.db);
  admin = (await t.person(s.schoolId, 'transportAdmin')).client;
});

/** YYYY-MM-DD `days` from today (UTC, as the database's current_date in tests). */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('vehicles', () => {
  it('creates a vehicle with its driver, plate stored normalised, audited', async () => {
    const plate = uniquePlate();
    const typed = `${plate.slice(0, 3).toLowerCase()} ${plate.slice(4, 7)} ${plate.slice(7).toLowerCase()}`;
    const res = await admin({
      method: 'POST',
      url,
      payload: bus(typed, {
        driverName: 'Musa Bello',
        driverPhone: '+234 803 123 4567',
        driverLicenceNumber: 'LAG-12345',
        driverLicenceExpiresOn: dayFromNow(10),
      }),
    });
    expect(res.statusCode).toBe(201);
    const vehicle = res.json();
    expect(vehicle).toMatchObject({
      plateNumber: plate,
      name: plate,
      serviceStatus: 'active',
      driverPhone: '08031234567',
      licenceState: 'expiring',
      documents: [],
      tripCount: 0,
    });
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, vehicle.id));
    expect(audits.map((a) => a.action)).toEqual(['vehicle.create']);
  });

  it('refuses a plate that is not a Nigerian plate, with the field message', async () => {
    const res = await admin({ method: 'POST', url, payload: bus('AB 12345') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'body.plateNumber',
      message:
        'Enter a Nigerian plate number: three letters, three digits and two letters, e.g. KJA-123AB.',
    });
  });

  it('refuses seats outside 1 to 120 and a phone that is not Nigerian', async () => {
    const res = await admin({
      method: 'POST',
      url,
      payload: bus(uniquePlate(), { seatCapacity: 121, driverPhone: '12345' }),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.seatCapacity', 'body.driverPhone']));
  });

  it('keeps a plate unique in the school however it is spelt', async () => {
    const plate = uniquePlate();
    expect((await admin({ method: 'POST', url, payload: bus(plate) })).statusCode).toBe(201);
    const spelt = `${plate.slice(0, 3).toLowerCase()} ${plate.slice(4, 7)} ${plate.slice(7).toLowerCase()}`;
    const again = await admin({ method: 'POST', url, payload: bus(spelt) });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { field: 'body.plateNumber', message: 'A vehicle with this plate number already exists.' },
    ]);
    // Another school may have the same plate.
    const other = await transportSchool(t.database.db);
    const otherAdmin = (await t.person(other.schoolId, 'transportAdmin')).client;
    expect((await otherAdmin({ method: 'POST', url, payload: bus(plate) })).statusCode).toBe(201);
  });

  it('lists with search by plate, make and driver, a service status filter and sort', async () => {
    const make = `Mercedes${Date.now()}`;
    const a = await admin({
      method: 'POST',
      url,
      payload: bus(uniquePlate(), { make, seatCapacity: 14, driverName: 'Ngozi Eze' }),
    });
    const b = await admin({
      method: 'POST',
      url,
      payload: bus(uniquePlate(), { make, seatCapacity: 50, serviceStatus: 'under_repair' }),
    });
    const found = await admin(`${url}?q=${make}&sort=-seats`);
    expect(found.json().items.map((v: { id: string }) => v.id)).toEqual([b.json().id, a.json().id]);
    const repairing = await admin(`${url}?q=${make}&serviceStatus=under_repair`);
    expect(repairing.json().items.map((v: { id: string }) => v.id)).toEqual([b.json().id]);
    const byDriver = await admin(`${url}?q=ngozi`);
    expect(byDriver.json().items.map((v: { id: string }) => v.id)).toContain(a.json().id);
    const byPlate = await admin(`${url}?q=${a.json().plateNumber.slice(0, 5).toLowerCase()}`);
    expect(byPlate.json().items.map((v: { id: string }) => v.id)).toContain(a.json().id);
  });

  it('answers 404 for another school’s vehicle on get, update, delete and documents', async () => {
    const other = await transportSchool(t.database.db);
    const theirs = await insertVehicle(t.database.db, other.schoolId);
    for (const request of [
      { method: 'GET' as const, url: `${url}/${theirs}` },
      { method: 'PATCH' as const, url: `${url}/${theirs}`, payload: { make: 'Hijack' } },
      { method: 'DELETE' as const, url: `${url}/${theirs}` },
      { method: 'GET' as const, url: `${url}/${theirs}/documents` },
      { method: 'DELETE' as const, url: `${url}/${theirs}/documents/insurance` },
    ]) {
      const res = await admin(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
  });

  it('refuses to retire, archive or delete a vehicle that runs trips', async () => {
    const id = await insertVehicle(t.database.db, s.schoolId);
    await s.onRoute(id, 0);
    const item = await admin(`${url}/${id}`);
    expect(item.json().tripCount).toBe(1);
    for (const payload of [{ serviceStatus: 'retired' }, { status: 'archived' }]) {
      const res = await admin({ method: 'PATCH', url: `${url}/${id}`, payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('transport_vehicle_on_trips');
    }
    const removed = await admin({ method: 'DELETE', url: `${url}/${id}` });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: 'in_use' });
    expect(removed.json().detail).toContain('This vehicle runs route trips');
    // Off its trips, it may retire.
    await t.database.db.delete(routeTrips).where(eq(routeTrips.vehicleId, id));
    const retired = await admin({
      method: 'PATCH',
      url: `${url}/${id}`,
      payload: { serviceStatus: 'retired' },
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().serviceStatus).toBe('retired');
  });

  it('refuses seats below what a route on its trips has sold, and allows down to it', async () => {
    const id = await insertVehicle(t.database.db, s.schoolId, 30);
    const { routeId } = await s.onRoute(id, 3);
    const below = await admin({
      method: 'PATCH',
      url: `${url}/${id}`,
      payload: { seatCapacity: 2 },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('transport_capacity_below_sold');
    expect((await admin(`${url}/${id}`)).json().seatCapacity).toBe(30);

    const down = await admin({
      method: 'PATCH',
      url: `${url}/${id}`,
      payload: { seatCapacity: 3 },
    });
    expect(down.statusCode).toBe(200);
    const [seats] = await t.database.db
      .select()
      .from(routeSeats)
      .where(eq(routeSeats.routeId, routeId));
    expect(seats).toMatchObject({ capacity: 3, sold: 3 });
  });

  it('deletes a vehicle nothing refers to', async () => {
    const id = await insertVehicle(t.database.db, s.schoolId);
    expect((await admin({ method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(204);
    expect((await admin(`${url}/${id}`)).statusCode).toBe(404);
  });
});
