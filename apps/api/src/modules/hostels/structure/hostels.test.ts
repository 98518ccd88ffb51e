import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bedSpaces } from '@/modules/hostels/hostels.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { uniqueTag } from '@/test/fixtures.ts';
import { hostelSchool } from '@/test/hostel-fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const url = '/api/v1/hostels/structure/hostels';
let s: Awaited<ReturnType<typeof hostelSchool>>;
let admin: Client;

beforeAll(async () => {
  s = await hostelSchool(t.database.db, { beds: 8 });
  admin = (await t.person(s.schoolId, 'hostelAdmin')).client;
});

describe('hostels', () => {
  it('lists the school’s hostels with blocks, rooms and bed spaces by status', async () => {
    const [first] = s.maleHall.beds;
    await t.database.db
      .update(bedSpaces)
      .set({ status: 'out_of_order' })
      .where(eq(bedSpaces.id, first?.id ?? ''));
    const res = await admin(`${url}?gender=male`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id: s.maleHall.id,
        gender: 'male',
        status: 'active',
        blockCount: 1,
        roomCount: 2,
        beds: { total: 8, available: 7, reserved: 0, outOfOrder: 1 },
      }),
    ]);
  });

  it('creates, renames and archives a hostel, each audited; a name is unique in the school', async () => {
    const name = `Queen Amina Hall ${uniqueTag()}`;
    const created = await admin({ method: 'POST', url, payload: { name, gender: 'female' } });
    expect(created.statusCode).toBe(201);
    const hostel = created.json();
    expect(hostel).toMatchObject({ name, gender: 'female', roomCount: 0, beds: { total: 0 } });

    const again = await admin({
      method: 'POST',
      url,
      payload: { name: name.toUpperCase(), gender: 'male' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { field: 'body.name', message: 'A hostel with this name already exists.' },
    ]);

    const archived = await admin({
      method: 'PATCH',
      url: `${url}/${hostel.id}`,
      payload: { status: 'archived' },
    });
    expect(archived.json()).toMatchObject({ status: 'archived' });
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, hostel.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['hostel.archive', 'hostel.create']);

    const removed = await admin({ method: 'DELETE', url: `${url}/${hostel.id}` });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses to delete a hostel with rooms: archive it instead', async () => {
    const res = await admin({ method: 'DELETE', url: `${url}/${s.femaleHall.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'in_use' });
    expect(res.json().detail).toContain('This hostel has rooms.');
  });

  it('validates the gender', async () => {
    const res = await admin({ method: 'POST', url, payload: { name: 'Mixed Hall', gender: 'x' } });
    expect(res.statusCode).toBe(400);
  });
});
