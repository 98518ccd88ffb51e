import type { TAllocationSlipCheck } from '@campusflow/contracts';
import { formatDate, formatNaira } from '@campusflow/contracts/format';
import { and, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import { maskName, publicCheckUrl } from '@/platform/http/public-check.ts';
import { fileSafe } from '@/platform/http/send-download.ts';
import { renderAllocationSlip } from '@/platform/pdf/allocation-slip-pdf.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type AllocationSlipData, readAllocationSlip, slipPlace } from './slip-data.ts';

async function slipPdf(ctx: ServiceContext, slip: AllocationSlipData) {
  const [logo, photo] = await Promise.all([
    schoolImageBytes(ctx, slip.schoolId, slip.logoFileId),
    schoolImageBytes(ctx, slip.schoolId, slip.passportFileId),
  ]);
  const matric = slip.matricNumber ?? '—';
  const bytes = await renderAllocationSlip({
    schoolName: slip.schoolName,
    schoolAddress: slip.schoolAddress ?? '',
    logo,
    photo,
    student: [
      ['Student', slip.studentName],
      ['Matric number', matric],
      ['Programme', slip.programmeName],
      ['Level', `${slip.level} level`],
      ['Session', slip.sessionName],
    ],
    allocation: [
      ['Hostel', slip.hostel],
      ['Block', slip.block],
      ['Room', `${slip.room} (floor ${slip.floor})`],
      ['Bed space', slip.bed],
      ['Allocated on', formatDate(slip.allocatedAt)],
      [
        'Hostel fee paid',
        slip.amountPaid === null
          ? 'Allocated by the hostel office'
          : `NGN ${formatNaira(slip.amountPaid)} (${slip.paymentReference})`,
      ],
    ],
    code: slip.code,
    checkUrl: publicCheckUrl(ctx.config, 'allocation-slips', slip.code),
  });
  return {
    bytes,
    filename: `allocation-slip-${fileSafe(matric)}-${fileSafe(slip.sessionName)}.pdf`,
  };
}

/** The signed-in student's allocation slip of the current session, once a bed is theirs. */
export async function myAllocationSlipPdf(ctx: ServiceContext, actor: Actor) {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  const slip = session
    ? await readAllocationSlip(
        ctx.db,
        and(
          eq(hostelApplications.schoolId, schoolId),
          eq(hostelApplications.sessionId, session.id),
          eq(hostelApplications.studentId, actor.userId),
        ),
      )
    : null;
  if (!slip) throw new AppError('hostel_application_not_found');
  return slipPdf(ctx, slip);
}

/**
 * The public check of a slip by its code: only a current allocation answers. A move gives the
 * bed a new code and a vacated bed none, so an old paper no longer verifies.
 */
export async function checkAllocationSlip(
  ctx: ServiceContext,
  code: string,
): Promise<TAllocationSlipCheck> {
  const slip = await readAllocationSlip(ctx.db, eq(hostelApplications.verificationCode, code));
  if (!slip) throw new AppError('allocation_slip_not_found');
  return {
    valid: true,
    school: slip.schoolName,
    student: maskName(slip.studentName),
    matricNumber: slip.matricNumber,
    session: slip.sessionName,
    place: slipPlace(slip),
    state: 'allocated',
    allocatedAt: slip.allocatedAt.toISOString(),
  };
}
