import {
  requiredBioData,
  type TApplication,
  type TDocumentKind,
  type TMissingPart,
  USE_OF_ENGLISH,
} from '@campusflow/contracts';
import { olevelCheck } from '@campusflow/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import {
  admissionDecisions,
  admissionOfferings,
  applications,
  entranceCandidates,
  entranceExams,
} from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { files } from '@/platform/files/files.tables.ts';
import { admissionFees } from './admission-fees.ts';

const firstChoice = alias(programmes, 'first_choice');
const actor = alias(users, 'actor');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Documents every application carries before it can be submitted. */
export const requiredDocuments: readonly TDocumentKind[] = ['olevel_result', 'jamb_result'];

/** The enrollment and its application, school-scoped; null when there is none. */
export async function applicationRow(db: DbOrTx, schoolId: string, enrollmentId: string) {
  const [row] = await db
    .select({
      enrollment: enrollments,
      application: applications,
      applicant: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        gender: users.gender,
        passportFileId: users.passportFileId,
        userOrgId: users.userOrgId,
      },
      session: { id: academicSessions.id, name: academicSessions.name },
      first: { id: firstChoice.id, name: firstChoice.name, code: firstChoice.code },
    })
    .from(enrollments)
    .innerJoin(applications, eq(applications.enrollmentId, enrollments.id))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(academicSessions, eq(academicSessions.id, applications.sessionId))
    .innerJoin(firstChoice, eq(firstChoice.id, enrollments.programmeId))
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.schoolId, schoolId)));
  return row ?? null;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof applicationRow>>>;

export async function offeringFor(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  programmeId: string,
) {
  const [row] = await db
    .select()
    .from(admissionOfferings)
    .where(
      and(
        eq(admissionOfferings.schoolId, schoolId),
        eq(admissionOfferings.sessionId, sessionId),
        eq(admissionOfferings.programmeId, programmeId),
      ),
    );
  return row ?? null;
}

/** The O'level check of an application against its first choice's requirements. */
export function checkOlevel(
  sittings: ApplicationRow['application']['olevelSittings'],
  offering: Awaited<ReturnType<typeof offeringFor>>,
) {
  return olevelCheck(sittings, {
    subjects: offering?.olevelSubjects ?? [],
    minCredits: offering?.minCredits ?? 5,
    maxSittings: offering?.maxSittings ?? 2,
  });
}

async function programmeRef(db: DbOrTx, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: programmes.id, name: programmes.name, code: programmes.code })
    .from(programmes)
    .where(eq(programmes.id, id));
  return row ?? null;
}

async function examOf(db: DbOrTx, enrollmentId: string, showScore: boolean) {
  const [row] = await db
    .select({ candidate: entranceCandidates, exam: entranceExams })
    .from(entranceCandidates)
    .innerJoin(entranceExams, eq(entranceExams.id, entranceCandidates.examId))
    .where(eq(entranceCandidates.enrollmentId, enrollmentId));
  if (!row) return null;
  const published = row.exam.status === 'published';
  return {
    examId: row.exam.id,
    title: row.exam.title,
    startsAt: row.exam.startsAt.toISOString(),
    venue: row.exam.venue,
    durationMinutes: row.exam.durationMinutes,
    examNumber: row.candidate.examNumber,
    score: showScore || published ? row.candidate.score : null,
    maxScore: row.exam.maxScore,
    passMark: row.exam.passMark,
    published,
  };
}

/** What still stops a draft from being submitted, as codes (the contract's `missingParts`). */
export function missingParts(
  row: ApplicationRow,
  needsFee: boolean,
  feePaid: boolean,
): TMissingPart[] {
  const app = row.application;
  const bio = app.bioData;
  const missing: TMissingPart[] = requiredBioData
    .filter(({ field }) => !bio[field])
    .map(({ part }) => part);
  if (app.entryMode === 'utme') {
    if (!app.jambNo) missing.push('jamb_number');
    if (app.utmeScore === null) missing.push('utme_score');
    // Four subjects, Use of English among them (the schema refuses four without it).
    if (app.utmeSubjects.length < 4 || !app.utmeSubjects.includes(USE_OF_ENGLISH)) {
      missing.push('utme_subjects');
    }
  }
  if (app.olevelSittings.length === 0) missing.push('olevel_results');
  if (app.entryMode === 'direct_entry' && app.previousInstitutions.length === 0) {
    missing.push('previous_institution');
  }
  if (!row.applicant.passportFileId) missing.push('passport_photo');
  for (const kind of requiredDocuments) {
    if (!app.documents.some((d) => d.kind === kind)) {
      missing.push(kind === 'olevel_result' ? 'olevel_result_document' : 'jamb_result_document');
    }
  }
  if (needsFee && !feePaid) missing.push('application_fee');
  return missing;
}

/**
 * One application as the API answers it. Officers see exam scores before they are published;
 * the applicant sees them only once published.
 */
export async function applicationView(
  db: DbOrTx,
  schoolId: string,
  enrollmentId: string,
  audience: 'applicant' | 'officer',
): Promise<TApplication> {
  const row = await applicationRow(db, schoolId, enrollmentId);
  if (!row) throw new AppError('application_not_found');
  const { enrollment, application: app } = row;
  const [settings, offering, second, offeredProgramme, exam, fees, documents, decisions] =
    await Promise.all([
      loadSchoolSettings(db, schoolId),
      offeringFor(db, schoolId, app.sessionId, enrollment.programmeId),
      programmeRef(db, app.secondChoiceId),
      programmeRef(db, app.offeredProgrammeId),
      examOf(db, enrollmentId, audience === 'officer'),
      admissionFees(db, {
        schoolId,
        sessionId: app.sessionId,
        programmeId: app.offeredProgrammeId ?? enrollment.programmeId,
        level: enrollment.currentLevel,
        studentId: enrollment.studentId,
      }),
      app.documents.length
        ? db
            .select({ id: files.id, name: files.originalName, contentType: files.contentType })
            .from(files)
            .where(
              and(
                eq(files.schoolId, schoolId),
                inArray(
                  files.id,
                  app.documents.map((d) => d.fileId),
                ),
              ),
            )
        : Promise.resolve([]),
      db
        .select({ decision: admissionDecisions, actorName: actor.name })
        .from(admissionDecisions)
        .leftJoin(actor, eq(actor.id, admissionDecisions.actorId))
        .where(eq(admissionDecisions.enrollmentId, enrollmentId))
        .orderBy(asc(admissionDecisions.createdAt)),
    ]);
  const stages = settings.settings.admissionStages;
  const applicationPaid = enrollment.applicationPayment === 'paid' || !!fees.application?.paid;
  return {
    id: enrollment.id,
    stage: enrollment.stage,
    applicant: {
      id: row.applicant.id,
      name: row.applicant.name,
      email: row.applicant.email,
      phone: row.applicant.phone,
      gender: row.applicant.gender,
      passportFileId: row.applicant.passportFileId,
    },
    session: row.session,
    firstChoice: row.first,
    secondChoice: second,
    entryMode: app.entryMode,
    bioData: app.bioData,
    jambNo: app.jambNo,
    utmeScore: app.utmeScore,
    utmeSubjects: app.utmeSubjects,
    olevelSittings: app.olevelSittings,
    previousInstitutions: app.previousInstitutions,
    documents: app.documents.flatMap((d) => {
      const file = documents.find((f) => f.id === d.fileId);
      return file
        ? [{ kind: d.kind, fileId: d.fileId, name: file.name, contentType: file.contentType }]
        : [];
    }),
    olevelCheck: checkOlevel(app.olevelSittings, offering),
    utmeCutOff: offering?.utmeCutOff ?? 0,
    applicationPayment: enrollment.applicationPayment,
    applicationPaymentRef: enrollment.applicationPaymentRef,
    entrancePayment: enrollment.entrancePayment,
    screeningPayment: enrollment.screeningPayment,
    fees,
    submittedAt: iso(app.submittedAt),
    screening: {
      result: app.screeningResult,
      score: app.screeningScore,
      remarks: app.screeningRemarks,
    },
    exam,
    aggregate: app.aggregate,
    offeredProgramme,
    decisionReason: app.decisionReason,
    matricNumber: enrollment.stage === 'enrolled' ? row.applicant.userOrgId : null,
    missing:
      enrollment.stage === 'draft'
        ? missingParts(row, fees.application !== null, applicationPaid)
        : [],
    stages,
    decisions: decisions.map(({ decision, actorName }) => ({
      id: decision.id,
      kind: decision.kind,
      fromStage: decision.fromStage,
      toStage: decision.toStage,
      reason: decision.reason,
      actorName: audience === 'officer' ? actorName : null,
      createdAt: decision.createdAt.toISOString(),
    })),
  };
}
