import { describe, expect, it } from 'vitest';
import { clientFor } from '@/test/fixtures.ts';
import { hostelAdminSchool, rulesBody } from '@/test/hostel-admin-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

describe('what the hostel admin’s routes refuse', () => {
  it('a student cannot read or change the rules, lists or beds', async () => {
    const s = await hostelAdminSchool(t.app, t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '');
    const { application } = await s.applyAs(await s.addStudent());
    for (const url of [
      '/api/v1/hostels/rules',
      '/api/v1/hostels/occupancy',
      '/api/v1/hostels/applications',
      '/api/v1/hostels/applications.csv',
      '/api/v1/hostels/applications.xlsx',
      '/api/v1/hostels/free-beds',
    ]) {
      expect((await asStudent(url)).statusCode, url).toBe(403);
    }
    const writes = [
      { method: 'PUT' as const, url: '/api/v1/hostels/rules', payload: rulesBody() },
      {
        method: 'POST' as const,
        url: `/api/v1/hostels/applications/${application.id}/vacate`,
        payload: { reason: 'Taking it' },
      },
      {
        method: 'POST' as const,
        url: '/api/v1/hostels/allocations',
        payload: { studentId: s.student.id, bedSpaceId: s.maleHall.beds[5]?.id },
      },
    ];
    for (const write of writes) expect((await asStudent(write)).statusCode, write.url).toBe(403);
  });

  it('another school’s admin sees none of this school’s applications and cannot touch them', async () => {
    const s = await hostelAdminSchool(t.app, t.database.db);
    const other = await hostelAdminSchool(t.app, t.database.db);
    const { application } = await s.applyAs(s.student);
    const theirList = (await other.asAdmin('/api/v1/hostels/applications')).json();
    expect(theirList.items.map((i: { id: string }) => i.id)).not.toContain(application.id);
    const theirCsv = await other.asAdmin('/api/v1/hostels/applications.csv');
    expect(theirCsv.body).not.toContain(s.student.userOrgId ?? 'none');
    for (const action of ['allocate', 'move']) {
      const r = await other.asAdmin({
        method: 'POST',
        url: `/api/v1/hostels/applications/${application.id}/${action}`,
        payload: { bedSpaceId: other.maleHall.beds[5]?.id },
      });
      expect(r.statusCode, action).toBe(404);
    }
    const vacate = await other.asAdmin({
      method: 'POST',
      url: `/api/v1/hostels/applications/${application.id}/vacate`,
      payload: { reason: 'Not theirs' },
    });
    expect(vacate.statusCode).toBe(404);
    const place = await other.asAdmin({
      method: 'POST',
      url: '/api/v1/hostels/allocations',
      payload: { studentId: s.student.id, bedSpaceId: other.maleHall.beds[5]?.id },
    });
    expect(place.statusCode).toBe(404);
    const beds = (
      await other.asAdmin(`/api/v1/hostels/free-beds?hostelId=${s.maleHall.id}`)
    ).json();
    expect(beds.items).toEqual([]);
    const occupancy = (await other.asAdmin('/api/v1/hostels/occupancy')).json();
    expect(occupancy.hostels.map((h: { id: string }) => h.id)).not.toContain(s.maleHall.id);
  });
});
