import type { TScoreLineInput } from '@campusflow/contracts';
import { scoreOutcome } from '@campusflow/domain';
import { sql } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import { scores } from '@/modules/results/results.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { type SheetRow, touchSheet } from './course-sheet.ts';
import type { SheetStudent } from './sheet-lines.ts';

export type GradedLine = typeof scores.$inferInsert;

/**
 * Lines of students on the sheet, graded by the scheme of each student's entry year: the rows
 * to write. Both the typed drafts and an uploaded file come through here, so a line is worked
 * out the same way whichever way it came in.
 */
export async function gradeLines(
  db: DbOrTx,
  sheet: SheetRow,
  byEnrollment: ReadonlyMap<string, SheetStudent>,
  lines: readonly TScoreLineInput[],
  by: { userId: string; now: Date },
): Promise<GradedLine[]> {
  const { settings } = await loadSchoolSettings(db, sheet.schoolId);
  const schemeOf = await schoolSchemes(db, settings);
  return lines.map((line) => {
    const student = byEnrollment.get(line.enrollmentId);
    const { schemeId, scheme } = schemeOf(student?.entryYear ?? by.now.getUTCFullYear());
    const outcome = scoreOutcome(line, scheme);
    return {
      sheetId: sheet.id,
      schoolId: sheet.schoolId,
      enrollmentId: line.enrollmentId,
      ca: line.ca,
      exam: line.exam,
      absent: line.absent,
      total: outcome.total,
      grade: outcome.grade,
      points: outcome.points,
      schemeId,
      updatedBy: by.userId,
      updatedAt: by.now,
    };
  });
}

/** Writes graded lines of one sheet in one statement (new or replacing) and marks it changed. */
export async function writeLines(tx: DbOrTx, sheet: SheetRow, rows: GradedLine[], now: Date) {
  if (rows.length === 0) return;
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
}
