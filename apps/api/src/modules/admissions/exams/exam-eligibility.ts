import { examTransition } from '@campusflow/domain';
import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { applications, entranceCandidates } from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { type ExamRow, examStages } from './exams.service.ts';

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
export async function eligibleApplicants(
  db: DbOrTx,
  schoolId: string,
  exam: ExamRow,
): Promise<{ enrollmentId: string }[]> {
  const stages = await examStages(db, schoolId);
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
