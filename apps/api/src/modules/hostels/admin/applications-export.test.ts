import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { expectExportsMatchList } from '@/test/export-files.ts';
import { hostelAdminSchool } from '@/test/hostel-admin-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const api = '/api/v1/hostels/applications';

describe('the hostel applications and residents export', () => {
  it('holds the applications the list shows with the same filters, in its order', async () => {
    const s = await hostelAdminSchool(t.app, t.database.db);
    const applied = [];
    for (let i = 0; i < 5; i++) applied.push(await s.applyAs(await s.addStudent()));
    await s.applyAs(s.student);
    await s.applyAs(await s.addStudent({ gender: 'female' }));
    // Two residents and one paid and waiting for a bed (first in the list).
    for (const [i, state] of [
      [0, 'allocated'],
      [1, 'allocated'],
      [2, 'awaiting_bed'],
    ] as const) {
      await t.database.db
        .update(hostelApplications)
        .set(
          state === 'allocated' ? { state, allocatedAt: new Date() } : { state, bedSpaceId: null },
        )
        .where(eq(hostelApplications.id, applied[i]?.application.id ?? ''));
    }
    for (const [filters, total] of [
      ['', 7],
      ['state=allocated', 2],
      [`hostelId=${s.maleHall.id}`, 6],
    ] as const) {
      const r = await expectExportsMatchList<{ matricNumber: string }>({
        client: s.asAdmin,
        listUrl: `${api}?${filters}`,
        exportPath: api,
        column: 'Matric number',
        keyOf: (row) => row.matricNumber,
        expected: { total },
      });
      expect(r.header.slice(0, 3)).toEqual(['Name', 'Matric number', 'E-mail']);
      expect(r.xlsxHeader).toEqual(r.header);
      expect(r.csvKeys, filters).toEqual(r.keys);
      expect(r.xlsxKeys, filters).toEqual(r.keys);
    }
    const residents = await s.asAdmin(`${api}.xlsx?state=allocated`);
    expect(residents.headers['content-disposition']).toContain('hostel-residents-');
  });
});
