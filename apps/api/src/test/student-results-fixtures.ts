import type { TScoreSheetState } from '@campusflow/contracts';
import { gradeFor, nigerianFivePointScheme } from '@campusflow/domain';
import { academicSessions, academicYears, semesters } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { scoreSheets, scores, semesterResults } from '@/modules/results/results.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';
import type { useTestApp } from './use-test-app.ts';

type TestApp = ReturnType<typeof useTestApp>;

function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

type Course = typeof courses.$inferSelect;
type Semester = typeof semesters.$inferSelect;

/** A line as written: a total out of 100, or ABS. */
export type FixtureLine = { course: Course; total: number | 'ABS' };

/**
 * A school (payment-fixtures.ts: a 4-level programme, a 100-level student with a matric
 * number) with three earlier semesters, oldest first: 2024/2025 first and second, 2025/2026
 * first. `write` puts a student's lines on score sheets in a state, as the lecturer's sheet
 * and publishing would leave them (grades by the national 5-point scale); a published write
 * also writes the student's standing for the semester, cumulative over earlier writes (every
 * attempt counts), as publishing does. Nothing here calls the publishing code.
 */
export async function studentResultsSchool(db: Db) {
  const s = await paymentSchool(db);
  const { schoolId } = s;
  const departmentId = s.programme.departmentId;
  const tag = uniqueTag().slice(0, 6);

  const session = async (startYear: number) => {
    const year = one(
      (
        await db
          .insert(academicYears)
          .values({ schoolId, startYear, label: `${startYear}/${startYear + 1}` })
          .returning()
      )[0],
    );
    return one(
      (
        await db
          .insert(academicSessions)
          .values({ schoolId, academicYearId: year.id, name: `${year.label} Regular` })
          .returning()
      )[0],
    );
  };
  const semester = async (sessionId: string, sequence: number) =>
    one((await db.insert(semesters).values({ schoolId, sessionId, sequence }).returning())[0]);
  const first = await session(2024);
  const second = await session(2025);
  const terms = {
    y1s1: await semester(first.id, 1),
    y1s2: await semester(first.id, 2),
    y2s1: await semester(second.id, 1),
  };

  const course = async (code: string, units: number) =>
    one(
      (
        await db
          .insert(courses)
          .values({
            schoolId,
            departmentId,
            code: `${code} ${tag}`,
            title: `${code} course`,
            units,
            level: 100,
            semester: 1,
          })
          .returning()
      )[0],
    );

  const sheets = new Map<string, string>();
  const sheetOf = async (c: Course, term: Semester, state: TScoreSheetState) => {
    const key = `${c.id}:${term.id}`;
    const known = sheets.get(key);
    if (known) return known;
    const row = one(
      (
        await db
          .insert(scoreSheets)
          .values({
            schoolId,
            courseId: c.id,
            sessionId: term.sessionId,
            semesterId: term.id,
            departmentId,
            state,
            caMax: 30,
            examMax: 70,
            publishedAt: state === 'published' ? new Date() : null,
          })
          .returning()
      )[0],
    );
    sheets.set(key, row.id);
    return row.id;
  };

  const cumulative = new Map<string, { units: number; points: number }>();
  const write = async (
    enrollmentId: string,
    term: Semester,
    lines: FixtureLine[],
    options: { state?: TScoreSheetState; probation?: boolean } = {},
  ) => {
    const state = options.state ?? 'published';
    let units = 0;
    let points = 0;
    for (const line of lines) {
      const graded =
        line.total === 'ABS'
          ? { grade: 'ABS', points: 0 }
          : gradeFor(line.total, nigerianFivePointScheme);
      const total = line.total === 'ABS' ? null : line.total;
      await db.insert(scores).values({
        sheetId: await sheetOf(line.course, term, state),
        schoolId,
        enrollmentId,
        ca: total === null ? 10 : Math.min(30, total),
        exam: total === null ? null : total - Math.min(30, total),
        absent: total === null,
        total,
        grade: graded.grade,
        points: graded.points,
      });
      units += line.course.units;
      points += line.course.units * graded.points;
    }
    if (state !== 'published') return;
    const before = cumulative.get(enrollmentId) ?? { units: 0, points: 0 };
    const after = { units: before.units + units, points: before.points + points };
    cumulative.set(enrollmentId, after);
    await db.insert(semesterResults).values({
      schoolId,
      enrollmentId,
      sessionId: term.sessionId,
      semesterId: term.id,
      units,
      qualityPoints: points,
      cumulativeUnits: after.units,
      cumulativeQualityPoints: after.points,
      probation: options.probation ?? false,
      publishedAt: new Date(),
    });
  };

  return { ...s, terms, course, write };
}

/**
 * The school's student with 2024/2025 first semester: MTH 3u 75 (A), PHY 2u 65 (B), CHM 2u
 * 30 (F), BIO 1u ABS; second semester: CHM retaken 55 (C), GST 3u 62 (B), and BIO 80 on a
 * sheet not yet published (HOD-approved); 2025/2026 first semester not published either (GST
 * 20). The student is signed in.
 */
export async function twoPublishedSemesters(t: TestApp) {
  const s = await studentResultsSchool(t.database.db);
  const c = {
    mth: await s.course('MTH', 3),
    phy: await s.course('PHY', 2),
    chm: await s.course('CHM', 2),
    bio: await s.course('BIO', 1),
    gst: await s.course('GST', 3),
  };
  const e = s.enrollment.id;
  await s.write(e, s.terms.y1s1, [
    { course: c.mth, total: 75 },
    { course: c.phy, total: 65 },
    { course: c.chm, total: 30 },
    { course: c.bio, total: 'ABS' },
  ]);
  await s.write(e, s.terms.y1s2, [
    { course: c.chm, total: 55 },
    { course: c.gst, total: 62 },
  ]);
  // Sheets approved by the HOD but not published: one beside the published ones of the
  // second semester, and the whole of 2025/2026.
  await s.write(e, s.terms.y1s2, [{ course: c.bio, total: 80 }], { state: 'hod_approved' });
  await s.write(e, s.terms.y2s1, [{ course: c.gst, total: 20 }], { state: 'hod_approved' });
  const student = await t.clientOf(s.student.email ?? '');
  return { s, c, student };
}

type Courses = Awaited<ReturnType<typeof twoPublishedSemesters>>['c'];

/** The published attempts of `twoPublishedSemesters`, for packages/domain `gpa` and `cgpa`. */
export const firstAttempts = (c: Courses) => [
  { units: c.mth.units, score: 75, courseCode: c.mth.code, sequence: 1 },
  { units: c.phy.units, score: 65, courseCode: c.phy.code, sequence: 1 },
  { units: c.chm.units, score: 30, courseCode: c.chm.code, sequence: 1 },
  { units: c.bio.units, score: 0, courseCode: c.bio.code, sequence: 1 },
];
export const secondAttempts = (c: Courses) => [
  { units: c.chm.units, score: 55, courseCode: c.chm.code, sequence: 2 },
  { units: c.gst.units, score: 62, courseCode: c.gst.code, sequence: 2 },
];
