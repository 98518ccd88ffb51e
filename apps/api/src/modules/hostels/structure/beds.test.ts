import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bedSpaces } from '@/modules/hostels/hostels.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { hostelSchool } from '@/test/hostel-fixtures.ts';
import { studentInBed } from '@/test/hostel-structure-fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const api = '/api/v1/hostels/structure';
let s: Awaited<ReturnType<typeof hostelSchool>>;
let admin: Client;

beforeAll(async () => {
  s = await hostelSchool(t.database.db, { beds: 8 });
  admin = (await t.person(s.schoolId, 'hostelAdmin')).client;
});

const setStatus = (payload: Record<string, unknown>) =>
  admin({ method: 'POST', url: `${api}/bed-status`, payload });

const bed = (i: number) => {
  const found = s.maleHall.beds[i];
  if (!found) throw new Error(`no bed ${i}`);
  return found;
};

async function statuses() {
  const rows = await t.database.db
    .select({ label: bedSpaces.label, status: bedSpaces.status })
    .from(bedSpaces)
    .where(eq(bedSpaces.hostelId, s.maleHall.id))
    .orderBy(bedSpaces.roomId, bedSpaces.label);
  return rows.map((r) => r.status);
}

describe('bed spaces', () => {
  it('lists beds with their room, block, status and whether a student has them', async () => {
    await studentInBed(t.database.db, s, bed(0));
    await studentInBed(t.database.db, s, bed(1), 'held');
    await studentInBed(t.database.db, s, bed(2), 'vacated');
    const res = await admin(`${api}/beds?hostelId=${s.maleHall.id}&limit=4`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(8);
    expect(page.items.map((b: { occupancy: string }) => b.occupancy)).toEqual([
      'occupied',
      'held',
      'free',
      'free',
    ]);
    expect(page.items[0]).toMatchObject({
      label: 'A',
      status: 'available',
      roomNumber: '101',
      blockName: 'Block A',
      hostelName: s.maleHall.name,
      floor: 1,
    });
  });

  it('marks free beds reserved or out of order in one request, audited once', async () => {
    const ids = [bed(3).id, bed(4).id];
    const res = await setStatus({ bedIds: ids, status: 'reserved' });
    expect(res.json()).toEqual({ updated: 2 });
    const filtered = (await admin(`${api}/beds?hostelId=${s.maleHall.id}&status=reserved`)).json();
    expect(filtered.items.map((b: { id: string }) => b.id).sort()).toEqual([...ids].sort());
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bed_space.set_status'))
      .orderBy(auditLog.createdAt);
    expect(audit?.after).toMatchObject({ status: 'reserved', bedIds: ids, updated: 2 });
  });

  it('refuses to close a bed a student holds or occupies, changing nothing', async () => {
    const before = await statuses();
    const res = await setStatus({
      bedIds: [bed(0).id, bed(1).id, bed(5).id],
      status: 'out_of_order',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'hostel_beds_in_use' });
    expect(res.json().detail).toContain('Students hold or occupy 2 of these bed spaces');
    expect(await statuses()).toEqual(before);
    // Making it available is always allowed.
    expect((await setStatus({ bedIds: [bed(0).id], status: 'available' })).statusCode).toBe(200);
  });

  it('sets every bed of some rooms, refusing rooms with a student the same way', async () => {
    const [, secondRoom] = [...new Set(s.maleHall.beds.map((b) => b.roomId))];
    const res = await setStatus({ roomIds: [secondRoom], status: 'out_of_order' });
    expect(res.json()).toEqual({ updated: 4 });
    const firstRoom = bed(0).roomId;
    const refused = await setStatus({ roomIds: [firstRoom], status: 'reserved' });
    expect(refused.statusCode).toBe(409);
  });

  it('answers 404 and changes nothing when one id is another school’s', async () => {
    const other = await hostelSchool(t.database.db, { beds: 4 });
    const before = await statuses();
    const res = await setStatus({
      bedIds: [bed(6).id, other.maleHall.beds[0]?.id],
      status: 'reserved',
    });
    expect(res.statusCode).toBe(404);
    expect(await statuses()).toEqual(before);
    const rooms = await setStatus({
      roomIds: [other.maleHall.beds[0]?.roomId],
      status: 'reserved',
    });
    expect(rooms.statusCode).toBe(404);
  });

  it('needs bed ids or room ids, not both, at most 1000', async () => {
    expect((await setStatus({ status: 'reserved' })).statusCode).toBe(400);
    expect(
      (await setStatus({ bedIds: [bed(0).id], roomIds: [bed(0).roomId], status: 'reserved' }))
        .statusCode,
    ).toBe(400);
    const many = Array.from({ length: 1001 }, () => bed(0).id);
    expect((await setStatus({ bedIds: many, status: 'reserved' })).statusCode).toBe(400);
  });
});
