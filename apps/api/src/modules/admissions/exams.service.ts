import type {
  TAddCandidatesResult,
  TCandidateList,
  TCandidateQuery,
  TEntranceExam,
  TEntranceExamInput,
  TEntranceExamList,
  TEntranceExamQuery,
  TUpdateEntranceExam,
} from '@campusflow/contracts';
import { examTransition, type StageSettings } from '@campusflow/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/access/actor.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { type DbOrTx, inTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { academicSessions } from '../academics/calendar.tables.ts';
import { findCurrentSession } from '../academics/current-session.ts';
import { enrollments } from '../academics/enrollments.tables.ts';
import { loadSchoolSettings } from '../academics/settings.service.ts';
import { programmes } from '../academics/structure.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { fees } from '../payments/fees.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { applications, entranceCandidates, entranceExams } from './admissions.tables.ts';

export type ExamRow = typeof entranceExams.$inferSelect;

const firstChoice = alias(programmes, 'first_choice');
const offeredChoice = alias(programmes, 'offered_choice');

/** Rows per INSERT of candidates. */
const INSERT_CHUNK = 1000;

export function schoolOf(actor: Actor): string {
  if (!actor.schoolId) throw new AppError('forbidden');
  return actor.schoolId;
}

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
  const schoolId = schoolOf(actor);
  const where = and(
    eq(entranceExams.schoolId, schoolId),
    query.status ? eq(entranceExams.status, query.status) : undefined,
    query.sessionId ? eq(entranceExams.sessionId, query.sessionId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    selectExams(ctx.db)
      .where(where)
      .orderBy(desc(entranceExams.startsAt), asc(entranceExams.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(entranceExams).where(where),
  ]);
  return {
    items: await toExams(ctx.db, schoolId, rows),
    total: totals[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
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
  return examView(ctx.db, schoolOf(actor), examId);
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

const noExams =
  'This school does not hold an entrance exam. The head of school turns it on in the settings.';

/** A new exam of the current session (draft: the applicants see no scores yet). */
export async function createExam(
  ctx: ServiceContext,
  actor: Actor,
  input: TEntranceExamInput,
  audit: AuditContext,
): Promise<TEntranceExam> {
  const schoolId = schoolOf(actor);
  return inTransaction(ctx.db, async (tx) => {
    if (!(await stageSettings(tx, schoolId)).entranceExam) {
      throw new AppError('admission_stage', { detail: noExams });
    }
    const session = await findCurrentSession(tx, schoolId);
    if (!session) throw new AppError('no_current_session');
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
    await recordAudit(tx, audit, {
      action: 'entrance_exam.create',
      entityType: 'entrance_exam',
      entityId: exam.id,
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
  const schoolId = schoolOf(actor);
  return inTransaction(ctx.db, async (tx) => {
    const exam = await loadExam(tx, schoolId, examId, { lock: true });
    if (exam.status === 'published') {
      throw new AppError('admission_stage', {
        detail: 'The scores of this exam are published; its details no longer change.',
      });
    }
    const maxScore = input.maxScore ?? exam.maxScore;
    const passMark = input.passMark ?? exam.passMark;
    if (passMark > maxScore) refuse('passMark', 'The pass mark is at most the maximum score.');
    if (maxScore !== exam.maxScore) {
      const [scored] = await tx
        .select({ n: count() })
        .from(entranceCandidates)
        .where(and(eq(entranceCandidates.examId, exam.id), isNotNull(entranceCandidates.score)));
      if ((scored?.n ?? 0) > 0) {
        refuse('maxScore', 'Scores are recorded out of this maximum; it can no longer change.');
      }
    }
    const changes: Partial<typeof entranceExams.$inferInsert> = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.programmeIds !== undefined
        ? { programmeIds: await schoolProgrammes(tx, schoolId, input.programmeIds) }
        : {}),
      ...(input.startsAt !== undefined ? { startsAt: new Date(input.startsAt) } : {}),
      ...(input.venue !== undefined ? { venue: input.venue } : {}),
      ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
      maxScore,
      passMark,
    };
    await tx
      .update(entranceExams)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(entranceExams.id, exam.id), eq(entranceExams.schoolId, schoolId)));
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, exam[key as keyof ExamRow]]),
    );
    await recordAudit(tx, audit, {
      action: 'entrance_exam.update',
      entityType: 'entrance_exam',
      entityId: exam.id,
      before,
      after: changes,
    });
    return examView(tx, schoolId, exam.id);
  });
}

/** Makes the scores visible to the applicants. Corrections stay possible (and audited). */
export async function publishExam(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  audit: AuditContext,
): Promise<TEntranceExam> {
  const schoolId = schoolOf(actor);
  return inTransaction(ctx.db, async (tx) => {
    const exam = await loadExam(tx, schoolId, examId, { lock: true });
    if (exam.status === 'published') {
      throw new AppError('admission_stage', {
        detail: 'The scores of this exam are already published.',
      });
    }
    const [scored] = await tx
      .select({ n: count() })
      .from(entranceCandidates)
      .where(and(eq(entranceCandidates.examId, exam.id), isNotNull(entranceCandidates.score)));
    if ((scored?.n ?? 0) === 0) {
      throw new AppError('admission_stage', {
        detail: 'Record the scores before publishing them.',
      });
    }
    const publishedAt = new Date();
    await tx
      .update(entranceExams)
      .set({ status: 'published', publishedAt, updatedAt: publishedAt })
      .where(and(eq(entranceExams.id, exam.id), eq(entranceExams.schoolId, schoolId)));
    await recordAudit(tx, audit, {
      action: 'entrance_exam.publish',
      entityType: 'entrance_exam',
      entityId: exam.id,
      before: { status: exam.status },
      after: { status: 'published', scored: scored?.n ?? 0 },
    });
    return examView(tx, schoolId, exam.id);
  });
}

type Applicant = {
  enrollmentId: string;
  studentId: string;
  programmeId: string;
  level: number;
  entrancePayment: 'pending' | 'partial' | 'paid';
};

/**
 * The applicants whose entrance fee is settled: no active entrance fee of the session applies
 * to them (the programme's own fee before the school-wide one, as `admissionFees` picks it),
 * or the enrollment says it is paid, or their confirmed payments cover it.
 */
async function feeSettled(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  applicants: Applicant[],
): Promise<Set<string>> {
  const entranceFees = await db
    .select({
      id: fees.id,
      programmeId: fees.programmeId,
      level: fees.level,
      amount: fees.amount,
    })
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, schoolId),
        eq(fees.sessionId, sessionId),
        eq(fees.status, 'active'),
        eq(fees.type, 'entrance'),
      ),
    );
  entranceFees.sort((a, b) => Number(b.programmeId !== null) - Number(a.programmeId !== null));
  const paid = entranceFees.length
    ? await db
        .select({
          studentId: payments.studentId,
          feeId: payments.feeId,
          total: sql<string>`sum(${payments.amountPaid})`,
        })
        .from(payments)
        .where(
          and(
            eq(payments.schoolId, schoolId),
            inArray(
              payments.feeId,
              entranceFees.map((f) => f.id),
            ),
            inArray(payments.status, ['completed', 'paid']),
          ),
        )
        .groupBy(payments.studentId, payments.feeId)
    : [];
  const paidBy = new Map(paid.map((p) => [`${p.studentId}:${p.feeId}`, Number(p.total)]));
  const settled = new Set<string>();
  for (const a of applicants) {
    const fee = entranceFees.find(
      (f) =>
        (f.programmeId === null || f.programmeId === a.programmeId) &&
        (f.level === null || f.level === a.level),
    );
    const covered = fee ? (paidBy.get(`${a.studentId}:${fee.id}`) ?? 0) >= fee.amount : true;
    if (covered || a.entrancePayment === 'paid') settled.add(a.enrollmentId);
  }
  return settled;
}

/**
 * Applicants of the exam's session who may sit it and are not a candidate of any exam yet:
 * first choice or offered programme among the exam's, waiting for the entrance exam (after
 * screening where the school screens), entrance fee settled. By name.
 */
async function eligibleApplicants(
  db: DbOrTx,
  schoolId: string,
  exam: ExamRow,
): Promise<{ enrollmentId: string }[]> {
  const stages = await stageSettings(db, schoolId);
  if (!stages.entranceExam) throw new AppError('admission_stage', { detail: noExams });
  if (exam.programmeIds.length === 0) return [];
  const rows = await db
    .select({
      enrollmentId: enrollments.id,
      studentId: enrollments.studentId,
      programmeId: sql<string>`coalesce(${applications.offeredProgrammeId}, ${enrollments.programmeId})`,
      level: enrollments.currentLevel,
      stage: enrollments.stage,
      entrancePayment: enrollments.entrancePayment,
      screeningResult: applications.screeningResult,
    })
    .from(applications)
    .innerJoin(enrollments, eq(enrollments.id, applications.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      and(
        eq(applications.schoolId, schoolId),
        eq(enrollments.schoolId, schoolId),
        eq(applications.sessionId, exam.sessionId),
        or(
          inArray(enrollments.programmeId, exam.programmeIds),
          inArray(applications.offeredProgrammeId, exam.programmeIds),
        ),
        inArray(enrollments.stage, ['submitted', 'screening', 'entrance_exam']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(entranceCandidates)
            .where(eq(entranceCandidates.enrollmentId, enrollments.id)),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(enrollments.id));
  const waiting = rows.filter(
    (r) =>
      examTransition(
        { stage: r.stage, screeningResult: r.screeningResult, examScored: false },
        stages,
      ).ok,
  );
  const settled = await feeSettled(db, schoolId, exam.sessionId, waiting);
  return waiting.filter((r) => settled.has(r.enrollmentId));
}

export async function eligibleCount(ctx: ServiceContext, actor: Actor, examId: string) {
  const schoolId = schoolOf(actor);
  const exam = await loadExam(ctx.db, schoolId, examId);
  return { count: (await eligibleApplicants(ctx.db, schoolId, exam)).length };
}

/** `{school code}-{first four of the exam id}-{0001}`: short, and unique to the exam. */
function examNumber(schoolCode: string, examId: string, sequence: number): string {
  return `${schoolCode}-${examId.slice(0, 4).toUpperCase()}-${String(sequence).padStart(4, '0')}`;
}

/**
 * Adds every eligible applicant to the exam with the next exam numbers, in one transaction.
 * The exam row is locked, so two clicks never hand out the same number; an applicant that
 * another exam took meanwhile is skipped.
 */
export async function addEligibleCandidates(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  audit: AuditContext,
): Promise<TAddCandidatesResult> {
  const schoolId = schoolOf(actor);
  return inTransaction(ctx.db, async (tx) => {
    const exam = await loadExam(tx, schoolId, examId, { lock: true });
    if (exam.status === 'published') {
      throw new AppError('admission_stage', {
        detail: 'The scores of this exam are published; it takes no more candidates.',
      });
    }
    const eligible = await eligibleApplicants(tx, schoolId, exam);
    if (eligible.length === 0) return { added: 0 };
    const { code } = await loadSchoolSettings(tx, schoolId);
    const [last] = await tx
      .select({
        n: sql<
          number | null
        >`max((regexp_match(${entranceCandidates.examNumber}, '(\\d+)$'))[1]::int)`,
      })
      .from(entranceCandidates)
      .where(eq(entranceCandidates.examId, exam.id));
    let sequence = Number(last?.n ?? 0);
    let added = 0;
    for (let i = 0; i < eligible.length; i += INSERT_CHUNK) {
      const inserted = await tx
        .insert(entranceCandidates)
        .values(
          eligible.slice(i, i + INSERT_CHUNK).map((a) => {
            sequence += 1;
            return {
              schoolId,
              examId: exam.id,
              enrollmentId: a.enrollmentId,
              examNumber: examNumber(code, exam.id, sequence),
            };
          }),
        )
        .onConflictDoNothing()
        .returning({ id: entranceCandidates.id });
      added += inserted.length;
    }
    await recordAudit(tx, audit, {
      action: 'entrance_exam.add_candidates',
      entityType: 'entrance_exam',
      entityId: exam.id,
      after: { added },
    });
    return { added };
  });
}

/** The exam's candidates by exam number, with their scores (officers see unpublished ones). */
export async function listCandidates(
  ctx: ServiceContext,
  actor: Actor,
  examId: string,
  query: TCandidateQuery,
): Promise<TCandidateList> {
  const schoolId = schoolOf(actor);
  const exam = await loadExam(ctx.db, schoolId, examId);
  const search = query.q ? `%${escapeLike(query.q)}%` : null;
  const filters: (SQL | undefined)[] = [
    eq(entranceCandidates.schoolId, schoolId),
    eq(entranceCandidates.examId, exam.id),
    search
      ? or(
          ilike(entranceCandidates.examNumber, search),
          ilike(applications.jambNo, search),
          like(users.searchText, search.toLowerCase()),
        )
      : undefined,
    query.scored === 'yes' ? isNotNull(entranceCandidates.score) : undefined,
    query.scored === 'no' ? isNull(entranceCandidates.score) : undefined,
  ];
  const where = and(...filters);
  const base = () =>
    ctx.db
      .select({
        candidate: entranceCandidates,
        applicantName: users.name,
        jambNo: applications.jambNo,
        stage: enrollments.stage,
        firstChoice: firstChoice.name,
        offered: offeredChoice.name,
      })
      .from(entranceCandidates)
      .innerJoin(enrollments, eq(enrollments.id, entranceCandidates.enrollmentId))
      .innerJoin(applications, eq(applications.enrollmentId, entranceCandidates.enrollmentId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .innerJoin(firstChoice, eq(firstChoice.id, enrollments.programmeId))
      .leftJoin(offeredChoice, eq(offeredChoice.id, applications.offeredProgrammeId));
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(entranceCandidates.examNumber))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: count() })
      .from(entranceCandidates)
      .innerJoin(enrollments, eq(enrollments.id, entranceCandidates.enrollmentId))
      .innerJoin(applications, eq(applications.enrollmentId, entranceCandidates.enrollmentId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.candidate.id,
      enrollmentId: r.candidate.enrollmentId,
      applicantName: r.applicantName,
      jambNo: r.jambNo,
      programmeName: r.offered ?? r.firstChoice,
      examNumber: r.candidate.examNumber,
      stage: r.stage,
      score: r.candidate.score,
      passed: r.candidate.score === null ? null : r.candidate.score >= exam.passMark,
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
