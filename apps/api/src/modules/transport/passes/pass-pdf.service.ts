import { formatNaira } from '@campusflow/contracts/format';
import { and, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { routeDetails } from '@/modules/transport/student/route-details.ts';
import { transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import { fileSafe } from '@/platform/http/send-download.ts';
import { renderTransportPass } from '@/platform/pdf/transport-pass-pdf.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { readPass } from './pass-data.ts';

/** The page transport staff open from a pass's QR code (signed in). */
export const passCheckUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/dashboard/transport-admin/passes/${encodeURIComponent(code)}`;

const tripLine = (t: { period: string; departsAt: string }) =>
  `${t.period === 'morning' ? 'Morning' : 'Evening'} ${t.departsAt}`;

/** The signed-in student's transport pass of the current session, once paid; audited. */
export async function myTransportPassPdf(ctx: ServiceContext, actor: Actor, audit: AuditContext) {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  const mine = (state: 'active' | 'awaiting_payment') =>
    session
      ? readPass(
          ctx.db,
          and(
            eq(transportSubscriptions.schoolId, schoolId),
            eq(transportSubscriptions.sessionId, session.id),
            eq(transportSubscriptions.studentId, actor.userId),
            eq(transportSubscriptions.state, state),
          ),
        )
      : null;
  const pass = await mine('active');
  if (!pass?.code) {
    const unpaid = await mine('awaiting_payment');
    throw new AppError(unpaid ? 'transport_pass_unpaid' : 'transport_subscription_not_found');
  }
  const [logo, photo, { trips }] = await Promise.all([
    schoolImageBytes(ctx, schoolId, pass.logoFileId),
    schoolImageBytes(ctx, schoolId, pass.passportFileId),
    routeDetails(ctx.db, [pass.routeId]),
  ]);
  const matric = pass.matricNumber ?? '—';
  const bytes = await renderTransportPass({
    schoolName: pass.schoolName,
    schoolAddress: pass.schoolAddress ?? '',
    logo,
    photo,
    student: [
      ['Student', pass.studentName],
      ['Matric number', matric],
      ['Session', pass.session],
    ],
    pass: [
      ['Route', pass.route],
      ['Boards at', pass.stop],
      ['Trips', (trips.get(pass.routeId) ?? []).map(tripLine).join(', ') || '—'],
      [
        'Fare paid',
        pass.amountPaid === null
          ? '—'
          : `NGN ${formatNaira(pass.amountPaid)} (${pass.paymentReference})`,
      ],
    ],
    code: pass.code,
    checkUrl: passCheckUrl(ctx.config.publicUrl, pass.code),
  });
  await recordAudit(ctx.db, audit, {
    action: 'transport.pass_printed',
    entityType: 'transport_subscription',
    entityId: pass.id,
  });
  return {
    bytes,
    filename: `transport-pass-${fileSafe(matric)}-${fileSafe(pass.session)}.pdf`,
  };
}
