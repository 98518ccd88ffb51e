import { randomUUID } from 'node:crypto';
import type { TRegistration } from '@campusflow/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { requireTurn } from '@/modules/waiting-room/waiting-room.queries.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { LOCK_NAMESPACE, lockKeys } from '@/platform/db/advisory-lock.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { courseRegistrationItems, courseRegistrations } from './registration.tables.ts';
import { loadRegistrationContext } from './registration-context.ts';
import { courseFullError } from './registration-errors.ts';
import { saveInOneStep, studentLockKey } from './save-in-one-step.ts';
import { planSave, type SaveInput } from './save-plan.ts';
import { changeSeats } from './seats.ts';

/**
 * Saves the student's chosen courses for the semester as a draft, or submits them (one use
 * case, docs/domain.md "Course registration and results"). The plan is worked out from a read
 * outside any transaction and written in one round trip (`saveInOneStep`), which holds the
 * seat rows of popular courses only for the moment of the write. When the registration changed
 * in between (another tab), or a touched course has a waiting list, the save runs again as
 * the locked transaction below.
 */
export async function saveMyRegistration(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: SaveInput,
  now = new Date(),
): Promise<TRegistration> {
  const schoolId = requireSchool(actor);
  const c = await loadRegistrationContext(ctx.db, schoolId, actor.userId, now);
  const plan = planSave(c, input, { schoolId, newId: randomUUID, now });
  if ('unchanged' in plan) return plan.unchanged;
  await requireTurn(ctx.db, schoolId, 'registration', actor.userId, now);
  const step = await saveInOneStep(ctx.db, plan, studentLockKey(schoolId, actor.userId), audit);
  if (step.outcome === 'saved') return plan.view;
  if (step.outcome === 'full') throw courseFullError(step.courseIds.map(plan.codeOf));
  return saveLocked(ctx, actor, audit, input, now);
}

/**
 * The save as one transaction under the student's advisory lock, so two tabs take turns and
 * the unit total is checked against what the other wrote; seats are taken for added courses
 * and given back for dropped ones in the same transaction. A dropped seat on a course with a
 * waiting list is held for the next in line, who is mailed after the commit (decision 008).
 */
async function saveLocked(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: SaveInput,
  now: Date,
): Promise<TRegistration> {
  const schoolId = requireSchool(actor);
  const { view, held } = await inTransaction(ctx.db, async (tx) => {
    await lockKeys(tx, LOCK_NAMESPACE.courseRegistration, [studentLockKey(schoolId, actor.userId)]);
    const c = await loadRegistrationContext(tx, schoolId, actor.userId, now);
    const plan = planSave(c, input, { schoolId, newId: randomUUID, now });
    if ('unchanged' in plan) return { view: plan.unchanged, held: 0 };
    const { registration: row, added, dropped } = plan;
    if (plan.existing) {
      await tx.update(courseRegistrations).set(row).where(eq(courseRegistrations.id, row.id));
    } else {
      await tx.insert(courseRegistrations).values(row);
    }
    if (dropped.length) {
      await tx
        .delete(courseRegistrationItems)
        .where(
          and(
            eq(courseRegistrationItems.registrationId, row.id),
            inArray(courseRegistrationItems.courseId, dropped),
          ),
        );
    }
    if (plan.items.length) await tx.insert(courseRegistrationItems).values(plan.items);
    await recordAudit(tx, audit, plan.audit);
    // Seats last: the seat rows of popular courses are locked by everyone registering them,
    // so they are held only from here to the commit (a full course still rolls back it all).
    const { held } = await changeSeats(
      tx,
      ctx,
      { schoolId, semesterId: row.semesterId, enrollmentId: row.enrollmentId, now },
      { added, dropped },
      plan.codeOf,
    );
    return { view: plan.view, held };
  });
  // A dropped seat held for the next in line: their mail is in the outbox now.
  if (held) void ctx.mailer.kick();
  return view;
}
