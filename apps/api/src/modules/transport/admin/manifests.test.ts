import { describe, expect, it } from 'vitest';
import { xlsxRows } from '@/test/export-files.ts';
import { pdfText } from '@/test/pdf-text.ts';
import { transportAdminSchool } from '@/test/transport-admin-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

/** A route with two stops (out of name order), a morning and an evening trip and five subscriptions. */
async function manifestSchool() {
  const s = await transportAdminSchool(t.app, t.database.db);
  const bus = await s.addVehicle({ seatCapacity: 12, driverName: 'Musa Bello' });
  const route = await s.addRoute('Ikeja loop', ['Zebra junction', 'Allen roundabout']);
  const [zebra, allen] = route.stops;
  const morning = await s.addTrip(route.id, bus.id, 'morning', '06:30');
  const evening = await s.addTrip(route.id, bus.id, 'evening', '16:45');
  const fare = await s.addFare(route.id);
  const rider = async (
    name: string,
    stopId: string,
    state: 'active' | 'awaiting_payment' | 'lapsed' | 'refund_due' | 'cancelled',
  ) => {
    const student = await s.addStudent(name);
    await s.subscribe({ studentId: student.id, route, stopId, feeId: fare.id, state });
    return student;
  };
  const chidi = await rider('Chidi Okafor', zebra?.id ?? '', 'active');
  const bola = await rider('Bola Ade', allen?.id ?? '', 'awaiting_payment');
  const amaka = await rider('Amaka Eze', allen?.id ?? '', 'active');
  await rider('Lapsed Student', allen?.id ?? '', 'lapsed');
  await rider('Refund Student', zebra?.id ?? '', 'refund_due');
  return { ...s, bus, route, morning, evening, chidi, bola, amaka };
}

describe('trip manifests', () => {
  it('lists the school’s trips with their vehicle and riders', async () => {
    const s = await manifestSchool();
    const r = await s.asAdmin('/api/v1/transport/manifests');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.total).toBe(2);
    expect(body.session.id).toBe(s.session.id);
    expect(body.items).toEqual([
      {
        id: s.morning.id,
        routeId: s.route.id,
        route: 'Ikeja loop',
        period: 'morning',
        departsAt: '06:30',
        vehicleId: s.bus.id,
        plateNumber: s.bus.plateNumber,
        driverName: 'Musa Bello',
        seats: 12,
        riders: 3,
      },
      expect.objectContaining({
        id: s.evening.id,
        period: 'evening',
        departsAt: '16:45',
        riders: 3,
      }),
    ]);
  });

  it('gives a trip’s paid and awaiting riders by stop position, then name', async () => {
    const s = await manifestSchool();
    const r = await s.asAdmin(`/api/v1/transport/manifests/${s.morning.id}`);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.trip.id).toBe(s.morning.id);
    expect(
      body.riders.map((x: { name: string; stop: string; state: string }) => [
        x.stop,
        x.name,
        x.state,
      ]),
    ).toEqual([
      ['Zebra junction', 'Chidi Okafor', 'active'],
      ['Allen roundabout', 'Amaka Eze', 'active'],
      ['Allen roundabout', 'Bola Ade', 'awaiting_payment'],
    ]);
    expect(body.riders[0]).toMatchObject({
      studentId: s.chidi.id,
      matricNumber: s.chidi.userOrgId,
      phone: s.chidi.phone,
      stopPosition: 1,
    });
  });

  it('writes the manifest as CSV and as a PDF grouped by stop', async () => {
    const s = await manifestSchool();
    const csv = await s.asAdmin(`/api/v1/transport/manifests/${s.morning.id}.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('manifest-Ikeja-loop-0630-');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Stop,Stop position,Name,Matric number,Phone,State');
    expect(lines.slice(1)).toEqual([
      `Zebra junction,1,Chidi Okafor,${s.chidi.userOrgId},${s.chidi.phone},Paid`,
      `Allen roundabout,2,Amaka Eze,${s.amaka.userOrgId},${s.amaka.phone},Paid`,
      `Allen roundabout,2,Bola Ade,${s.bola.userOrgId},${s.bola.phone},Awaiting payment`,
    ]);
    // The same rows in XLSX, the stop position a number.
    const xlsx = await s.asAdmin(`/api/v1/transport/manifests/${s.morning.id}.xlsx`);
    const sheet = await xlsxRows(xlsx);
    expect(sheet[1]?.[1]).toBe(1);
    expect(sheet.map((row) => row.map((c) => (c === null ? '' : String(c)).trim()))).toEqual(
      lines.map((line) => line.split(',')),
    );
    const { client } = await t.person(s.schoolId, 'student');
    expect((await client(`/api/v1/transport/manifests/${s.morning.id}.xlsx`)).statusCode).toBe(403);

    const pdf = await s.asAdmin(`/api/v1/transport/manifests/${s.evening.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Trip manifest');
    expect(text).toContain('Evening, departs 16:45');
    expect(text).toContain(s.bus.plateNumber);
    expect(text).toContain('Driver’s signature');
    const zebra = text.indexOf('Zebra junction');
    const allen = text.indexOf('Allen roundabout');
    expect(zebra).toBeGreaterThan(-1);
    expect(allen).toBeGreaterThan(zebra);
    expect(text.indexOf('Chidi Okafor')).toBeGreaterThan(zebra);
    expect(text.indexOf('Chidi Okafor')).toBeLessThan(allen);
    expect(text.indexOf('Bola Ade')).toBeGreaterThan(allen);
    expect(text).toContain('Awaiting payment');
    expect(text).not.toContain('Lapsed Student');
    expect(text).not.toContain('Refund Student');
  });

  it('answers 404 for another school’s trip and lists none of it', async () => {
    const s = await manifestSchool();
    const other = await transportAdminSchool(t.app, t.database.db);
    for (const suffix of ['', '.csv', '.pdf']) {
      const r = await other.asAdmin(`/api/v1/transport/manifests/${s.morning.id}${suffix}`);
      expect(r.statusCode, suffix).toBe(404);
      expect(r.json().code).toBe('transport_trip_not_found');
    }
    expect((await other.asAdmin('/api/v1/transport/manifests')).json().items).toEqual([]);
  });
});
