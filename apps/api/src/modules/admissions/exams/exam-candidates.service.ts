import type { TAddCandidatesResult, TCandidateList, TCandidateQuery } from '@campusflow/contracts';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  isNotNull,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { applications, entranceCandidates } from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { eligibleApplicants } from './exam-eligibility.ts';
import { auditExam, loadExam, withDraftExam } from './exams.service.ts';

const firstChoice = alias(programmes, 'first_choice');
const offeredChoice = alias(programmes, 'offered_choice');

/** Rows per INSERT of candidates. */
const INSERT_CHUNK = 1000;

export async function eligibleCount(ctx: ServiceContext, actor: Actor, examId: string) {
  const schoolId = requireSchool(actor);
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
  const published = 'The scores of this exam are published; it takes no more candidates.';
  return withDraftExam(ctx, actor, examId, published, async (tx, exam) => {
    const eligible = await eligibleApplicants(tx, exam.schoolId, exam);
    if (eligible.length === 0) return { added: 0 };
    const { code } = await loadSchoolSettings(tx, exam.schoolId);
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
              schoolId: exam.schoolId,
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
    await auditExam(tx, audit, exam.id, 'add_candidates', { after: { added } });
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
  const schoolId = requireSchool(actor);
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
  const page = await paginate(
    query,
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
      .leftJoin(offeredChoice, eq(offeredChoice.id, applications.offeredProgrammeId))
      .where(where)
      .orderBy(asc(entranceCandidates.examNumber)),
    ctx.db
      .select({ total: count() })
      .from(entranceCandidates)
      .innerJoin(enrollments, eq(enrollments.id, entranceCandidates.enrollmentId))
      .innerJoin(applications, eq(applications.enrollmentId, entranceCandidates.enrollmentId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(where),
  );
  return {
    ...page,
    items: page.items.map((r) => ({
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
  };
}
