import { type Attempt, cgpa, gpa, nigerianFivePointScheme } from '@campusflow/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { createUser } from '@/test/fixtures.ts';
import {
  firstAttempts,
  secondAttempts,
  studentResultsSchool,
  twoPublishedSemesters,
} from '@/test/student-results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// The student's published results (issue 15, "Students"; docs/domain.md, "Course registration
// and results"): only published sheets, exact GPA and CGPA cut to two decimals, carry-overs,
// probation and the class of degree of a final-year student.

const t = useTestApp();
const mine = '/api/v1/results/mine';

describe('GET /results/mine', () => {
  it('shows published semesters oldest first, with exact GPA and CGPA cut to 2 decimals', async () => {
    const { c, student } = await twoPublishedSemesters(t);
    const res = await student(mine);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.semesters).toHaveLength(2);
    const [one, two] = body.semesters;
    expect(one).toMatchObject({ sessionName: '2024/2025 Regular', semester: 1, units: 8 });
    expect(two).toMatchObject({ sessionName: '2024/2025 Regular', semester: 2, units: 5 });
    expect(one.courses).toEqual([
      expect.objectContaining({ code: c.bio.code, units: 1, grade: 'ABS', points: 0 }),
      expect.objectContaining({ code: c.chm.code, units: 2, grade: 'F', points: 0 }),
      expect.objectContaining({ code: c.mth.code, units: 3, grade: 'A', points: 5 }),
      expect.objectContaining({ code: c.phy.code, units: 2, grade: 'B', points: 4 }),
    ]);
    expect(two.courses.map((x: { code: string }) => x.code)).toEqual([c.chm.code, c.gst.code]);
    // Sheets approved by the HOD (BIO beside the second semester's, all of 2025/2026) are not
    // the student's to see yet.
    expect(JSON.stringify(body)).not.toContain('2025/2026');

    const scheme = nigerianFivePointScheme;
    const gpa1 = gpa(firstAttempts(c), scheme).gpa;
    const gpa2 = gpa(secondAttempts(c), scheme).gpa;
    const attempts: Attempt[] = [...firstAttempts(c), ...secondAttempts(c)];
    const cgpa2 = cgpa(attempts, scheme).gpa;
    expect(one.gpa).toBe(gpa1); // 23 / 8 = 2.875
    expect(one.gpaDisplay).toBe('2.87'); // cut, not rounded
    expect(one.cgpa).toBe(gpa1);
    expect(two.gpa).toBe(gpa2); // 18 / 5
    expect(two.gpaDisplay).toBe('3.60');
    expect(two.cgpa).toBe(cgpa2); // 41 / 13 = 3.1538...
    expect(two.cgpaDisplay).toBe('3.15');
    expect(body).toMatchObject({
      cgpa: cgpa2,
      cgpaDisplay: '3.15',
      probation: false,
      finalYear: false,
      classOfDegree: null,
    });
  });

  it('lists as carry-overs the courses failed or missed and not passed since in a published semester', async () => {
    const { c, student } = await twoPublishedSemesters(t);
    const body = (await student(mine)).json();
    // CHM failed, then passed; BIO missed (ABS), passed only on a sheet not yet published.
    expect(body.carryOvers).toEqual([
      {
        courseId: c.bio.id,
        code: c.bio.code,
        title: c.bio.title,
        units: 1,
        grade: 'ABS',
        sessionName: '2024/2025 Regular',
        semester: 1,
      },
    ]);
  });

  it('gives a final-year student the class of degree of the CGPA by their scheme', async () => {
    const { s, c, student } = await twoPublishedSemesters(t);
    await t.database.db
      .update(enrollments)
      .set({ currentLevel: 400 })
      .where(eq(enrollments.id, s.enrollment.id));
    const body = (await student(mine)).json();
    const value = cgpa([...firstAttempts(c), ...secondAttempts(c)], nigerianFivePointScheme).gpa;
    expect(body.finalYear).toBe(true);
    expect(body.cgpa).toBe(value);
    expect(body.classOfDegree).toBe('Second Class Lower');
  });

  it('carries the probation flag of the latest published semester', async () => {
    const s = await studentResultsSchool(t.database.db);
    const course = await s.course('MTH', 3);
    const other = await s.course('PHY', 3);
    await s.write(s.enrollment.id, s.terms.y1s1, [{ course, total: 20 }], { probation: true });
    const student = await t.clientOf(s.student.email ?? '');
    const flagged = (await student(mine)).json();
    expect(flagged).toMatchObject({ probation: true, cgpa: 0, cgpaDisplay: '0.00' });
    expect(flagged.semesters[0].probation).toBe(true);
    await s.write(s.enrollment.id, s.terms.y1s2, [{ course: other, total: 90 }]);
    const cleared = (await student(mine)).json();
    expect(cleared).toMatchObject({ probation: false, cgpa: 15 / 6, cgpaDisplay: '2.50' });
    expect(cleared.carryOvers.map((x: { code: string }) => x.code)).toEqual([course.code]);
  });

  it('is an empty list for an applicant or a student with nothing published', async () => {
    const s = await studentResultsSchool(t.database.db);
    const course = await s.course('MTH', 3);
    await s.write(s.enrollment.id, s.terms.y1s1, [{ course, total: 70 }], { state: 'submitted' });
    const empty = {
      semesters: [],
      carryOvers: [],
      cgpa: null,
      cgpaDisplay: '—',
      probation: false,
      finalYear: false,
      classOfDegree: null,
    };
    const student = await t.clientOf(s.student.email ?? '');
    const res = await student(mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(empty);
    const applicant = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const none = await (await t.clientOf(applicant.email ?? ''))(mine);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual(empty);
  });
});
