import type { TSaveScores, TScoreSheet } from '@campusflow/contracts';
import { checkScore, scoreOutcome } from '@campusflow/domain';
import { sql } from 'drizzle-orm';
import {
  coursesTaughtBy,
  findCurrentSession,
  loadSchoolSettings,
} from '@/modules/academics/academics.queries.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import { scores } from '@/modules/results/results.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { openCourseSheet, sheetById, touchSheet } from './course-sheet.ts';
import { sheetStudents, sheetView } from './sheet-lines.ts';
import { moveSheet } from './sheet-transitions.ts';

/** The course is one the actor lectures this session, or it is not found (nothing leaks). */
async function requireLecturer(db: DbOrTx, actor: Actor, courseId: string) {
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

/** The lecturer's sheet of a course they teach this session, opened as a draft if new. */
export async function myCourseSheet(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
): Promise<TScoreSheet> {
  const schoolId = await requireLecturer(ctx.db, actor, courseId);
  const sheet = await openCourseSheet(ctx.db, schoolId, courseId);
  return sheetView(sheet, await sheetStudents(ctx.db, sheet), sheet.state === 'draft');
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
): Promise<TScoreSheet> {
  const schoolId = await requireLecturer(ctx.db, actor, courseId);
  const opened = await openCourseSheet(ctx.db, schoolId, courseId);
  return inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetById(tx, schoolId, opened.id, true);
    if (sheet.state !== 'draft') throw new AppError('results_sheet_locked');
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

    const { settings } = await loadSchoolSettings(tx, schoolId);
    const schemeOf = await schoolSchemes(tx, settings);
    const rows = input.lines.map((line) => {
      const student = byEnrollment.get(line.enrollmentId);
      const { schemeId, scheme } = schemeOf(student?.entryYear ?? now.getUTCFullYear());
      const outcome = scoreOutcome(line, scheme);
      return {
        sheetId: sheet.id,
        schoolId,
        enrollmentId: line.enrollmentId,
        ca: line.ca,
        exam: line.exam,
        absent: line.absent,
        total: outcome.total,
        grade: outcome.grade,
        points: outcome.points,
        schemeId,
        updatedBy: actor.userId,
        updatedAt: now,
      };
    });
    await tx
      .insert(scores)
      .values(rows)
      .onConflictDoUpdate({
        target: [scores.sheetId, scores.enrollmentId],
        set: {
          ca: sql`excluded.ca`,
          exam: sql`excluded.exam`,
          absent: sql`excluded.absent`,
          total: sql`excluded.total`,
          grade: sql`excluded.grade`,
          points: sql`excluded.points`,
          schemeId: sql`excluded.scheme_id`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await touchSheet(tx, sheet.id, now);
    const saved = await sheetById(tx, schoolId, sheet.id);
    return sheetView(saved, await sheetStudents(tx, saved), true);
  });
}

/** The lecturer sends the draft to the HOD; from then on its scores are locked to them. */
export async function submitMySheet(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  courseId: string,
): Promise<TScoreSheet> {
  const schoolId = await requireLecturer(ctx.db, actor, courseId);
  const opened = await openCourseSheet(ctx.db, schoolId, courseId);
  const sheet = await moveSheet(ctx.db, actor, audit, opened.id, 'submit');
  return sheetView(sheet, await sheetStudents(ctx.db, sheet), false);
}
