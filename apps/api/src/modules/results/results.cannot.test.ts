import { describe, expect, it } from 'vitest';
import { resultsSchool } from '@/test/results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

// Each role tries what it must not do with score sheets (style rule 13).
describe('score sheets cannot', () => {
  it('be entered by anyone but a lecturer, nor reviewed by students and lecturers', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const sheetId = (await s.lecturer.client({ method: 'GET', url: s.sheetUrl })).json()
      .id as string;
    for (const role of ['student', 'hos', 'hod', 'examOfficer', 'accountant', 'admin'] as const) {
      const { client } = await t.person(s.schoolId, role);
      const read = await client({ method: 'GET', url: s.sheetUrl });
      expect(read.statusCode, role).toBe(403);
      const write = await client({
        method: 'PUT',
        url: `${s.sheetUrl}/scores`,
        payload: { lines: [{ enrollmentId: s.enrollments[0], ca: 30, exam: 70 }] },
      });
      expect(write.statusCode, role).toBe(403);
    }
    for (const role of ['student', 'teacher', 'hos', 'accountant'] as const) {
      const { client } = await t.person(s.schoolId, role);
      const read = await client({ method: 'GET', url: `/api/v1/results/sheets/${sheetId}` });
      expect(read.statusCode, role).toBe(403);
      const approve = await client({
        method: 'POST',
        url: `/api/v1/results/sheets/${sheetId}/approve`,
      });
      expect(approve.statusCode, role).toBe(403);
    }
  });

  it("be read or moved by another school's exam officer", async () => {
    const mine = await resultsSchool(t, { students: 1 });
    const theirs = await resultsSchool(t, { students: 1 });
    const sheetId = (
      await mine.lecturer.client({ method: 'POST', url: `${mine.sheetUrl}/submit` })
    ).json().id as string;
    const read = await theirs.officer.client({
      method: 'GET',
      url: `/api/v1/results/sheets/${sheetId}`,
    });
    expect(read.statusCode).toBe(404);
    const back = await theirs.officer.client({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/return`,
      payload: { reason: 'Not mine to return' },
    });
    expect(back.statusCode).toBe(404);
  });

  it('be used without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/results/sheets/x' });
    expect(res.statusCode).toBe(401);
  });
});
