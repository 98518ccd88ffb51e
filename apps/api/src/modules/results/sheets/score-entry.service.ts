import type { TLecturerScoreSheet, TSaveScores, TScoreSheet } from '@campusflow/contracts';
import { checkScore } from '@campusflow/domain';
import type { Actor } from '@/platform/access/actor.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { sheetById } from './course-sheet.ts';
import { lecturerSheet, lecturerView, lockedDraft } from './lecturer-sheet.ts';
import { sheetStudents, sheetView } from './sheet-lines.ts';
import { moveSheet } from './sheet-transitions.ts';
import { gradeLines, writeLines } from './sheet-writes.ts';

/** The lecturer's sheet of a course they teach this session, opened as a draft if new. */
export async function myCourseSheet(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
): Promise<TLecturerScoreSheet> {
  const { sheet } = await lecturerSheet(ctx.db, actor, courseId);
  return lecturerView(ctx.db, sheet, await sheetStudents(ctx.db, sheet), sheet.state === 'draft');
}

/**
 * Saves draft lines as the lecturer types (only lines that changed need be sent). Every line
 * must be a student on the sheet; a score above its maximum is a field error (`body.lines.3.ca`)
 * and nothing is saved. The total, grade and points are worked out by the scheme of each
 * student's entry year. Refused once the sheet is no longer a draft.
 */
export async function saveMyScores(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  input: TSaveScores,
  now = new Date(),
): Promise<TLecturerScoreSheet> {
  const { schoolId, sheet: opened } = await lecturerSheet(ctx.db, actor, courseId);
  return inTransaction(ctx.db, async (tx) => {
    const sheet = await lockedDraft(tx, schoolId, opened.id);
    const students = await sheetStudents(tx, sheet);
    const byEnrollment = new Map(students.map((s) => [s.enrollmentId, s]));
    const errors = input.lines.flatMap((line, i) => {
      if (!byEnrollment.has(line.enrollmentId)) {
        return [{ field: `body.lines.${i}.enrollmentId`, message: 'Not a student on this sheet.' }];
      }
      return checkScore(line, sheet).map((p) => ({
        field: `body.lines.${i}.${p.field}`,
        message: p.message,
      }));
    });
    if (errors.some((e) => e.field.endsWith('enrollmentId'))) {
      throw new AppError('results_student_not_on_sheet', { errors });
    }
    if (errors.length) throw new AppError('results_score_invalid', { errors });

    const rows = await gradeLines(tx, sheet, byEnrollment, input.lines, {
      userId: actor.userId,
      now,
    });
    await writeLines(tx, sheet, rows, now);
    const saved = await sheetById(tx, schoolId, sheet.id);
    return lecturerView(tx, saved, await sheetStudents(tx, saved), true);
  });
}

/** The lecturer sends the draft to the HOD; from then on its scores are locked to them. */
export async function submitMySheet(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  courseId: string,
): Promise<TScoreSheet> {
  const { sheet: opened } = await lecturerSheet(ctx.db, actor, courseId);
  const sheet = await moveSheet(ctx.db, actor, audit, opened.id, 'submit');
  return sheetView(sheet, await sheetStudents(ctx.db, sheet), false);
}
