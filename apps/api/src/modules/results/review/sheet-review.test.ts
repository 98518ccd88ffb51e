import { describe, expect, it } from 'vitest';
import { academicSessions, academicYears, semesters } from '@/modules/academics/calendar.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { faculties } from '@/modules/academics/structure.tables.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import { uniqueTag } from '@/test/fixtures.ts';
import { resultsSchool } from '@/test/results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

type School = Awaited<ReturnType<typeof resultsSchool>>;

/** Saves one line per student, in order: [ca, exam] or 'ABS'; then optionally submits. */
async function score(s: School, cells: ([number, number | null] | 'ABS' | null)[], submit = true) {
  const lines = cells.flatMap((c, i) =>
    c === null
      ? []
      : [
          {
            enrollmentId: s.enrollments[i],
            ca: c === 'ABS' ? null : c[0],
            exam: c === 'ABS' ? null : c[1],
            absent: c === 'ABS',
          },
        ],
  );
  if (lines.length) {
    const saved = await s.lecturer.client({
      method: 'PUT',
      url: `${s.sheetUrl}/scores`,
      payload: { lines },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const sheet = await s.lecturer.client({
    method: submit ? 'POST' : 'GET',
    url: submit ? `${s.sheetUrl}/submit` : s.sheetUrl,
  });
  expect(sheet.statusCode, sheet.body).toBe(200);
  return sheet.json().id as string;
}

/** A published sheet of the course in an earlier session, with the totals given (CA 20). */
async function earlierSheet(s: School, startYear: number, totals: number[]) {
  const db = t.database.db;
  const [year] = await db
    .insert(academicYears)
    .values({ schoolId: s.schoolId, startYear, label: `${startYear}/${startYear + 1}` })
    .returning();
  const [session] = await db
    .insert(academicSessions)
    .values({
      schoolId: s.schoolId,
      academicYearId: year?.id ?? '',
      name: `${startYear}/${startYear + 1}`,
    })
    .returning();
  const [semester] = await db
    .insert(semesters)
    .values({ schoolId: s.schoolId, sessionId: session?.id ?? '', sequence: 1 })
    .returning();
  const [sheet] = await db
    .insert(scoreSheets)
    .values({
      schoolId: s.schoolId,
      courseId: s.course.id,
      sessionId: session?.id ?? '',
      semesterId: semester?.id ?? '',
      departmentId: s.departmentId,
      state: 'published',
      caMax: 30,
      examMax: 70,
    })
    .returning();
  await db.insert(scores).values(
    totals.map((total, i) => ({
      sheetId: sheet?.id ?? '',
      schoolId: s.schoolId,
      enrollmentId: s.enrollments[i] ?? '',
      ca: 20,
      exam: total - 20,
      total,
      grade: total >= 70 ? 'A' : total >= 40 ? 'C' : 'F',
      points: 0,
    })),
  );
  return sheet?.id ?? '';
}

const listUrl = (departmentId: string, query = '') =>
  `/api/v1/results/departments/${departmentId}/sheets${query}`;

describe('the HOD’s list of score sheets', () => {
  it('shows a course with approved students and no sheet as not started', async () => {
    const s = await resultsSchool(t, { students: 3 });
    const res = await s.hod({ method: 'GET', url: listUrl(s.departmentId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      department: { id: s.departmentId },
      byState: { not_started: 1, submitted: 0 },
      items: [
        {
          courseId: s.course.id,
          sheetId: null,
          state: 'not_started',
          counts: { students: 3, blank: 3, graded: 0 },
        },
      ],
    });
  });

  it('counts the lines of a submitted sheet and filters by state', async () => {
    const s = await resultsSchool(t, { students: 3 });
    const sheetId = await score(s, [[20, 50], [10, null], 'ABS']);
    const res = await s.hod({ method: 'GET', url: listUrl(s.departmentId) });
    expect(res.json().items).toEqual([
      expect.objectContaining({
        sheetId,
        state: 'submitted',
        counts: { students: 3, graded: 1, incomplete: 1, absent: 1, blank: 0 },
      }),
    ]);
    const submitted = await s.hod({
      method: 'GET',
      url: listUrl(s.departmentId, '?state=submitted'),
    });
    expect(submitted.json()).toMatchObject({ total: 1, byState: { submitted: 1 } });
    const drafts = await s.hod({ method: 'GET', url: listUrl(s.departmentId, '?state=draft') });
    expect(drafts.json()).toMatchObject({ total: 0, items: [] });
    const paged = await s.hod({ method: 'GET', url: listUrl(s.departmentId, '?limit=1&page=2') });
    expect(paged.json()).toMatchObject({ total: 1, page: 2, items: [] });
  });

  it('is not found for another department’s head, another school’s, and refused to others', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const other = await s.otherDepartment();
    expect((await other.hod({ method: 'GET', url: listUrl(s.departmentId) })).statusCode).toBe(404);
    const theirs = await resultsSchool(t, { students: 1 });
    expect((await theirs.hod({ method: 'GET', url: listUrl(s.departmentId) })).statusCode).toBe(
      404,
    );
    const own = await other.hod({ method: 'GET', url: listUrl(other.departmentId) });
    expect(own.json()).toMatchObject({ total: 0, items: [] });
    for (const client of [s.lecturer.client, s.officer.client]) {
      expect((await client({ method: 'GET', url: listUrl(s.departmentId) })).statusCode).toBe(403);
    }
  });
});

describe('a sheet under review', () => {
  it('carries its distribution, its flags and the course’s earlier sessions', async () => {
    const s = await resultsSchool(t, { students: 6 });
    await earlierSheet(s, 2019, [45, 50, 38, 55, 62]);
    // Five students at 80 (all A, the same total), one blank: 1 of 6 is under a fifth.
    const sheetId = await score(s, [[25, 55], [25, 55], [25, 55], [25, 55], [25, 55], null]);
    const res = await s.hod({ method: 'GET', url: `/api/v1/results/sheets/${sheetId}/review` });
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json();
    expect(review.sheet).toMatchObject({ id: sheetId, state: 'submitted', editable: false });
    expect(review.distribution).toMatchObject({ students: 6, graded: 5, blank: 1, meanTotal: 80 });
    expect(review.distribution.grades.slice(0, 2)).toEqual([
      { grade: 'A', count: 5 },
      { grade: 'B', count: 0 },
    ]);
    expect(review.flags.map((f: { code: string }) => f.code)).toEqual([
      'same_total',
      'all_top',
      'far_mean',
      'far_top_share',
    ]);
    expect(review.flags[2].message).toBe(
      "The mean total, 80, is 30 points above the mean of this course's earlier sessions, 50.",
    );
    expect(review.earlier).toEqual([
      expect.objectContaining({
        sessionName: '2019/2020',
        distribution: expect.objectContaining({ graded: 5, meanTotal: 50 }),
      }),
    ]);
    // The exam officer reads it too; another department's head learns nothing of it.
    const officer = await s.officer.client({
      method: 'GET',
      url: `/api/v1/results/sheets/${sheetId}/review`,
    });
    expect(officer.statusCode).toBe(200);
    const other = await s.otherDepartment();
    const refused = await other.hod({
      method: 'GET',
      url: `/api/v1/results/sheets/${sheetId}/review`,
    });
    expect(refused.statusCode).toBe(404);
    const theirs = await resultsSchool(t, { students: 1 });
    for (const client of [theirs.hod, theirs.officer.client]) {
      const res = await client({ method: 'GET', url: `/api/v1/results/sheets/${sheetId}/review` });
      expect(res.statusCode).toBe(404);
    }
  });

  it('flags nothing on an ordinary sheet', async () => {
    const s = await resultsSchool(t, { students: 5 });
    const sheetId = await score(s, [
      [20, 52],
      [18, 44],
      [15, 40],
      [12, 35],
      [10, 20],
    ]);
    const res = await s.hod({ method: 'GET', url: `/api/v1/results/sheets/${sheetId}/review` });
    expect(res.json()).toMatchObject({ flags: [], earlier: [] });
  });
});

describe('a sheet’s history', () => {
  it('lists who moved it, when and why, for the HOD and the exam officer', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const sheetId = await score(s, [[20, 50]]);
    const returned = await s.hod({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/return`,
      payload: { reason: 'The exam scores look swapped.' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    await score(s, [[20, 40]]);
    await s.hod({ method: 'POST', url: `/api/v1/results/sheets/${sheetId}/approve` });
    const url = `/api/v1/results/sheets/${sheetId}/history`;
    for (const client of [s.hod, s.officer.client]) {
      const res = await client({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res
          .json()
          .items.map((i: { action: string; reason: string | null; actorRole: string }) => [
            i.action,
            i.actorRole,
            i.reason,
          ]),
      ).toEqual([
        ['submitted', 'teacher', null],
        ['returned', 'hod', 'The exam scores look swapped.'],
        ['submitted', 'teacher', null],
        ['approved', 'hod', null],
      ]);
    }
    const other = await s.otherDepartment();
    expect((await other.hod({ method: 'GET', url })).statusCode).toBe(404);
    const theirs = await resultsSchool(t, { students: 1 });
    expect((await theirs.officer.client({ method: 'GET', url })).statusCode).toBe(404);
    expect((await s.lecturer.client({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('the exam officer’s progress', () => {
  it('counts the session’s sheets by department and state', async () => {
    const s = await resultsSchool(t, { students: 1 });
    await score(s, [[20, 50]]);
    const res = await s.officer.client({ method: 'GET', url: '/api/v1/results/progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      facultyName: null,
      totals: { draft: 0, submitted: 1, hod_approved: 0, published: 0 },
      departments: [{ departmentId: s.departmentId, total: 1, counts: { submitted: 1, draft: 0 } }],
    });
    // Another school's officer sees none of it; a HOD may not ask.
    const theirs = await resultsSchool(t, { students: 1 });
    const other = await theirs.officer.client({ method: 'GET', url: '/api/v1/results/progress' });
    expect(other.json()).toMatchObject({ departments: [], totals: { submitted: 0 } });
    expect((await s.hod({ method: 'GET', url: '/api/v1/results/progress' })).statusCode).toBe(403);
  });

  it('keeps to the faculty an exam officer is assigned to', async () => {
    const s = await resultsSchool(t, { students: 1 });
    await score(s, [[20, 50]], false);
    const tag = uniqueTag().slice(0, 6);
    const [faculty] = await t.database.db
      .insert(faculties)
      .values({ schoolId: s.schoolId, name: `Law ${tag}`, code: `L${tag}` })
      .returning();
    await t.database.db.insert(staffAssignments).values({
      schoolId: s.schoolId,
      kind: 'exam_officer',
      userId: s.officer.user.id,
      facultyId: faculty?.id ?? null,
    });
    const res = await s.officer.client({ method: 'GET', url: '/api/v1/results/progress' });
    expect(res.json()).toMatchObject({ facultyName: `Law ${tag}`, departments: [] });
  });
});
