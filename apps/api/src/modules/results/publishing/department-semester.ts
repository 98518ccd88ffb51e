import type { TPublishingSheet } from '@campusflow/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { academicSessions, academicYears, semesters } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/** The department, if it is the school's; else `not_found`. */
export async function departmentOfSchool(db: DbOrTx, schoolId: string, departmentId: string) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name, code: departments.code })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.schoolId, schoolId)));
  if (!row) throw new AppError('not_found', { detail: 'This department was not found.' });
  return row;
}

export type SemesterOption = { id: string; label: string; current: boolean };

/** The school's semesters, latest first, named by session and number. */
export async function schoolSemesters(db: DbOrTx, schoolId: string): Promise<SemesterOption[]> {
  const rows = await db
    .select({
      id: semesters.id,
      session: academicSessions.name,
      sequence: semesters.sequence,
      current: academicSessions.isCurrent,
    })
    .from(semesters)
    .innerJoin(academicSessions, eq(academicSessions.id, semesters.sessionId))
    .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
    .where(eq(semesters.schoolId, schoolId))
    .orderBy(desc(academicYears.startYear), desc(semesters.sequence));
  return rows.map((r) => ({
    id: r.id,
    label: `${r.session}, semester ${r.sequence}`,
    current: r.current,
  }));
}

/**
 * The semester asked for, if it is the school's; without one, the current session's latest
 * semester in which the department has sheets (else null).
 */
export async function chosenSemester(
  db: DbOrTx,
  schoolId: string,
  departmentId: string,
  semesterId: string | undefined,
): Promise<string | null> {
  if (semesterId) {
    const [row] = await db
      .select({ id: semesters.id })
      .from(semesters)
      .where(and(eq(semesters.id, semesterId), eq(semesters.schoolId, schoolId)));
    if (!row) throw new AppError('results_no_semester');
    return row.id;
  }
  const [latest] = await db
    .select({ id: semesters.id })
    .from(scoreSheets)
    .innerJoin(semesters, eq(semesters.id, scoreSheets.semesterId))
    .innerJoin(academicSessions, eq(academicSessions.id, scoreSheets.sessionId))
    .where(
      and(
        eq(scoreSheets.schoolId, schoolId),
        eq(scoreSheets.departmentId, departmentId),
        eq(academicSessions.isCurrent, true),
      ),
    )
    .orderBy(desc(semesters.sequence))
    .limit(1);
  return latest?.id ?? null;
}

/** The department's sheets for the semester with their course and number of lines, by code. */
export async function departmentSheets(
  db: DbOrTx,
  schoolId: string,
  departmentId: string,
  semesterId: string,
): Promise<TPublishingSheet[]> {
  return db
    .select({
      id: scoreSheets.id,
      courseId: scoreSheets.courseId,
      code: courses.code,
      title: courses.title,
      units: courses.units,
      level: courses.level,
      state: scoreSheets.state,
      students: count(scores.enrollmentId),
    })
    .from(scoreSheets)
    .innerJoin(courses, eq(courses.id, scoreSheets.courseId))
    .leftJoin(scores, eq(scores.sheetId, scoreSheets.id))
    .where(
      and(
        eq(scoreSheets.schoolId, schoolId),
        eq(scoreSheets.departmentId, departmentId),
        eq(scoreSheets.semesterId, semesterId),
      ),
    )
    .groupBy(scoreSheets.id, courses.id)
    .orderBy(asc(courses.code));
}
