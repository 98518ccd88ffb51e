import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { hostelAdminSchool } from '@/test/hostel-admin-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

describe('the admin’s list of applications', () => {
  it('filters by state, hostel and level group, searches, and puts paid ones awaiting a bed first', async () => {
    const s = await hostelAdminSchool(t.app, t.database.db);
    const ada = await s.addStudent({ level: 400 });
    await t.database.db.update(users).set({ name: 'Ada Okafor' }).where(eq(users.id, ada.id));
    await s.applyAs(ada);
    const woman = await s.addStudent({ gender: 'female' });
    await s.applyAs(woman);
    const waiting = await s.applyAs(s.student);
    await t.database.db
      .update(hostelApplications)
      .set({ state: 'awaiting_bed', bedSpaceId: null })
      .where(eq(hostelApplications.id, waiting.application.id));

    const list = (query: string) => s.asAdmin(`/api/v1/hostels/applications?${query}`);
    const all = (await list('')).json();
    expect(all.total).toBe(3);
    expect(all.awaitingBed).toBe(1);
    expect(all.items[0]).toMatchObject({ id: waiting.application.id, state: 'awaiting_bed' });
    const adaRow = all.items.find((i: { studentId: string }) => i.studentId === ada.id);
    expect(adaRow).toMatchObject({
      name: 'Ada Okafor',
      matricNumber: ada.userOrgId,
      level: 400,
      levelGroup: 'final_year',
      gender: 'male',
      state: 'held',
      amountKobo: 5_000_000,
      place: { hostelId: s.maleHall.id, block: 'Block A', room: '101', bed: 'A' },
    });
    expect(adaRow.heldUntil).not.toBeNull();

    expect((await list('state=held')).json().total).toBe(2);
    expect(
      (await list(`hostelId=${s.femaleHall.id}`))
        .json()
        .items.map((i: { studentId: string }) => i.studentId),
    ).toEqual([woman.id]);
    expect((await list('levelGroup=final_year')).json().total).toBe(1);
    expect((await list('q=okafor')).json().items[0].studentId).toBe(ada.id);
    expect((await list(`q=${encodeURIComponent(ada.userOrgId ?? '')}`)).json().total).toBe(1);
    expect((await list(`q=${encodeURIComponent(woman.email ?? '')}`)).json().total).toBe(1);
    expect((await list('q=nobody-here')).json().total).toBe(0);
    const paged = (await list('limit=2&page=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.items).toHaveLength(1);
    expect((await list('state=lost')).statusCode).toBe(400);

    const csv = await s.asAdmin('/api/v1/hostels/applications.csv?levelGroup=final_year');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Matric number');
    expect(lines[1]).toContain('Ada Okafor');
    expect(lines[1]).toContain(ada.userOrgId);
    expect(lines[1]).toContain('Bed held');
    // Naira with two decimals, as every export writes money.
    expect(lines[1]).toContain(',50000.00,');
  });
});
