import { and, eq, sql } from 'drizzle-orm';
import { findCurrentSession, loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { semesters } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { scoreSheets } from '@/modules/results/results.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

export type SheetRow = typeof scoreSheets.$inferSelect & {
  code: string;
  title: string;
  units: number;
  semester: number;
};

const sheetColumns = {
  sheet: scoreSheets,
  code: courses.code,
  title: courses.title,
  units: courses.units,
  semester: semesters.sequence,
};

const flatten = (r: {
  sheet: typeof scoreSheets.$inferSelect;
  code: string;
  title: string;
  units: number;
  semester: number;
}): SheetRow => ({
  ...r.sheet,
  code: r.code,
  title: r.title,
  units: r.units,
  semester: r.semester,
});

/** A sheet of the school by id, with its course, or `not_found`; `forUpdate` locks its row. */
export async function sheetById(
  db: DbOrTx,
  schoolId: string,
  sheetId: string,
  forUpdate = false,
): Promise<SheetRow> {
  const query = db
    .select(sheetColumns)
    .from(scoreSheets)
    .innerJoin(courses, eq(courses.id, scoreSheets.courseId))
    .innerJoin(semesters, eq(semesters.id, scoreSheets.semesterId))
    .where(and(eq(scoreSheets.id, sheetId), eq(scoreSheets.schoolId, schoolId)));
  const [row] = forUpdate ? await query.for('update', { of: scoreSheets }) : await query;
  if (!row) throw new AppError('not_found', { detail: 'This score sheet was not found.' });
  return flatten(row);
}

/**
 * The course's sheet for its semester of the current session, opened (as a draft with the
 * school's CA and exam maxima) the first time anyone asks. `results_no_sheet` when the current
 * session has no such semester.
 */
export async function openCourseSheet(
  db: DbOrTx,
  schoolId: string,
  courseId: string,
): Promise<SheetRow> {
  const session = await findCurrentSession(db, schoolId);
  const [course] = await db
    .select({ id: courses.id, departmentId: courses.departmentId, semester: courses.semester })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)));
  if (!course) throw new AppError('not_found', { detail: 'This course was not found.' });
  if (!session) throw new AppError('results_no_sheet');
  const [semester] = await db
    .select({ id: semesters.id })
    .from(semesters)
    .where(and(eq(semesters.sessionId, session.id), eq(semesters.sequence, course.semester)));
  if (!semester) throw new AppError('results_no_sheet');
  const { settings } = await loadSchoolSettings(db, schoolId);
  await db
    .insert(scoreSheets)
    .values({
      schoolId,
      courseId,
      sessionId: session.id,
      semesterId: semester.id,
      departmentId: course.departmentId,
      caMax: settings.caMaxScore,
      examMax: 100 - settings.caMaxScore,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: scoreSheets.id })
    .from(scoreSheets)
    .where(and(eq(scoreSheets.courseId, courseId), eq(scoreSheets.semesterId, semester.id)));
  if (!row) throw new Error('score sheet vanished');
  return sheetById(db, schoolId, row.id);
}

/** Marks the sheet changed now (its lines were saved). */
export async function touchSheet(db: DbOrTx, sheetId: string, now: Date) {
  await db
    .update(scoreSheets)
    .set({ updatedAt: sql`greatest(${scoreSheets.updatedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(scoreSheets.id, sheetId));
}
