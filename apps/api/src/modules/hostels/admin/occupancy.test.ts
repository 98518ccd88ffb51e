import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bedSpaces } from '@/modules/hostels/hostels.tables.ts';
import { hostelAdminSchool } from '@/test/hostel-admin-fixtures.ts';
import { payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

describe('occupancy at a glance', () => {
  it('counts beds by state per hostel and block, and quotas against their caps', async () => {
    const s = await hostelAdminSchool(t.app, t.database.db, {
      rules: { quotaFirstYear: 50, quotaFinalYear: 25, quotaOthers: 25 },
    });
    await t.database.db
      .update(bedSpaces)
      .set({ status: 'reserved' })
      .where(eq(bedSpaces.id, s.maleHall.beds[7]?.id ?? ''));
    await t.database.db
      .update(bedSpaces)
      .set({ status: 'out_of_order' })
      .where(eq(bedSpaces.id, s.maleHall.beds[6]?.id ?? ''));
    const paid = await s.applyAs(s.student);
    await payInFull(paid.client, s.hostelFee.id);
    await s.applyAs(await s.addStudent({ level: 100 }));
    await s.applyAs(await s.addStudent({ level: 400 }));

    const r = await s.asAdmin('/api/v1/hostels/occupancy');
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.totals).toEqual({
      total: 16,
      free: 11,
      held: 2,
      occupied: 1,
      reserved: 1,
      outOfOrder: 1,
    });
    const male = body.hostels.find((h: { id: string }) => h.id === s.maleHall.id);
    expect(male.beds).toEqual({
      total: 8,
      free: 3,
      held: 2,
      occupied: 1,
      reserved: 1,
      outOfOrder: 1,
    });
    expect(male.blocks).toEqual([{ id: s.maleHall.blockId, name: 'Block A', beds: male.beds }]);
    // 6 available beds: first year 50 % -> 3, final year and others 25 % -> 1 each.
    expect(male.quotas).toEqual([
      { levelGroup: 'first_year', percent: 50, cap: 3, taken: 2, held: 1, occupied: 1 },
      { levelGroup: 'final_year', percent: 25, cap: 1, taken: 1, held: 1, occupied: 0 },
      { levelGroup: 'others', percent: 25, cap: 1, taken: 0, held: 0, occupied: 0 },
    ]);
    expect(body.levelGroups[0]).toEqual({
      levelGroup: 'first_year',
      pending: 0,
      held: 1,
      allocated: 1,
      awaitingBed: 0,
    });
  });
});
