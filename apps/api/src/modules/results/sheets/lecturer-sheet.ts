import { coursesTaughtBy, findCurrentSession } from '@/modules/academics/academics.queries.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { openCourseSheet, type SheetRow, sheetById } from './course-sheet.ts';

/** The course is one the actor lectures this session, or it is not found (nothing leaks). */
export async function requireLecturer(db: DbOrTx, actor: Actor, courseId: string) {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(db, schoolId);
  await requireDuty(
    db,
    actor,
    coursesTaughtBy,
    { requested: [courseId], sessionId: session?.id ?? '' },
    { code: 'not_found', detail: 'This course was not found among the courses you teach.' },
  );
  return schoolId;
}

/** The lecturer's sheet of a course they teach, opened as a draft the first time. */
export async function lecturerSheet(db: DbOrTx, actor: Actor, courseId: string) {
  const schoolId = await requireLecturer(db, actor, courseId);
  return { schoolId, sheet: await openCourseSheet(db, schoolId, courseId) };
}

/** The sheet under its row lock, refused (`results_sheet_locked`) unless it is a draft. */
export async function lockedDraft(
  tx: DbOrTx,
  schoolId: string,
  sheetId: string,
): Promise<SheetRow> {
  const sheet = await sheetById(tx, schoolId, sheetId, true);
  if (sheet.state !== 'draft') throw new AppError('results_sheet_locked');
  return sheet;
}
