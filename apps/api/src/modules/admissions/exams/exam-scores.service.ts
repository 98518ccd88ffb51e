import {
  examScoreProblem,
  type TImportProblem,
  type TScoreEntry,
  type TScoreEntryResult,
  type TScoreUploadResult,
} from '@campusflow/contracts';
import { admissionAggregate, examTransition, type StageSettings } from '@campusflow/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { applications, entranceCandidates } from '@/modules/admissions/admissions.tables.ts';
import { recordDecision } from '@/modules/admissions/officer/decision-log.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { toCsv } from '@/platform/csv/write-csv.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldErrors } from '@/platform/errors/field-error.ts';
import {
  cellOf,
  describeColumns,
  type ImportColumn,
  missingColumnProblems,
} from '@/platform/import/columns.ts';
import { readTableFile } from '@/platform/import/table-file.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { auditExam, type ExamRow, loadExam, stageSettings } from './exams.service.ts';

type Candidate = {
  id: string;
  enrollmentId: string;
  examNumber: string;
  score: number | null;
  stage: (typeof enrollments.$inferSelect)['stage'];
  screeningResult: 'passed' | 'failed' | null;
};
type Entry = { candidate: Candidate; score: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

function selectCandidates(db: DbOrTx) {
  return db
    .select({
      id: entranceCandidates.id,
      enrollmentId: entranceCandidates.enrollmentId,
      examNumber: entranceCandidates.examNumber,
      score: entranceCandidates.score,
      stage: enrollments.stage,
      screeningResult: applications.screeningResult,
    })
    .from(entranceCandidates)
    .innerJoin(enrollments, eq(enrollments.id, entranceCandidates.enrollmentId))
    .innerJoin(applications, eq(applications.enrollmentId, entranceCandidates.enrollmentId))
    .$dynamic();
}

/** Why a score is out of the exam's range, or null. */
const rangeProblem = (exam: ExamRow, score: number) => examScoreProblem(score, exam.maxScore);

/**
 * Why the candidate's application cannot take a first score now, or null (docs/domain.md,
 * Admissions). A correction of a recorded score is always allowed, and audited.
 */
function stageProblem(stages: StageSettings, candidate: Candidate): string | null {
  if (candidate.score !== null) return null;
  const move = examTransition(
    { stage: candidate.stage, screeningResult: candidate.screeningResult, examScored: false },
    stages,
  );
  return move.ok ? null : move.reason;
}

/** Rows per batched UPDATE (three parameters each). */
const UPDATE_CHUNK = 1000;

/**
 * The changed scores written in a few statements: each candidate's score, and the
 * application's exam percentage and aggregate. The aggregate is `refreshAggregate`'s for an
 * application with an exam score (the exam score takes the place of screening), computed here
 * for the whole batch at once.
 */
async function writeScores(tx: DbOrTx, actor: Actor, exam: ExamRow, changed: Entry[]) {
  const { settings } = await loadSchoolSettings(tx, exam.schoolId);
  const now = new Date().toISOString();
  for (let i = 0; i < changed.length; i += UPDATE_CHUNK) {
    const chunk = changed.slice(i, i + UPDATE_CHUNK);
    const scores = sql.join(
      chunk.map((e) => sql`(${e.candidate.id}::uuid, ${e.score}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`update ${entranceCandidates}
      set score = v.score, scored_by = ${actor.userId}::uuid, scored_at = ${now}::timestamptz
      from (values ${scores}) as v(id, score)
      where ${entranceCandidates.id} = v.id and ${entranceCandidates.schoolId} = ${exam.schoolId}`);
    const utme = await tx
      .select({ enrollmentId: applications.enrollmentId, utmeScore: applications.utmeScore })
      .from(applications)
      .where(
        and(
          eq(applications.schoolId, exam.schoolId),
          inArray(
            applications.enrollmentId,
            chunk.map((e) => e.candidate.enrollmentId),
          ),
        ),
      );
    const utmeOf = new Map(utme.map((u) => [u.enrollmentId, u.utmeScore]));
    const percents = sql.join(
      chunk.map((e) => {
        const percent = round2((e.score / exam.maxScore) * 100);
        const aggregate = admissionAggregate(
          utmeOf.get(e.candidate.enrollmentId) ?? null,
          percent,
          settings.utmeWeight,
        );
        return sql`(${e.candidate.enrollmentId}::uuid, ${percent}::numeric, ${aggregate}::numeric)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`update ${applications}
      set exam_percent = v.percent, aggregate = v.aggregate, updated_at = ${now}::timestamptz
      from (values ${percents}) as v(id, percent, aggregate)
      where ${applications.enrollmentId} = v.id and ${applications.schoolId} = ${exam.schoolId}`);
  }
}

/**
 * Writes the scores in the caller's transaction (see `writeScores`); a first score moves the
 * application to `entrance_exam` (decision log, audit, e-mail), every change is audited with
 * the score before and after.
 */
async function applyScores(
  tx: DbOrTx,
  ctx: ServiceContext,
  audit: AuditContext,
  actor: Actor,
  exam: ExamRow,
  entries: Entry[],
): Promise<TScoreEntryResult> {
  const changed = entries.filter((e) => e.candidate.score !== e.score);
  await writeScores(tx, actor, exam, changed);
  for (const { candidate, score } of changed) {
    await recordAudit(tx, audit, {
      action: candidate.score === null ? 'entrance_exam.score' : 'entrance_exam.score_correction',
      entityType: 'entrance_candidate',
      entityId: candidate.id,
      before: { score: candidate.score },
      after: { score, examId: exam.id, examNumber: candidate.examNumber },
    });
    if (candidate.score === null && candidate.stage !== 'entrance_exam') {
      await recordDecision(tx, ctx, audit, {
        schoolId: exam.schoolId,
        enrollmentId: candidate.enrollmentId,
        kind: 'exam_scored',
        from: candidate.stage,
        to: 'entrance_exam',
      });
    }
  }
  return { saved: changed.length, unchanged: entries.length - changed.length };
}

/** Scores typed into the candidates table: all written, or none when one is wrong. */
export async function recordScores(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  input: TScoreEntry,
  audit: AuditContext,
): Promise<TScoreEntryResult> {
  const schoolId = requireSchool(actor);
  const result = await inTransaction(ctx.db, async (tx) => {
    const exam = await loadExam(tx, schoolId, examId, { lock: true });
    const stages = await stageSettings(tx, schoolId);
    const ids = [...new Set(input.scores.map((s) => s.enrollmentId))];
    const found = await selectCandidates(tx).where(
      and(
        eq(entranceCandidates.schoolId, schoolId),
        eq(entranceCandidates.examId, exam.id),
        inArray(entranceCandidates.enrollmentId, ids),
      ),
    );
    const byEnrollment = new Map(found.map((c) => [c.enrollmentId, c]));
    // A field error says what is wrong with that row's score; the field names the row, so the
    // page shows it beside the score as is. The detail (a toast) names the exam number too.
    const errors: { field: string; message: string }[] = [];
    const refusals: { field: string; message: string }[] = [];
    const details: { invalid?: string; refused?: string } = {};
    const seen = new Set<string>();
    const entries: Entry[] = [];
    input.scores.forEach((s, i) => {
      const candidate = byEnrollment.get(s.enrollmentId);
      if (!candidate || seen.has(s.enrollmentId)) {
        const message = candidate
          ? 'This candidate appears twice.'
          : 'Not a candidate of this exam.';
        errors.push({ field: `body.scores.${i}.enrollmentId`, message });
        details.invalid ??= message;
        return;
      }
      seen.add(s.enrollmentId);
      const score = round2(s.score);
      const field = `body.scores.${i}.score`;
      const outOfRange = rangeProblem(exam, score);
      if (outOfRange) {
        errors.push({ field, message: outOfRange });
        details.invalid ??= `${candidate.examNumber}: ${outOfRange}`;
        return;
      }
      const refused = stageProblem(stages, candidate);
      if (refused) {
        refusals.push({ field, message: refused });
        details.refused ??= `${candidate.examNumber}: ${refused}`;
      }
      entries.push({ candidate, score });
    });
    if (details.invalid) throw fieldErrors(errors, details.invalid);
    if (details.refused) {
      throw new AppError('admission_stage', { detail: details.refused, errors: refusals });
    }
    return applyScores(tx, ctx, audit, actor, exam, entries);
  });
  void ctx.mailer.kick();
  return result;
}

const scoreColumns: ImportColumn[] = [
  {
    name: 'examNumber',
    required: true,
    hint: 'The exam number on the candidate’s slip.',
    aliases: ['exam number', 'exam no'],
  },
  {
    name: 'score',
    required: true,
    hint: 'From 0 to the exam’s maximum score; leave it blank for a candidate who was absent.',
  },
];

/**
 * Scores from a CSV or XLSX file of exam numbers and scores. Every bad row is reported with its
 * line and column; a dry run writes nothing, and a real run writes every score in one
 * transaction, only when no row has a problem. A blank score leaves the candidate as they are.
 */
export async function uploadScores(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  input: { dryRun: boolean; bytes: Buffer },
  audit: AuditContext,
): Promise<TScoreUploadResult> {
  const schoolId = requireSchool(actor);
  await loadExam(ctx.db, schoolId, examId);
  const table = await readTableFile(input.bytes);
  const result: TScoreUploadResult = {
    kind: 'entrance_scores',
    dryRun: input.dryRun,
    rows: table.rows.length,
    valid: 0,
    imported: 0,
    problems: missingColumnProblems(scoreColumns, table.columns),
    columns: describeColumns(scoreColumns),
  };
  if (result.problems.length > 0) return result;
  const [numberColumn, scoreColumn] = scoreColumns as [ImportColumn, ImportColumn];

  const outcome = await inTransaction(ctx.db, async (tx) => {
    const exam = await loadExam(tx, schoolId, examId, { lock: !input.dryRun });
    const stages = await stageSettings(tx, schoolId);
    const numbers = [...new Set(table.rows.map((r) => cellOf(r, numberColumn).toUpperCase()))];
    const found = numbers.length
      ? await selectCandidates(tx).where(
          and(
            eq(entranceCandidates.schoolId, schoolId),
            eq(entranceCandidates.examId, exam.id),
            inArray(sql<string>`upper(${entranceCandidates.examNumber})`, numbers),
          ),
        )
      : [];
    const byNumber = new Map(found.map((c) => [c.examNumber.toUpperCase(), c]));
    const problems: TImportProblem[] = [];
    const firstLine = new Map<string, number>();
    const entries: Entry[] = [];
    for (const row of table.rows) {
      const number = cellOf(row, numberColumn).toUpperCase();
      const cell = cellOf(row, scoreColumn);
      const problem = (column: ImportColumn, reason: string) =>
        problems.push({ line: row.line, column: column.name, reason });
      if (!number) {
        problem(numberColumn, 'Enter the exam number.');
        continue;
      }
      const candidate = byNumber.get(number);
      if (!candidate) {
        problem(numberColumn, 'No candidate of this exam has this exam number.');
        continue;
      }
      const earlier = firstLine.get(number);
      if (earlier !== undefined) {
        problem(numberColumn, `Line ${earlier} of this file has the same exam number.`);
        continue;
      }
      firstLine.set(number, row.line);
      if (!cell) continue;
      const score = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(cell) ? round2(Number(cell)) : Number.NaN;
      const outOfRange = rangeProblem(exam, score);
      if (outOfRange) {
        problem(scoreColumn, outOfRange);
        continue;
      }
      const refused = stageProblem(stages, candidate);
      if (refused) {
        problem(numberColumn, refused);
        continue;
      }
      entries.push({ candidate, score });
    }
    const checked = { ...result, valid: entries.length, problems };
    if (input.dryRun || problems.length > 0 || entries.length === 0) return checked;
    const written = await applyScores(tx, ctx, audit, actor, exam, entries);
    await auditExam(tx, audit, exam.id, 'scores_upload', {
      after: { rows: entries.length, saved: written.saved },
    });
    return { ...checked, imported: entries.length };
  });
  if (outcome.imported > 0) void ctx.mailer.kick();
  return outcome;
}

/** A CSV to fill in: every candidate's exam number and name, with the score when recorded. */
export async function scoresTemplate(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
): Promise<{ filename: string; csv: string }> {
  const schoolId = requireSchool(actor);
  const exam = await loadExam(ctx.db, schoolId, examId);
  const rows = await ctx.db
    .select({
      examNumber: entranceCandidates.examNumber,
      name: users.name,
      score: entranceCandidates.score,
    })
    .from(entranceCandidates)
    .innerJoin(enrollments, eq(enrollments.id, entranceCandidates.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(and(eq(entranceCandidates.schoolId, schoolId), eq(entranceCandidates.examId, exam.id)))
    .orderBy(asc(entranceCandidates.examNumber));
  return {
    filename: `exam-scores-${exam.id.slice(0, 8)}.csv`,
    csv: toCsv(
      ['examNumber', 'name', 'score'],
      rows.map((r) => [r.examNumber, r.name, r.score]),
    ),
  };
}
