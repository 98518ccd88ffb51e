import type { TBedChoice, THostelApplicationRow, TVacateBed } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { adminSession } from './admin-session.ts';
import { hostelApplicationRow } from './applications-list.service.ts';
import { auditedPlace, lockApplication, takeBed } from './bed-target.ts';
import { refusingDoubles } from './manual-allocation.service.ts';

const inABed = (state: string) => state === 'held' || state === 'allocated';

/** The admin moves a resident (or a hold) to another bed: same application, new place. */
export async function moveApplication(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  id: string,
  input: TBedChoice,
): Promise<THostelApplicationRow> {
  const scope = await adminSession(ctx.db, actor);
  await refusingDoubles(() =>
    inTransaction(ctx.db, async (tx) => {
      const app = await lockApplication(tx, scope, id);
      if (!inABed(app.state)) throw new AppError('hostel_application_wrong_state');
      const bed = await takeBed(tx, scope, app, input.bedSpaceId);
      await tx
        .update(hostelApplications)
        .set({
          ...bed,
          // The old slip names the old bed: a new code voids it at the public check.
          ...(app.state === 'allocated' ? { verificationCode: newVerificationCode() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(hostelApplications.id, app.id));
      await recordAudit(tx, audit, {
        action: 'hostel.moved',
        entityType: 'hostel_application',
        entityId: app.id,
        before: auditedPlace(app),
        after: auditedPlace({ state: app.state, ...bed }),
      });
    }),
  );
  return hostelApplicationRow(ctx, scope, id);
}

/** The admin records that a resident (or a hold) left the bed: it is free again. */
export async function vacateApplication(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  id: string,
  input: TVacateBed,
): Promise<THostelApplicationRow> {
  const scope = await adminSession(ctx.db, actor);
  await inTransaction(ctx.db, async (tx) => {
    const app = await lockApplication(tx, scope, id);
    if (!inABed(app.state)) throw new AppError('hostel_application_wrong_state');
    const now = new Date();
    await tx
      .update(hostelApplications)
      .set({ state: 'vacated', endedAt: now, heldUntil: null, updatedAt: now })
      .where(eq(hostelApplications.id, app.id));
    await recordAudit(tx, audit, {
      action: 'hostel.vacated',
      entityType: 'hostel_application',
      entityId: app.id,
      before: auditedPlace(app),
      after: { ...auditedPlace({ ...app, state: 'vacated' }), reason: input.reason },
    });
  });
  return hostelApplicationRow(ctx, scope, id);
}
