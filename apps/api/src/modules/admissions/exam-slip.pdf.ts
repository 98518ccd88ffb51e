import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import PDFDocument from 'pdfkit';
import type { Actor } from '../../platform/access/actor.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { fileById } from '../../platform/files/files.service.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { academicSessions } from '../academics/calendar.tables.ts';
import { findCurrentSession } from '../academics/current-session.ts';
import { enrollments } from '../academics/enrollments.tables.ts';
import { programmes } from '../academics/structure.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { schools } from '../schools/schools.tables.ts';
import { applications, entranceCandidates, entranceExams } from './admissions.tables.ts';

const firstChoice = alias(programmes, 'first_choice');
const offeredChoice = alias(programmes, 'offered_choice');

/** Exam times are shown in Nigerian time, whatever the server's zone. */
const when = (date: Date) =>
  date.toLocaleString('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'full', timeStyle: 'short' });

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
  const bytes = await renderSlip({
    schoolName: school?.name ?? '',
    schoolAddress: school?.address ?? '',
    logo,
    photo,
    title: exam.title,
    examNumber: candidate.examNumber,
    lines: [
      ['Name', row.applicantName],
      ['JAMB number', row.jambNo ?? '—'],
      ['Programme', row.offered ?? row.firstChoice],
      ['Session', row.sessionName],
      ['Date and time', when(exam.startsAt)],
      ['Venue', exam.venue],
      ['Duration', `${exam.durationMinutes} minutes`],
    ],
  });
  return { bytes, filename: `exam-slip-${candidate.examNumber}.pdf` };
}

type SlipContent = {
  schoolName: string;
  schoolAddress: string;
  logo: Buffer | null;
  photo: Buffer | null;
  title: string;
  examNumber: string;
  lines: [string, string][];
};

/** Draws an image where pdfkit can read it; anything else is left out, not fatal. */
function tryImage(
  doc: InstanceType<typeof PDFDocument>,
  bytes: Buffer | null,
  x: number,
  y: number,
  fit: [number, number],
) {
  if (!bytes) return false;
  try {
    doc.image(bytes, x, y, { fit, align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

function renderSlip(content: SlipContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Entrance exam slip' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = tryImage(doc, content.logo, 50, 45, [64, 64]) ? 130 : 50;
    doc
      .fontSize(18)
      .fillColor('#000')
      .text(content.schoolName, left, 50, { width: 545 - left });
    doc
      .fontSize(10)
      .fillColor('#555')
      .text(content.schoolAddress, left, 74, { width: 545 - left });
    doc.fillColor('#000').fontSize(16).text('Entrance examination slip', 50, 130);
    doc.fontSize(12).fillColor('#333').text(content.title, 50, 152, { width: 340 });

    // Passport photograph on the right, framed; a blank frame when there is none.
    const photo = { x: 425, y: 130, w: 120, h: 150 };
    doc.rect(photo.x, photo.y, photo.w, photo.h).strokeColor('#999').stroke();
    if (!tryImage(doc, content.photo, photo.x + 2, photo.y + 2, [photo.w - 4, photo.h - 4])) {
      doc
        .fontSize(9)
        .fillColor('#999')
        .text('Passport photograph', photo.x, photo.y + photo.h / 2 - 5, {
          width: photo.w,
          align: 'center',
        });
    }

    doc.fontSize(10).fillColor('#555').text('Exam number', 50, 190);
    doc.fontSize(22).fillColor('#000').text(content.examNumber, 50, 204);
    let y = 300;
    for (const [label, value] of content.lines) {
      doc.fontSize(10).fillColor('#555').text(label, 50, y);
      doc.fillColor('#000').text(value, 170, y, { width: 375 });
      y += 22;
    }
    y += 16;
    doc.moveTo(50, y).lineTo(545, y).strokeColor('#ccc').stroke();
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(
        'Bring this slip and a means of identification to the venue at least 30 minutes before the exam starts. Phones and calculators are not allowed unless the exam says otherwise.',
        50,
        y + 12,
        { width: 495 },
      );
    doc.end();
  });
}
