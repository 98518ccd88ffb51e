import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { hostelSchool } from '@/test/hostel-fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const api = '/api/v1/hostels/structure';
let s: Awaited<ReturnType<typeof hostelSchool>>;
let admin: Client;

beforeAll(async () => {
  s = await hostelSchool(t.database.db, { beds: 4 });
  admin = (await t.person(s.schoolId, 'hostelAdmin')).client;
});

const bulk = (payload: Record<string, unknown>) =>
  admin({
    method: 'POST',
    url: `${api}/bulk-rooms`,
    payload: {
      hostelId: s.femaleHall.id,
      block: 'Block B',
      floor: 1,
      fromNumber: 101,
      toNumber: 140,
      capacity: 4,
      roomType: 'standard',
      ...payload,
    },
  });

describe('rooms in bulk', () => {
  it('creates the block, 40 rooms and 160 bed spaces, audited once', async () => {
    const res = await bulk({});
    expect(res.statusCode).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({ blockCreated: true, rooms: 40, beds: 160 });
    const rooms = (await admin(`${api}/rooms?blockId=${result.blockId}&limit=100`)).json();
    expect(rooms.total).toBe(40);
    expect(rooms.items[0]).toMatchObject({ number: '101', capacity: 4, beds: { total: 4 } });
    expect(rooms.items.at(-1)).toMatchObject({ number: '140' });
    const beds = (await admin(`${api}/beds?blockId=${result.blockId}&limit=5`)).json();
    expect(beds.total).toBe(160);
    expect(beds.items.map((b: { label: string }) => b.label)).toEqual(['A', 'B', 'C', 'D', 'A']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, result.blockId), eq(auditLog.action, 'hostel_room.bulk_create')),
      );
    expect(audits).toHaveLength(1);
  });

  it('adds to an existing block (any case) with a prefix', async () => {
    const res = await bulk({
      block: 'block a',
      fromNumber: 1,
      toNumber: 3,
      prefix: 'G',
      capacity: 2,
    });
    expect(res.json()).toMatchObject({ blockCreated: false, rooms: 3, beds: 6 });
    expect(res.json().blockId).toBe(s.femaleHall.blockId);
  });

  it('creates nothing when a number exists, naming the numbers', async () => {
    const res = await bulk({ block: 'Block A', fromNumber: 100, toNumber: 110 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'hostel_room_numbers_taken' });
    expect(res.json().detail).toBe('Room 101 already exists in Block A: choose other numbers.');
    const rooms = (await admin(`${api}/rooms?blockId=${s.femaleHall.blockId}`)).json();
    expect(rooms.total).toBe(4); // 101 and G1..G3
  });

  it('refuses more than 500 rooms, a range backwards, and another school’s hostel', async () => {
    expect((await bulk({ fromNumber: 1, toNumber: 501 })).statusCode).toBe(400);
    expect((await bulk({ fromNumber: 10, toNumber: 9 })).json().errors[0].field).toBe(
      'body.toNumber',
    );
    const other = await hostelSchool(t.database.db, { beds: 4 });
    const res = await bulk({ hostelId: other.femaleHall.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'body.hostelId', message: 'Choose a hostel of your school.' },
    ]);
  });
});
