import { formatDate, formatNaira } from '@campusflow/contracts/format';
import { eq } from 'drizzle-orm';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fileById } from '@/platform/files/files.service.ts';
import { renderLetter } from '@/platform/pdf/letter-pdf.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { myApplicationId } from './application.service.ts';
import { applicationView } from './application-view.ts';

async function fileBytes(ctx: ServiceContext, fileId: string | null) {
  if (!fileId) return null;
  const file = await fileById(ctx.db, fileId);
  return file ? ctx.storage.get(file.storageKey) : null;
}

/** The admission letter of the actor's offered or accepted application (PDF). */
export async function admissionLetter(
  ctx: ServiceContext,
  actor: Actor,
): Promise<{ bytes: Buffer; filename: string }> {
  const schoolId = requireSchool(actor);
  const id = await myApplicationId(ctx.db, actor);
  if (!id) throw new AppError('application_not_found');
  const app = await applicationView(ctx.db, schoolId, id, 'applicant');
  if (!['offered', 'accepted', 'enrolled'].includes(app.stage)) {
    throw new AppError('admission_stage', {
      detail: 'The admission letter is available once admission is offered.',
    });
  }
  const [school] = await ctx.db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) throw new AppError('school_not_found');
  const programme = app.offeredProgramme ?? app.firstChoice;
  const offeredOn = app.decisions.findLast((d) => d.kind === 'offered')?.createdAt;
  const acceptance = app.fees.acceptance;
  const bytes = await renderLetter({
    title: 'Offer of provisional admission',
    schoolName: school.name,
    schoolAddress: school.address ?? '',
    logo: await fileBytes(ctx, school.logoFileId),
    photo: await fileBytes(ctx, app.applicant.passportFileId),
    fields: [
      ['Name', app.applicant.name],
      ['JAMB number', app.jambNo ?? '—'],
      ['Programme', programme.name],
      ['Session', app.session.name],
      ['Date of offer', formatDate(offeredOn ?? new Date(), 'long')],
      ...(app.matricNumber ? ([['Matric number', app.matricNumber]] as [string, string][]) : []),
    ],
    paragraphs: [
      `Dear ${app.applicant.name},`,
      `We are pleased to offer you provisional admission into ${programme.name} for the ${app.session.name} session.`,
      acceptance
        ? // "NGN", not "₦": the PDF's standard font has no naira sign.
          `To accept this offer, pay the acceptance fee of NGN ${formatNaira(acceptance.amount)} and accept the offer on the portal. Your matric number is issued when you accept.`
        : 'To accept this offer, accept it on the portal. Your matric number is issued when you accept.',
      'This offer is subject to the verification of your credentials at registration; it may be withdrawn if any information you gave is found to be false.',
    ],
    footer: `Issued by ${school.name} admissions office.`,
  });
  return {
    bytes,
    filename: `admission-letter-${app.applicant.name.trim().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')}.pdf`,
  };
}
