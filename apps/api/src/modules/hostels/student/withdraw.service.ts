import { and, eq, inArray } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/**
 * The student withdraws an application waiting for the ballot, or gives back a held bed before
 * paying: the bed is free for the next applicant at once. A paid bed is vacated by the hostel
 * admin instead.
 */
export async function withdrawMyApplication(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
): Promise<void> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  if (!session) throw new AppError('hostel_application_not_found');
  await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(hostelApplications)
      .set({ state: 'withdrawn', endedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(hostelApplications.schoolId, schoolId),
          eq(hostelApplications.sessionId, session.id),
          eq(hostelApplications.studentId, actor.userId),
          inArray(hostelApplications.state, ['pending', 'held']),
        ),
      )
      .returning({ id: hostelApplications.id, bedSpaceId: hostelApplications.bedSpaceId });
    if (!row) throw new AppError('hostel_application_not_found');
    await recordAudit(tx, audit, {
      action: 'hostel.withdrawn',
      entityType: 'hostel_application',
      entityId: row.id,
      before: { bedSpaceId: row.bedSpaceId },
    });
  });
}
