import { formatDateTime } from '@campusflow/contracts/format';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import {
  applications,
  entranceCandidates,
  entranceExams,
} from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fileById } from '@/platform/files/files.service.ts';
import { renderLetter } from '@/platform/pdf/letter-pdf.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const firstChoice = alias(programmes, 'first_choice');
const offeredChoice = alias(programmes, 'offered_choice');

/** A stored image (passport, logo), or null when there is none or its bytes are gone. */
async function imageBytes(ctx: ServiceContext, schoolId: string, fileId: string | null) {
  if (!fileId) return null;
  const file = await fileById(ctx.db, fileId);
  if (!file || file.schoolId !== schoolId) return null;
  return ctx.storage.get(file.storageKey);
}

/**
 * The exam slip of the actor's application of the current session: applicants who paid the
 * entrance fee are candidates and print it (photo, exam number, date, venue). 404 otherwise.
 */
export async function examSlipPdf(
  ctx: ServiceContext,
  actor: Actor,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!actor.schoolId) throw new AppError('application_not_found');
  const schoolId = actor.schoolId;
  const session = await findCurrentSession(ctx.db, schoolId);
  if (!session) throw new AppError('application_not_found');
  const [row] = await ctx.db
    .select({
      candidate: entranceCandidates,
      exam: entranceExams,
      applicantName: users.name,
      passportFileId: users.passportFileId,
      jambNo: applications.jambNo,
      sessionName: academicSessions.name,
      firstChoice: firstChoice.name,
      offered: offeredChoice.name,
    })
    .from(applications)
    .innerJoin(enrollments, eq(enrollments.id, applications.enrollmentId))
    .innerJoin(entranceCandidates, eq(entranceCandidates.enrollmentId, applications.enrollmentId))
    .innerJoin(entranceExams, eq(entranceExams.id, entranceCandidates.examId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .innerJoin(academicSessions, eq(academicSessions.id, applications.sessionId))
    .innerJoin(firstChoice, eq(firstChoice.id, enrollments.programmeId))
    .leftJoin(offeredChoice, eq(offeredChoice.id, applications.offeredProgrammeId))
    .where(
      and(
        eq(applications.applicantId, actor.userId),
        eq(applications.schoolId, schoolId),
        eq(applications.sessionId, session.id),
        eq(entranceExams.schoolId, schoolId),
      ),
    )
    .orderBy(desc(entranceCandidates.createdAt))
    .limit(1);
  if (!row) throw new AppError('application_not_found');
  const [school] = await ctx.db
    .select({ name: schools.name, address: schools.address, logoFileId: schools.logoFileId })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const [photo, logo] = await Promise.all([
    imageBytes(ctx, schoolId, row.passportFileId),
    imageBytes(ctx, schoolId, school?.logoFileId ?? null),
  ]);
  const { exam, candidate } = row;
  const bytes = await renderLetter({
    title: 'Entrance examination slip',
    schoolName: school?.name ?? '',
    schoolAddress: school?.address ?? '',
    logo,
    photo,
    photoPlaceholder: 'Passport photograph',
    highlight: ['Exam number', candidate.examNumber],
    fields: [
      ['Exam', exam.title],
      ['Name', row.applicantName],
      ['JAMB number', row.jambNo ?? '—'],
      ['Programme', row.offered ?? row.firstChoice],
      ['Session', row.sessionName],
      // Lagos time, whatever the server's zone.
      ['Date and time', formatDateTime(exam.startsAt)],
      ['Venue', exam.venue],
      ['Duration', `${exam.durationMinutes} minutes`],
    ],
    footer:
      'Bring this slip and a means of identification to the venue at least 30 minutes before the exam starts. Phones and calculators are not allowed unless the exam says otherwise.',
  });
  return { bytes, filename: `exam-slip-${candidate.examNumber}.pdf` };
}
