import type {
  TEntranceExam,
  TEntranceExamInput,
  TEntranceExamList,
  TEntranceExamQuery,
  TUpdateEntranceExam,
} from '@campusflow/contracts';
import type { StageSettings } from '@campusflow/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { entranceCandidates, entranceExams } from '@/modules/admissions/admissions.tables.ts';
import { requireCurrentSession } from '@/modules/admissions/officer/offerings.service.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, type AuditEntry, recordAudit } from '@/platform/audit/audit.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

export type ExamRow = typeof entranceExams.$inferSelect;

/** The exam of the school, locked for the rest of the transaction when `lock`; else 404. */
export async function loadExam(
  db: DbOrTx,
  schoolId: string,
  examId: string,
  options: { lock?: boolean } = {},
): Promise<ExamRow> {
  const query = db
    .select()
    .from(entranceExams)
    .where(and(eq(entranceExams.id, examId), eq(entranceExams.schoolId, schoolId)));
  const [exam] = options.lock ? await query.for('update') : await query;
  if (!exam) throw new AppError('exam_not_found');
  return exam;
}

/** The school's use of screening and the entrance exam. */
export async function stageSettings(db: DbOrTx, schoolId: string): Promise<StageSettings> {
  const { settings } = await loadSchoolSettings(db, schoolId);
  return settings.admissionStages;
}

/** The school's stage settings; refused when the school holds no entrance exam. */
export async function examStages(db: DbOrTx, schoolId: string): Promise<StageSettings> {
  const stages = await stageSettings(db, schoolId);
  if (!stages.entranceExam) {
    throw new AppError('admission_stage', {
      detail:
        'This school does not hold an entrance exam. The head of school turns it on in the settings.',
    });
  }
  return stages;
}

/**
 * Runs `work` in one transaction with the actor's exam locked, so that two clicks never
 * interleave. A published exam is refused with `whenPublished`: its slips and scores are out.
 */
export function withDraftExam<T>(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  whenPublished: string,
  work: (tx: DbOrTx, exam: ExamRow) => Promise<T>,
): Promise<T> {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    const exam = await loadExam(tx, schoolId, examId, { lock: true });
    if (exam.status === 'published') {
      throw new AppError('admission_stage', { detail: whenPublished });
    }
    return work(tx, exam);
  });
}

/** Records `entrance_exam.{action}` about the exam in the audit log. */
export function auditExam(
  tx: DbOrTx,
  audit: AuditContext,
  examId: string,
  action: string,
  change: Pick<AuditEntry, 'before' | 'after'>,
) {
  return recordAudit(tx, audit, {
    action: `entrance_exam.${action}`,
    entityType: 'entrance_exam',
    entityId: examId,
    ...change,
  });
}

const passedCount = sql<number>`(select count(*)::int from ${entranceCandidates}
  where ${entranceCandidates.examId} = ${entranceExams.id}
    and ${entranceCandidates.score} >= ${entranceExams.passMark})`;

function selectExams(db: DbOrTx) {
  return db
    .select({
      exam: entranceExams,
      sessionName: academicSessions.name,
      candidates: sql<number>`(select count(*)::int from ${entranceCandidates}
        where ${entranceCandidates.examId} = ${entranceExams.id})`,
      scored: sql<number>`(select count(*)::int from ${entranceCandidates}
        where ${entranceCandidates.examId} = ${entranceExams.id}
          and ${entranceCandidates.score} is not null)`,
      passed: passedCount,
    })
    .from(entranceExams)
    .innerJoin(academicSessions, eq(academicSessions.id, entranceExams.sessionId))
    .$dynamic();
}
type ExamListRow = Awaited<ReturnType<ReturnType<typeof selectExams>['execute']>>[number];

/** The exams' rows as the contract names them, with their programmes' names. */
async function toExams(db: DbOrTx, schoolId: string, rows: ExamListRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.exam.programmeIds))];
  const named = ids.length
    ? await db
        .select({ id: programmes.id, name: programmes.name, code: programmes.code })
        .from(programmes)
        .where(and(eq(programmes.schoolId, schoolId), inArray(programmes.id, ids)))
    : [];
  const byId = new Map(named.map((p) => [p.id, p]));
  return rows.map(
    ({ exam, ...counts }): TEntranceExam => ({
      id: exam.id,
      title: exam.title,
      sessionId: exam.sessionId,
      sessionName: counts.sessionName,
      programmes: exam.programmeIds.flatMap((id) => {
        const programme = byId.get(id);
        return programme ? [programme] : [];
      }),
      startsAt: exam.startsAt.toISOString(),
      venue: exam.venue,
      durationMinutes: exam.durationMinutes,
      maxScore: exam.maxScore,
      passMark: exam.passMark,
      status: exam.status,
      publishedAt: exam.publishedAt?.toISOString() ?? null,
      candidates: Number(counts.candidates),
      scored: Number(counts.scored),
      passed: Number(counts.passed),
      createdAt: exam.createdAt.toISOString(),
      updatedAt: exam.updatedAt.toISOString(),
    }),
  );
}

export async function listExams(
  ctx: ServiceContext,
  actor: Actor,
  query: TEntranceExamQuery,
): Promise<TEntranceExamList> {
  const schoolId = requireSchool(actor);
  const where = and(
    eq(entranceExams.schoolId, schoolId),
    query.status ? eq(entranceExams.status, query.status) : undefined,
    query.sessionId ? eq(entranceExams.sessionId, query.sessionId) : undefined,
  );
  const page = await paginate(
    query,
    selectExams(ctx.db).where(where).orderBy(desc(entranceExams.startsAt), asc(entranceExams.id)),
    ctx.db.$count(entranceExams, where),
  );
  return { ...page, items: await toExams(ctx.db, schoolId, page.items) };
}

async function examView(db: DbOrTx, schoolId: string, examId: string): Promise<TEntranceExam> {
  const rows = await selectExams(db).where(
    and(eq(entranceExams.id, examId), eq(entranceExams.schoolId, schoolId)),
  );
  const [exam] = await toExams(db, schoolId, rows);
  if (!exam) throw new AppError('exam_not_found');
  return exam;
}

export async function getExam(ctx: ServiceContext, actor: Actor, examId: string) {
  return examView(ctx.db, requireSchool(actor), examId);
}

/** The programme ids, once each, after checking that they are the school's. */
async function schoolProgrammes(db: DbOrTx, schoolId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: programmes.id })
    .from(programmes)
    .where(and(eq(programmes.schoolId, schoolId), inArray(programmes.id, unique)));
  if (found.length !== unique.length) {
    const message = 'Choose programmes of your school.';
    throw new AppError('reference_not_found', {
      detail: message,
      errors: [{ field: 'body.programmeIds', message }],
    });
  }
  return unique;
}

/** A new exam of the current session (draft: the applicants see no scores yet). */
export async function createExam(
  ctx: ServiceContext,
  actor: Actor,
  input: TEntranceExamInput,
  audit: AuditContext,
): Promise<TEntranceExam> {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    await examStages(tx, schoolId);
    const session = await requireCurrentSession(tx, schoolId);
    const programmeIds = await schoolProgrammes(tx, schoolId, input.programmeIds);
    const [exam] = await tx
      .insert(entranceExams)
      .values({
        schoolId,
        sessionId: session.id,
        title: input.title,
        programmeIds,
        startsAt: new Date(input.startsAt),
        venue: input.venue,
        durationMinutes: input.durationMinutes,
        maxScore: input.maxScore,
        passMark: input.passMark,
        createdBy: actor.userId,
      })
      .returning();
    if (!exam) throw new Error('exam insert returned nothing');
    await auditExam(tx, audit, exam.id, 'create', {
      after: { ...input, programmeIds, sessionId: session.id },
    });
    return examView(tx, schoolId, exam.id);
  });
}

function refuse(field: string, message: string): never {
  throw new AppError('admission_stage', {
    detail: message,
    errors: [{ field: `body.${field}`, message }],
  });
}

async function scoredCount(tx: DbOrTx, exam: ExamRow): Promise<number> {
  const [scored] = await tx
    .select({ n: count() })
    .from(entranceCandidates)
    .where(and(eq(entranceCandidates.examId, exam.id), isNotNull(entranceCandidates.score)));
  return scored?.n ?? 0;
}

/** Writes the exam's changes, audits them, and answers with the exam as it is now. */
async function saveExam(
  tx: DbOrTx,
  audit: AuditContext,
  exam: ExamRow,
  set: Partial<typeof entranceExams.$inferInsert>,
  log: { action: string } & Pick<AuditEntry, 'before' | 'after'>,
): Promise<TEntranceExam> {
  await tx
    .update(entranceExams)
    .set(set)
    .where(and(eq(entranceExams.id, exam.id), eq(entranceExams.schoolId, exam.schoolId)));
  const { action, ...change } = log;
  await auditExam(tx, audit, exam.id, action, change);
  return examView(tx, exam.schoolId, exam.id);
}

/**
 * Changes an exam's details. A published exam no longer changes (its slips and scores are
 * out); the maximum score is fixed once a score is recorded, as scores are kept as a
 * percentage of it. Audited with what changed.
 */
export async function updateExam(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  input: TUpdateEntranceExam,
  audit: AuditContext,
): Promise<TEntranceExam> {
  const published = 'The scores of this exam are published; its details no longer change.';
  return withDraftExam(ctx, actor, examId, published, async (tx, exam) => {
    const maxScore = input.maxScore ?? exam.maxScore;
    const passMark = input.passMark ?? exam.passMark;
    if (passMark > maxScore) refuse('passMark', 'The pass mark is at most the maximum score.');
    if (maxScore !== exam.maxScore && (await scoredCount(tx, exam)) > 0) {
      refuse('maxScore', 'Scores are recorded out of this maximum; it can no longer change.');
    }
    const changes: Partial<typeof entranceExams.$inferInsert> = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.programmeIds !== undefined
        ? { programmeIds: await schoolProgrammes(tx, exam.schoolId, input.programmeIds) }
        : {}),
      ...(input.startsAt !== undefined ? { startsAt: new Date(input.startsAt) } : {}),
      ...(input.venue !== undefined ? { venue: input.venue } : {}),
      ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
      maxScore,
      passMark,
    };
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, exam[key as keyof ExamRow]]),
    );
    return saveExam(
      tx,
      audit,
      exam,
      { ...changes, updatedAt: new Date() },
      { action: 'update', before, after: changes },
    );
  });
}

/** Makes the scores visible to the applicants. Corrections stay possible (and audited). */
export async function publishExam(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  audit: AuditContext,
): Promise<TEntranceExam> {
  const published = 'The scores of this exam are already published.';
  return withDraftExam(ctx, actor, examId, published, async (tx, exam) => {
    const scored = await scoredCount(tx, exam);
    if (scored === 0) {
      throw new AppError('admission_stage', {
        detail: 'Record the scores before publishing them.',
      });
    }
    const publishedAt = new Date();
    return saveExam(
      tx,
      audit,
      exam,
      { status: 'published', publishedAt, updatedAt: publishedAt },
      {
        action: 'publish',
        before: { status: exam.status },
        after: { status: 'published', scored },
      },
    );
  });
}
