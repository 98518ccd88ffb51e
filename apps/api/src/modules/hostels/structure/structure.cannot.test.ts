import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bedSpaces, hostelRooms, hostels } from '@/modules/hostels/hostels.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { hostelSchool } from '@/test/hostel-fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

// What must not happen to a school's hostels beyond the permission matrix: its students and
// another school's hostel admin neither see nor change them.

const t = useTestApp();
const api = '/api/v1/hostels/structure';
let a: Awaited<ReturnType<typeof hostelSchool>>;
let student: Client;
let otherAdmin: Client;
let roomId: string;

beforeAll(async () => {
  a = await hostelSchool(t.database.db, { beds: 4 });
  const b = await hostelSchool(t.database.db, { beds: 4 });
  student = await clientFor(t.app, a.student.email ?? '');
  otherAdmin = (await t.person(b.schoolId, 'hostelAdmin')).client;
  roomId = a.maleHall.beds[0]?.roomId ?? '';
});

async function unchanged() {
  const db = t.database.db;
  const [hostel] = await db.select().from(hostels).where(eq(hostels.id, a.maleHall.id));
  const rooms = await db.select().from(hostelRooms).where(eq(hostelRooms.hostelId, a.maleHall.id));
  const beds = await db.select().from(bedSpaces).where(eq(bedSpaces.hostelId, a.maleHall.id));
  return { hostel, rooms, beds };
}

const attempts = (hostelId: string, blockId: string) => [
  { method: 'GET' as const, url: `${api}/hostels/${hostelId}` },
  { method: 'PATCH' as const, url: `${api}/hostels/${hostelId}`, payload: { name: 'Taken Hall' } },
  { method: 'DELETE' as const, url: `${api}/hostels/${hostelId}` },
  { method: 'PATCH' as const, url: `${api}/blocks/${blockId}`, payload: { name: 'Block Q' } },
  { method: 'DELETE' as const, url: `${api}/blocks/${blockId}` },
  { method: 'PATCH' as const, url: `${api}/rooms/${roomId}`, payload: { capacity: 1 } },
  { method: 'DELETE' as const, url: `${api}/rooms/${roomId}` },
];

describe('a student', () => {
  it('can neither list nor change hostels, rooms or beds', async () => {
    const before = await unchanged();
    for (const path of ['hostels', 'blocks', 'rooms', 'beds']) {
      expect((await student(`${api}/${path}`)).statusCode, path).toBe(403);
    }
    for (const attempt of attempts(a.maleHall.id, a.maleHall.blockId)) {
      expect((await student(attempt)).statusCode, attempt.url).toBe(403);
    }
    const status = await student({
      method: 'POST',
      url: `${api}/bed-status`,
      payload: { roomIds: [roomId], status: 'out_of_order' },
    });
    expect(status.statusCode).toBe(403);
    expect(await unchanged()).toEqual(before);
  });
});

describe('another school’s hostel admin', () => {
  it('sees none of the school’s hostels, rooms or beds', async () => {
    for (const path of ['hostels', 'blocks', 'rooms', 'beds']) {
      const page = (await otherAdmin(`${api}/${path}?limit=100`)).json();
      expect(JSON.stringify(page.items), path).not.toContain(a.maleHall.id);
    }
    const filtered = (await otherAdmin(`${api}/beds?hostelId=${a.maleHall.id}`)).json();
    expect(filtered.total).toBe(0);
  });

  it('gets 404 for each record and changes nothing', async () => {
    const before = await unchanged();
    for (const attempt of attempts(a.maleHall.id, a.maleHall.blockId)) {
      expect((await otherAdmin(attempt)).statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const status = await otherAdmin({
      method: 'POST',
      url: `${api}/bed-status`,
      payload: { bedIds: a.maleHall.beds.map((b) => b.id), status: 'out_of_order' },
    });
    expect(status.statusCode).toBe(404);
    expect(await unchanged()).toEqual(before);
  });

  it('cannot add a block or room to the school’s hostel', async () => {
    const block = await otherAdmin({
      method: 'POST',
      url: `${api}/blocks`,
      payload: { hostelId: a.maleHall.id, name: 'Block X' },
    });
    expect(block.statusCode).toBe(400);
    expect(block.json().errors[0].message).toBe('Choose a hostel of your school.');
    const room = await otherAdmin({
      method: 'POST',
      url: `${api}/rooms`,
      payload: { blockId: a.maleHall.blockId, number: '999', floor: 1, capacity: 2, roomType: 'x' },
    });
    expect(room.json().errors[0].message).toBe('Choose a block of your school.');
    const bulk = await otherAdmin({
      method: 'POST',
      url: `${api}/bulk-rooms`,
      payload: {
        hostelId: a.maleHall.id,
        block: 'Block A',
        floor: 1,
        fromNumber: 500,
        toNumber: 501,
        capacity: 2,
        roomType: 'x',
      },
    });
    expect(bulk.statusCode).toBe(400);
    expect(await unchanged()).toMatchObject({ rooms: expect.any(Array) });
  });
});
