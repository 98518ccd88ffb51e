import {
  scoreUploadProblemKinds,
  type TScoreLineInput,
  type TScoreSheetUploadResult,
  type TScoreUploadProblem,
  type TScoreUploadProblemKind,
} from '@campusflow/contracts';
import { checkScore } from '@campusflow/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import {
  cellOf,
  describeColumns,
  type ImportColumn,
  missingColumnProblems,
} from '@/platform/import/columns.ts';
import { readTableFile, type TableRow } from '@/platform/import/table-file.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import type { SheetRow } from './course-sheet.ts';
import { lecturerSheet, lockedDraft } from './lecturer-sheet.ts';
import { type SheetStudent, sheetStudents } from './sheet-lines.ts';
import { gradeLines, writeLines } from './sheet-writes.ts';

/** The columns of an uploaded sheet, in the template's order. */
export const sheetColumns = {
  matric: {
    name: 'matricNumber',
    required: true,
    hint: 'The student’s matric number, as on the sheet.',
    aliases: ['matric number', 'matric no', 'matric', 'userOrgID'],
  },
  ca: {
    name: 'ca',
    required: true,
    hint: 'Continuous assessment, from 0 to the sheet’s CA maximum; blank if not yet known.',
    aliases: ['continuous assessment'],
  },
  exam: {
    name: 'exam',
    required: true,
    hint: 'The exam score, from 0 to the sheet’s exam maximum; ABS for a student absent from the exam.',
    aliases: ['exam score'],
  },
} satisfies Record<string, ImportColumn>;
const columns = Object.values(sheetColumns);

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const isAbsent = (cell: string) => cell.toUpperCase() === 'ABS';

/** The school's students among these matric numbers (upper-cased), in one statement. */
async function knownMatrics(db: DbOrTx, schoolId: string, numbers: string[]) {
  if (numbers.length === 0) return new Set<string>();
  const rows = await db
    .select({ number: sql<string>`upper(${users.userOrgId})` })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(sql`upper(${users.userOrgId})`, numbers)));
  return new Set(rows.map((r) => r.number));
}

type Checked = { problems: TScoreUploadProblem[]; lines: TScoreLineInput[]; skipped: number };
type Entry = { row: TableRow; student: SheetStudent };

/** Every row checked against the sheet: its problems, or its line to write. */
async function checkRows(
  db: DbOrTx,
  sheet: SheetRow,
  students: SheetStudent[],
  rows: TableRow[],
): Promise<Checked & { entries: Entry[] }> {
  const byMatric = new Map(
    students.flatMap((s) => (s.line.matricNumber ? [[s.line.matricNumber.toUpperCase(), s]] : [])),
  );
  const numbers = [...new Set(rows.map((r) => cellOf(r, sheetColumns.matric).toUpperCase()))];
  const known = await knownMatrics(
    db,
    sheet.schoolId,
    numbers.filter((n) => n && !byMatric.has(n)),
  );
  const problems: TScoreUploadProblem[] = [];
  const lines: TScoreLineInput[] = [];
  const entries: Entry[] = [];
  const firstLine = new Map<string, number>();
  let skipped = 0;
  for (const row of rows) {
    const problem = (column: ImportColumn, kind: TScoreUploadProblemKind, reason: string) =>
      problems.push({ line: row.line, column: column.name, kind, reason });
    const matric = cellOf(row, sheetColumns.matric).toUpperCase();
    if (!matric) {
      problem(sheetColumns.matric, 'missing_matric', 'Enter the matric number.');
      continue;
    }
    const student = byMatric.get(matric);
    if (!student) {
      if (known.has(matric)) {
        problem(
          sheetColumns.matric,
          'not_on_sheet',
          'This student is not registered for this course.',
        );
      } else {
        problem(
          sheetColumns.matric,
          'unknown_matric',
          'No student of the school has this matric number.',
        );
      }
      continue;
    }
    const earlier = firstLine.get(matric);
    if (earlier !== undefined) {
      problem(
        sheetColumns.matric,
        'duplicate',
        `Line ${earlier} of this file has the same matric number.`,
      );
      continue;
    }
    firstLine.set(matric, row.line);
    const caCell = cellOf(row, sheetColumns.ca);
    const examCell = cellOf(row, sheetColumns.exam);
    const absent = isAbsent(examCell);
    if (!caCell && !examCell) {
      skipped += 1;
      continue;
    }
    const value = (column: ImportColumn, cell: string): number | null | undefined => {
      if (!cell) return null;
      if (NUMBER.test(cell)) return Number(cell);
      problem(column, 'not_a_number', `“${cell}” is not a number.`);
      return undefined;
    };
    const ca = value(sheetColumns.ca, caCell);
    const exam = absent ? null : value(sheetColumns.exam, examCell);
    if (ca === undefined || exam === undefined) continue;
    const line = { enrollmentId: student.enrollmentId, ca, exam, absent };
    // The same rule as the typed sheet: never clamped, the field's own message.
    const scoreProblems = checkScore(line, sheet);
    for (const p of scoreProblems) {
      const max = p.field === 'ca' ? sheet.caMax : sheet.examMax;
      const kind = (line[p.field] ?? 0) > max ? 'above_maximum' : 'invalid_score';
      problem(sheetColumns[p.field], kind, p.message);
    }
    if (scoreProblems.length) continue;
    lines.push(line);
    entries.push({ row, student });
  }
  return { problems, lines, skipped, entries };
}

const countsOf = (problems: TScoreUploadProblem[]) =>
  Object.fromEntries(
    scoreUploadProblemKinds.map((k) => [k, problems.filter((p) => p.kind === k).length]),
  ) as Record<TScoreUploadProblemKind, number>;

/**
 * A score sheet from a CSV or XLSX file (matric number, CA, exam; `ABS` in the exam column).
 * Every bad row is reported with its line, column and kind; a dry run writes nothing, and a
 * real run writes every line in one statement, through the same grading as the typed sheet,
 * and only when no row has a problem. Refused unless the sheet is a draft.
 */
export async function uploadMySheet(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  courseId: string,
  input: { dryRun: boolean; bytes: Buffer },
  now = new Date(),
): Promise<TScoreSheetUploadResult> {
  const { schoolId, sheet: opened } = await lecturerSheet(ctx.db, actor, courseId);
  const table = await readTableFile(input.bytes);
  return inTransaction(ctx.db, async (tx) => {
    const sheet = await lockedDraft(tx, schoolId, opened.id);
    const missing = missingColumnProblems(columns, table.columns).map((p) => ({
      ...p,
      kind: 'missing_column' as const,
    }));
    const checked: Checked & { entries: Entry[] } = missing.length
      ? { problems: missing, lines: [], skipped: 0, entries: [] }
      : await checkRows(tx, sheet, await sheetStudents(tx, sheet), table.rows);
    const byEnrollment = new Map(checked.entries.map((e) => [e.student.enrollmentId, e.student]));
    const graded = await gradeLines(tx, sheet, byEnrollment, checked.lines, {
      userId: actor.userId,
      now,
    });
    const write = !input.dryRun && checked.problems.length === 0 && graded.length > 0;
    if (write) {
      await writeLines(tx, sheet, graded, now);
      await recordAudit(tx, audit, {
        action: 'results.sheet.uploaded',
        entityType: 'score_sheet',
        entityId: sheet.id,
        after: { lines: graded.length },
      });
    }
    return {
      kind: 'score_sheet',
      dryRun: input.dryRun,
      rows: table.rows.length,
      valid: graded.length,
      imported: write ? graded.length : 0,
      skipped: checked.skipped,
      problems: checked.problems,
      counts: countsOf(checked.problems),
      columns: describeColumns(columns),
      lines: checked.entries.map((e, i) => ({
        line: e.row.line,
        enrollmentId: e.student.enrollmentId,
        matricNumber: e.student.line.matricNumber ?? '',
        studentName: e.student.line.studentName,
        ca: graded[i]?.ca ?? null,
        exam: graded[i]?.exam ?? null,
        absent: graded[i]?.absent ?? false,
        total: graded[i]?.total ?? null,
        grade: graded[i]?.grade ?? null,
      })),
    };
  });
}
