import type { TTransportPassCheck } from '@campusflow/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { transportRoutes } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { passByCode, readPass } from './pass-data.ts';
import { passVerdict } from './pass-verdict.ts';

/**
 * Transport staff check a pass by the code its QR link carries, for the route they are on:
 * the verdict, the student and their photograph's link. Every check is audited with its verdict.
 * A code of another school is not found.
 */
export async function checkPass(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  code: string,
  routeId: string | undefined,
  now = new Date(),
): Promise<TTransportPassCheck> {
  const schoolId = requireSchool(actor);
  const pass = await readPass(ctx.db, passByCode(schoolId, code));
  if (!pass) {
    await recordAudit(ctx.db, audit, {
      action: 'transport.pass_checked',
      entityType: 'transport_pass',
      after: { code, verdict: 'not_found', routeId: routeId ?? null },
    });
    throw new AppError('transport_pass_not_found');
  }
  const { verdict, valid, message } = passVerdict(pass, routeId, now);
  await recordAudit(ctx.db, audit, {
    action: 'transport.pass_checked',
    entityType: 'transport_subscription',
    entityId: pass.id,
    after: { code, verdict, routeId: routeId ?? null },
  });
  return {
    valid,
    verdict,
    message,
    student: pass.studentName,
    matricNumber: pass.matricNumber,
    photoUrl: pass.passportFileId ? `/api/v1/transport/passes/${code}/photo` : null,
    route: { id: pass.routeId, name: pass.route },
    stop: pass.stop,
    session: pass.session,
    paidAt: pass.paidAt?.toISOString() ?? null,
    checkedAt: now.toISOString(),
  };
}

/** The photograph of a pass's student, for the transport staff of the pass's school. */
export async function passPhoto(ctx: ServiceContext, actor: Actor, code: string) {
  const schoolId = requireSchool(actor);
  const pass = await readPass(ctx.db, passByCode(schoolId, code));
  const bytes = pass ? await schoolImageBytes(ctx, schoolId, pass.passportFileId) : null;
  if (!bytes) throw new AppError('storage_object_not_found');
  return bytes;
}

/** The school's active routes, for the driver to say which one they are checking. */
export async function routeChoices(ctx: ServiceContext, actor: Actor) {
  const schoolId = requireSchool(actor);
  return ctx.db
    .select({ id: transportRoutes.id, name: transportRoutes.name })
    .from(transportRoutes)
    .where(and(eq(transportRoutes.schoolId, schoolId), eq(transportRoutes.status, 'active')))
    .orderBy(asc(transportRoutes.name));
}
