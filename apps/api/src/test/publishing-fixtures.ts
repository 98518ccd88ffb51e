import { gradeFor, nigerianFivePointScheme, type RetakePolicy } from '@campusflow/domain';
import { academicSessions, academicYears, semesters } from '@/modules/academics/calendar.tables.ts';
import { gradingSchemes } from '@/modules/academics/grading.tables.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import { approveRegistration, submittedRegistration } from './approved-registration.ts';
import { uniqueTag } from './fixtures.ts';
import { reviewSchool } from './review-fixtures.ts';
import type { useTestApp } from './use-test-app.ts';

type TestApp = ReturnType<typeof useTestApp>;
type State = 'draft' | 'submitted' | 'hod_approved' | 'published';
/** A line: a total score, ABS, or blank (null). */
export type Mark = number | 'ABS' | null;
type Term = { id: string; sessionId: string };

function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

/**
 * A review school (review-fixtures.ts) with an exam officer, an earlier session whose second
 * semester comes before this one, grading schemes for each retake policy, and helpers that
 * write score sheets with their lines (graded by the national scale) and approved
 * registrations straight into the tables.
 */
export async function publishingSchool(t: TestApp) {
  const s = await reviewSchool(t);
  const db = t.database.db;
  const officer = await t.person(s.schoolId, 'examOfficer');
  const year = one(
    (
      await db
        .insert(academicYears)
        .values({ schoolId: s.schoolId, startYear: 2025, label: '2025/2026' })
        .returning()
    )[0],
  );
  const earlierSession = one(
    (
      await db
        .insert(academicSessions)
        .values({ schoolId: s.schoolId, academicYearId: year.id, name: '2025/2026 Regular' })
        .returning()
    )[0],
  );
  const earlier: Term = one(
    (
      await db
        .insert(semesters)
        .values({ schoolId: s.schoolId, sessionId: earlierSession.id, sequence: 2 })
        .returning()
    )[0],
  );
  const current: Term = { id: s.semester.id, sessionId: s.session.id };
  const scheme = async (retakePolicy: RetakePolicy) =>
    one(
      (
        await db
          .insert(gradingSchemes)
          .values({
            name: `${retakePolicy} ${uniqueTag()}`,
            maxPoint: 5,
            bands: nigerianFivePointScheme.bands,
            classes: nigerianFivePointScheme.classes,
            retakePolicy,
          })
          .returning()
      )[0],
    ).id;

  /** A sheet of `courseId` in `term` with these lines (enrollment, mark, scheme). */
  const sheet = async (
    courseId: string,
    term: Term,
    state: State,
    lines: [string, Mark, string | null][],
  ) => {
    const row = one(
      (
        await db
          .insert(scoreSheets)
          .values({
            schoolId: s.schoolId,
            courseId,
            sessionId: term.sessionId,
            semesterId: term.id,
            departmentId: s.departmentId,
            state,
            caMax: 30,
            examMax: 70,
          })
          .returning()
      )[0],
    );
    await db.insert(scores).values(
      lines.map(([enrollmentId, mark, schemeId]) => {
        const base = { sheetId: row.id, schoolId: s.schoolId, enrollmentId, schemeId };
        if (mark === null) return { ...base, ca: null, exam: null };
        if (mark === 'ABS') return { ...base, ca: 10, absent: true, grade: 'ABS', points: 0 };
        const ca = Math.min(30, mark);
        return {
          ...base,
          ca,
          exam: mark - ca,
          total: mark,
          ...gradeFor(mark, nigerianFivePointScheme),
        };
      }),
    );
    return row.id;
  };

  /** An approved 100-level registration of this semester holding these courses. */
  const registered = async (enrollmentId: string, courseList: { id: string; units: number }[]) => {
    const id = await submittedRegistration(db, {
      schoolId: s.schoolId,
      enrollmentId,
      sessionId: s.session.id,
      semesterId: s.semester.id,
      departmentId: s.departmentId,
      level: 100,
      courses: courseList.map((c) => ({ id: c.id, units: c.units })),
    });
    await approveRegistration(db, id, s.head.id);
  };
  return { ...s, officer, earlier, current, scheme, sheet, registered };
}
