import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scores } from '@/modules/results/results.tables.ts';
import { auditRowsOf } from '@/test/audit-rows.ts';
import { resultsSchool } from '@/test/results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

describe('a lecturer’s score sheet', () => {
  it('lists the approved students with blank lines and the school’s maxima', async () => {
    const s = await resultsSchool(t, { students: 3 });
    const res = await s.lecturer.client({ method: 'GET', url: s.sheetUrl });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet).toMatchObject({
      state: 'draft',
      caMax: 30,
      examMax: 70,
      editable: true,
      code: s.course.code,
      counts: { students: 3, blank: 3, graded: 0 },
    });
    expect(sheet.lines.map((l: { enrollmentId: string }) => l.enrollmentId).sort()).toEqual(
      [...s.enrollments].sort(),
    );
    // The bands that grade each student, for the page to grade as the lecturer types.
    const scale = sheet.scales[sheet.scaleOf[s.enrollments[0] ?? '']];
    expect(scale).toContainEqual({ grade: 'A', minScore: 70, maxScore: 100, points: 5 });
  });

  it('saves drafts with totals, grades, ABS and incomplete lines; refuses a score above its maximum', async () => {
    const s = await resultsSchool(t, { students: 3 });
    const [a, b, c] = s.enrollments as [string, string, string];
    const put = (lines: unknown[]) =>
      s.lecturer.client({ method: 'PUT', url: `${s.sheetUrl}/scores`, payload: { lines } });
    const saved = await put([
      { enrollmentId: a, ca: 12.5, exam: 57, absent: false },
      { enrollmentId: b, ca: 20, exam: null, absent: false },
      { enrollmentId: c, ca: 10, exam: null, absent: true },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const byId = Object.fromEntries(
      saved.json().lines.map((l: { enrollmentId: string }) => [l.enrollmentId, l]),
    );
    expect(byId[a]).toMatchObject({ total: 69.5, grade: 'A', points: 5, status: 'graded' });
    expect(byId[b]).toMatchObject({ total: null, grade: null, status: 'incomplete' });
    expect(byId[c]).toMatchObject({ grade: 'ABS', points: 0, status: 'absent' });

    const above = await put([
      { enrollmentId: a, ca: 31, exam: 40, absent: false },
      { enrollmentId: b, ca: 10, exam: 70.5, absent: false },
    ]);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'results_score_invalid' });
    expect(above.json().errors).toEqual([
      { field: 'body.lines.0.ca', message: 'CA is out of 30: 31 is above it.' },
      { field: 'body.lines.1.exam', message: 'The exam score is out of 70: 70.5 is above it.' },
    ]);
    // Nothing of the refused save was written, and nothing was clamped.
    const [row] = await t.database.db.select().from(scores).where(eq(scores.enrollmentId, a));
    expect(row).toMatchObject({ ca: 12.5, exam: 57 });
  });

  it('refuses a line of a student not on the sheet', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const other = await s.addStudent();
    const res = await s.lecturer.client({
      method: 'PUT',
      url: `${s.sheetUrl}/scores`,
      payload: { lines: [{ enrollmentId: other.enrollmentId, ca: 1, exam: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'results_student_not_on_sheet' });
  });

  it('is not found for a lecturer who does not teach the course', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const stranger = await t.person(s.schoolId, 'teacher');
    const res = await stranger.client({ method: 'GET', url: s.sheetUrl });
    expect(res.statusCode).toBe(404);
    const other = await resultsSchool(t, { students: 1 });
    const cross = await s.lecturer.client({ method: 'GET', url: other.sheetUrl });
    expect(cross.statusCode).toBe(404);
  });

  // Found by the cross-school probes: without a current session this was a 500.
  it('is not found for a lecturer of a school with no current session', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const school = await t.school();
    const lecturer = await t.person(school.id, 'teacher');
    for (const url of [s.sheetUrl, `${s.sheetUrl}/template.csv`]) {
      const res = await lecturer.client({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(404);
    }
  });
});

describe('the sheet’s approval chain', () => {
  it('goes lecturer -> HOD -> exam officer, locks scores after submission, and returns with a reason', async () => {
    const s = await resultsSchool(t, { students: 2 });
    const [a] = s.enrollments as [string];
    const line = { enrollmentId: a, ca: 20, exam: 50, absent: false };
    const put = () =>
      s.lecturer.client({
        method: 'PUT',
        url: `${s.sheetUrl}/scores`,
        payload: { lines: [line] },
      });
    expect((await put()).statusCode).toBe(200);
    const submitted = await s.lecturer.client({ method: 'POST', url: `${s.sheetUrl}/submit` });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const sheetId = submitted.json().id as string;
    expect(submitted.json()).toMatchObject({ state: 'submitted', editable: false });

    // Locked to the lecturer once submitted.
    const locked = await put();
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'results_sheet_locked' });
    expect((await s.lecturer.client({ method: 'GET', url: s.sheetUrl })).json().editable).toBe(
      false,
    );

    // The exam officer cannot return what the HOD has not approved; the HOD returns it.
    const early = await s.officer.client({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/return`,
      payload: { reason: 'Too early' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'results_sheet_wrong_state' });
    const returned = await s.hod({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/return`,
      payload: { reason: 'Every CA is 20: check the CA column.' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      state: 'draft',
      returnReason: 'Every CA is 20: check the CA column.',
    });
    const reopened = (await s.lecturer.client({ method: 'GET', url: s.sheetUrl })).json();
    expect(reopened).toMatchObject({
      editable: true,
      returnReason: 'Every CA is 20: check the CA column.',
    });
    expect((await put()).statusCode).toBe(200);

    // Resubmitted, approved by the HOD, returned by the exam officer.
    const again = await s.lecturer.client({ method: 'POST', url: `${s.sheetUrl}/submit` });
    expect(again.json()).toMatchObject({ state: 'submitted', returnReason: null });
    const approved = await s.hod({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().state).toBe('hod_approved');
    const seen = await s.officer.client({
      method: 'GET',
      url: `/api/v1/results/sheets/${sheetId}`,
    });
    expect(seen.json()).toMatchObject({ state: 'hod_approved', counts: { graded: 1, blank: 1 } });
    const back = await s.officer.client({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/return`,
      payload: { reason: 'Two students have no exam score.' },
    });
    expect(back.json()).toMatchObject({ state: 'draft', hodApprovedAt: null });

    const audit = await auditRowsOf(t.database.db, 'results.sheet.returned', sheetId);
    expect(audit).toHaveLength(2);
    expect(await auditRowsOf(t.database.db, 'results.sheet.approved', sheetId)).toHaveLength(1);
  });

  it('is not the business of the head of another department, nor of the lecturer', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const sheetId = (
      await s.lecturer.client({ method: 'POST', url: `${s.sheetUrl}/submit` })
    ).json().id as string;
    const other = await s.otherDepartment();
    for (const url of [
      `/api/v1/results/sheets/${sheetId}`,
      `/api/v1/results/sheets/${sheetId}/approve`,
    ]) {
      const res = await other.hod({ method: url.endsWith('approve') ? 'POST' : 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    const self = await s.lecturer.client({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/approve`,
    });
    expect(self.statusCode).toBe(403);
  });
});
