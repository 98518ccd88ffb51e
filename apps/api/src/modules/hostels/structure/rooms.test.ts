import { beforeAll, describe, expect, it } from 'vitest';
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

async function newBlock(name: string) {
  const res = await admin({
    method: 'POST',
    url: `${api}/blocks`,
    payload: { hostelId: s.maleHall.id, name },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function newRoom(blockId: string, number: string, capacity: number) {
  const res = await admin({
    method: 'POST',
    url: `${api}/rooms`,
    payload: { blockId, number, floor: 2, capacity, roomType: 'ensuite' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; hostelId: string };
}

async function labels(roomId: string) {
  const res = await admin(`${api}/beds?roomId=${roomId}`);
  return (res.json().items as { label: string }[]).map((b) => b.label);
}

describe('blocks', () => {
  it('adds, lists by hostel, renames and deletes a block; a name is unique in its hostel', async () => {
    const block = await newBlock('Block Z');
    const twice = await admin({
      method: 'POST',
      url: `${api}/blocks`,
      payload: { hostelId: s.maleHall.id, name: 'block z' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('body.name');
    const list = (await admin(`${api}/blocks?hostelId=${s.maleHall.id}`)).json();
    expect(list.items.map((b: { name: string }) => b.name)).toEqual(['Block A', 'Block Z']);
    expect(list.items[0]).toMatchObject({ roomCount: 2, bedCount: 8 });
    const renamed = await admin({
      method: 'PATCH',
      url: `${api}/blocks/${block.id}`,
      payload: { name: 'Block Y' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Block Y' });
    expect((await admin({ method: 'DELETE', url: `${api}/blocks/${block.id}` })).statusCode).toBe(
      204,
    );
  });

  it('refuses to delete a block with rooms', async () => {
    const res = await admin({ method: 'DELETE', url: `${api}/blocks/${s.maleHall.blockId}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This block has rooms: delete them first.');
  });
});

describe('rooms', () => {
  it('creates a room with its bed spaces labelled A, B, C...', async () => {
    const block = await newBlock('Block R');
    const room = await newRoom(block.id, '201', 3);
    expect(room.hostelId).toBe(s.maleHall.id);
    expect(await labels(room.id)).toEqual(['A', 'B', 'C']);
    const list = (await admin(`${api}/rooms?blockId=${block.id}`)).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        number: '201',
        floor: 2,
        roomType: 'ensuite',
        blockName: 'Block R',
        beds: { total: 3, available: 3, reserved: 0, outOfOrder: 0 },
        held: 0,
        occupied: 0,
      }),
    ]);
    const twice = await admin({
      method: 'POST',
      url: `${api}/rooms`,
      payload: { blockId: block.id, number: '201', floor: 2, capacity: 2, roomType: 'standard' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('body.number');
  });

  it('refuses a capacity outside 1 to 20', async () => {
    const res = await admin({
      method: 'POST',
      url: `${api}/rooms`,
      payload: {
        blockId: s.maleHall.blockId,
        number: '999',
        floor: 1,
        capacity: 21,
        roomType: 'x',
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('adds beds when the capacity rises and removes only free ones when it falls', async () => {
    const block = await newBlock('Block C');
    const room = await newRoom(block.id, '301', 4);
    const beds = (await admin(`${api}/beds?roomId=${room.id}`)).json().items;
    // Students in D (occupied) and C (held): the room keeps both.
    await studentInBed(t.database.db, s, { id: beds[3].id, hostelId: room.hostelId });
    await studentInBed(t.database.db, s, { id: beds[2].id, hostelId: room.hostelId }, 'held');
    const patch = (capacity: number) =>
      admin({ method: 'PATCH', url: `${api}/rooms/${room.id}`, payload: { capacity } });

    const lower = await patch(2);
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toMatchObject({ capacity: 2, held: 1, occupied: 1 });
    expect(await labels(room.id)).toEqual(['C', 'D']);

    const tooLow = await patch(1);
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json()).toMatchObject({ code: 'hostel_beds_in_use' });
    expect(tooLow.json().detail).toContain('cannot have fewer than 2 beds');
    expect(await labels(room.id)).toEqual(['C', 'D']);

    const raise = await patch(5);
    expect(raise.json()).toMatchObject({ capacity: 5, beds: { total: 5 } });
    expect(await labels(room.id)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('refuses to delete a room with a held or occupied bed, or with past residents', async () => {
    const block = await newBlock('Block D');
    const occupied = await newRoom(block.id, '401', 2);
    const past = await newRoom(block.id, '402', 2);
    const free = await newRoom(block.id, '403', 2);
    const bedOf = async (roomId: string) =>
      (await admin(`${api}/beds?roomId=${roomId}`)).json().items[0];
    await studentInBed(t.database.db, s, {
      id: (await bedOf(occupied.id)).id,
      hostelId: s.maleHall.id,
    });
    await studentInBed(
      t.database.db,
      s,
      { id: (await bedOf(past.id)).id, hostelId: s.maleHall.id },
      'vacated',
    );
    const remove = (id: string) => admin({ method: 'DELETE', url: `${api}/rooms/${id}` });
    const refused = await remove(occupied.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('hostel_beds_in_use');
    expect((await remove(past.id)).json().code).toBe('hostel_beds_have_history');
    expect((await remove(free.id)).statusCode).toBe(204);
    expect(await labels(free.id)).toEqual([]);
  });

  it('filters rooms by hostel and searches by number', async () => {
    const res = await admin(`${api}/rooms?hostelId=${s.femaleHall.id}&q=102`);
    expect(res.json().items.map((r: { number: string }) => r.number)).toEqual(['102']);
  });
});
