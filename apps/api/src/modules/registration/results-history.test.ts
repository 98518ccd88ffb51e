import { describe, expect, it } from 'vitest';
import { courses } from '@/modules/academics/courses.tables.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

type School = Awaited<ReturnType<typeof registrationSchool>>;

/** A sheet of `courseId` in `state` with the student's line earning `points`. */
async function result(s: School, courseId: string, points: number, state = 'published' as const) {
  const [sheet] = await t.database.db
    .insert(scoreSheets)
    .values({
      schoolId: s.schoolId,
      courseId,
      sessionId: s.session.id,
      semesterId: s.semester.id,
      departmentId: s.programme.departmentId,
      state,
      caMax: 30,
      examMax: 70,
    })
    .returning();
  await t.database.db.insert(scores).values({
    sheetId: sheet?.id ?? '',
    schoolId: s.schoolId,
    enrollmentId: s.enrollment.id,
    ca: 10,
    exam: points > 0 ? 50 : 20,
    total: points > 0 ? 60 : 30,
    grade: points > 0 ? 'B' : 'F',
    points,
  });
}

describe('registration after published results', () => {
  it('proposes a failed course as a carry-over first, and a passed prerequisite opens its course', async () => {
    const s = await registrationSchool(t.database.db);
    const [failed] = await t.database.db
      .insert(courses)
      .values({
        schoolId: s.schoolId,
        departmentId: s.programme.departmentId,
        code: `FLD ${s.courses.core.code.split(' ')[1]}`,
        title: 'A course failed before',
        units: 3,
        level: 100,
        semester: 1,
      })
      .returning();
    await result(s, s.courses.earlier.id, 4);
    await result(s, failed?.id ?? '', 0);
    // An unpublished result counts for nothing.
    await result(s, s.courses.el1.id, 0, 'hod_approved' as 'published');
    const client = await t.clientOf(s.student.email ?? '');
    const page = (await client({ method: 'GET', url: '/api/v1/registration/mine' })).json();
    const byId = Object.fromEntries(
      page.proposal.courses.map((o: { courseId: string }) => [o.courseId, o]),
    );
    expect(byId[failed?.id ?? '']).toMatchObject({
      category: 'carry_over',
      chosen: true,
      units: 3,
      prerequisitesMet: true,
    });
    expect(page.proposal.courses[0].courseId).toBe(failed?.id);
    expect(byId[s.courses.pre.id]).toMatchObject({ prerequisitesMet: true });
    expect(byId[s.courses.el1.id]).toMatchObject({ category: 'elective' });

    // The carry-over must be included, and counts toward the units.
    const without = await client({
      method: 'POST',
      url: '/api/v1/registration/mine/submit',
      payload: { courseIds: [s.courses.core.id, s.courses.req.id, s.courses.pre.id] },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'registration_compulsory_missing' });
    expect(without.json().detail).toContain('FLD');
    const withIt = await client({
      method: 'POST',
      url: '/api/v1/registration/mine/submit',
      payload: {
        courseIds: [s.courses.core.id, s.courses.req.id, s.courses.pre.id, failed?.id],
      },
    });
    expect(withIt.statusCode, withIt.body).toBe(200);
    expect(withIt.json()).toMatchObject({ state: 'submitted', totalUnits: 18 });
  });
});
