import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { dayFromToday, transportAdminSchool } from '@/test/transport-admin-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

describe('the transport admin’s overview', () => {
  it('answers each figure from the rows of the school’s current session', async () => {
    const s = await transportAdminSchool(t.app, t.database.db);
    const bus = await s.addVehicle({ seatCapacity: 4, driverName: 'Musa Bello' });
    await s.addVehicle({ serviceStatus: 'active', seatCapacity: 10 });
    await s.addVehicle({ serviceStatus: 'under_repair' });
    await s.addVehicle({ serviceStatus: 'retired' });
    await s.addVehicle({ serviceStatus: 'active', status: 'archived' });

    const ikeja = await s.addRoute('Ikeja loop', ['Allen', 'Opebi']);
    const yaba = await s.addRoute('Yaba line');
    await s.addTrip(ikeja.id, bus.id, 'morning');
    await s.addTrip(ikeja.id, bus.id, 'evening');
    const ikejaFare = await s.addFare(ikeja.id, 2_500_000);
    await s.addFare(yaba.id, 1_500_000);
    const stop = ikeja.stops[0]?.id ?? '';
    for (const state of ['active', 'active', 'awaiting_payment', 'lapsed', 'refund_due'] as const) {
      const student = await s.addStudent();
      await s.subscribe({
        studentId: student.id,
        route: ikeja,
        stopId: stop,
        feeId: ikejaFare.id,
        state,
      });
    }
    await s.addPayment(ikejaFare, 2_500_000);
    await s.addPayment(ikejaFare, 2_500_000, 'paid');
    await s.addPayment(ikejaFare, 1_000_000, 'pending');
    await s.addPayment(ikejaFare, 700_000, 'failed');
    await s.addPayment(s.tuition, 5_000_000);

    // Papers: one expired, one in 10 days, a licence in 29 days, one outside the window.
    await s.addDocument(bus.id, { kind: 'insurance', expiresOn: dayFromToday(-3) });
    await s.addDocument(bus.id, { kind: 'roadworthiness', expiresOn: dayFromToday(10) });
    await s.addDocument(bus.id, { kind: 'other', expiresOn: dayFromToday(31) });
    const licensed = await s.addVehicle({
      driverName: 'Ada Obi',
      driverLicenceExpiresOn: dayFromToday(29),
    });
    const archived = await s.addVehicle({
      status: 'archived',
      driverLicenceExpiresOn: dayFromToday(1),
    });
    await s.addDocument(archived.id, { expiresOn: dayFromToday(2) });

    const r = await s.asAdmin('/api/v1/transport/overview');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.session).toEqual({ id: s.session.id, name: s.session.name });
    expect(body.vehicles).toEqual({ active: 3, underRepair: 1, retired: 1 });
    expect(body.routes).toEqual([
      {
        routeId: ikeja.id,
        name: 'Ikeja loop',
        capacity: 4,
        sold: 3,
        active: 2,
        awaitingPayment: 1,
      },
      { routeId: yaba.id, name: 'Yaba line', capacity: 0, sold: 0, active: 0, awaitingPayment: 0 },
    ]);
    expect(body.expiring).toEqual([
      {
        kind: 'insurance',
        vehicleId: bus.id,
        plateNumber: bus.plateNumber,
        driverName: 'Musa Bello',
        expiresOn: dayFromToday(-3),
        daysLeft: -3,
        expired: true,
      },
      expect.objectContaining({ kind: 'roadworthiness', daysLeft: 10, expired: false }),
      {
        kind: 'driver_licence',
        vehicleId: licensed.id,
        plateNumber: licensed.plateNumber,
        driverName: 'Ada Obi',
        expiresOn: dayFromToday(29),
        daysLeft: 29,
        expired: false,
      },
    ]);
    expect(body.revenue).toEqual({ amountKobo: 5_000_000, count: 2 });
    expect(body.refundsDue).toBe(1);
  });

  it('counts no other school’s rows and no other session’s transport fees', async () => {
    const s = await transportAdminSchool(t.app, t.database.db);
    const other = await transportAdminSchool(t.app, t.database.db);
    const bus = await other.addVehicle({ driverLicenceExpiresOn: dayFromToday(1) });
    const route = await other.addRoute('Other route');
    await other.addTrip(route.id, bus.id);
    const fare = await other.addFare(route.id);
    const student = await other.addStudent();
    await other.subscribe({
      studentId: student.id,
      route,
      stopId: route.stops[0]?.id ?? '',
      feeId: fare.id,
      state: 'refund_due',
    });
    await other.addPayment(fare, 2_500_000);
    // A transport fee of the school that is not of its current session.
    const [oldFee] = await t.database.db
      .insert(fees)
      .values({
        schoolId: s.schoolId,
        sessionId: other.session.id,
        type: 'transport',
        name: 'Old transport',
        amount: 900_000,
      })
      .returning();
    if (oldFee) await s.addPayment(oldFee, 900_000);

    const body = (await s.asAdmin('/api/v1/transport/overview')).json();
    expect(body.vehicles).toEqual({ active: 0, underRepair: 0, retired: 0 });
    expect(body.routes).toEqual([]);
    expect(body.expiring).toEqual([]);
    expect(body.revenue).toEqual({ amountKobo: 0, count: 0 });
    expect(body.refundsDue).toBe(0);
  });

  it('asks for a current session first', async () => {
    const s = await transportAdminSchool(t.app, t.database.db);
    await t.database.db
      .update(academicSessions)
      .set({ isCurrent: false })
      .where(eq(academicSessions.id, s.session.id));
    for (const url of ['/api/v1/transport/overview', '/api/v1/transport/manifests']) {
      const r = await s.asAdmin(url);
      expect(r.statusCode, url).toBe(409);
      expect(r.json().code).toBe('transport_no_current_session');
    }
  });

  it('is the transport admin’s only', async () => {
    const s = await transportAdminSchool(t.app, t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '');
    for (const url of ['/api/v1/transport/overview', '/api/v1/transport/manifests']) {
      expect((await asStudent(url)).statusCode, url).toBe(403);
    }
  });
});
