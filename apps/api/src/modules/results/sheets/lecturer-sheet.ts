import type { TLecturerScoreSheet } from '@campusflow/contracts';
import {
  coursesTaughtBy,
  findCurrentSession,
  loadSchoolSettings,
} from '@/modules/academics/academics.queries.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { openCourseSheet, type SheetRow, sheetById } from './course-sheet.ts';
import { type SheetStudent, sheetView } from './sheet-lines.ts';

/** The course is one the actor lectures this session, or it is not found (nothing leaks). */
export async function requireLecturer(db: DbOrTx, actor: Actor, courseId: string) {
  const schoolId = requireSchool(actor);
  const refusal = {
    code: 'not_found',
    detail: 'This course was not found among the courses you teach.',
  } as const;
  const session = await findCurrentSession(db, schoolId);
  // Without a current session nobody lectures anything (and the duty query needs a real id).
  if (!session) throw new AppError(refusal.code, { detail: refusal.detail });
  await requireDuty(
    db,
    actor,
    coursesTaughtBy,
    { requested: [courseId], sessionId: session.id },
    refusal,
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

/**
 * The sheet with the grade bands of its students' schemes, for the lecturer's page (one
 * statement for the settings, one for the schemes).
 */
export async function lecturerView(
  db: DbOrTx,
  sheet: SheetRow,
  students: SheetStudent[],
  editable: boolean,
): Promise<TLecturerScoreSheet> {
  const { settings } = await loadSchoolSettings(db, sheet.schoolId);
  const schemeOf = await schoolSchemes(db, settings);
  const scales: TLecturerScoreSheet['scales'] = [];
  const indexOf = new Map<string, number>();
  const scaleOf: Record<string, number> = {};
  for (const s of students) {
    const { schemeId, scheme } = schemeOf(s.entryYear);
    const key = schemeId ?? 'national';
    let index = indexOf.get(key);
    if (index === undefined) {
      index = scales.push(scheme.bands) - 1;
      indexOf.set(key, index);
    }
    scaleOf[s.enrollmentId] = index;
  }
  return { ...sheetView(sheet, students, editable), scales, scaleOf };
}
