import { and, eq, inArray } from 'drizzle-orm';
import { courseWaitlist } from '@/modules/registration/registration.tables.ts';
import { lockSeats } from '@/modules/registration/seats.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { LOCK_NAMESPACE, lockKeys } from '@/platform/db/advisory-lock.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { liveStates, passFreedSeats } from './waitlist-holds.ts';

const liveEntries = (tx: Tx, schoolId: string, studentId: string, courseId: string) =>
  tx
    .select({
      id: courseWaitlist.id,
      semesterId: courseWaitlist.semesterId,
      state: courseWaitlist.state,
    })
    .from(courseWaitlist)
    .where(
      and(
        eq(courseWaitlist.schoolId, schoolId),
        eq(courseWaitlist.studentId, studentId),
        eq(courseWaitlist.courseId, courseId),
        inArray(courseWaitlist.state, liveStates),
      ),
    );

/**
 * Takes the student off a course's waiting list; a seat held for them passes to the next in
 * line (or is given back). Leaving a list one is not on changes nothing.
 */
export async function leaveWaitlist(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  courseId: string,
  now = new Date(),
): Promise<void> {
  const schoolId = requireSchool(actor);
  const held = await inTransaction(ctx.db, async (tx) => {
    await lockKeys(tx, LOCK_NAMESPACE.courseRegistration, [`${schoolId}:${actor.userId}`]);
    const found = await liveEntries(tx, schoolId, actor.userId, courseId);
    let held = 0;
    for (const semesterId of new Set(found.map((e) => e.semesterId))) {
      // The seat row first, then the list (as every change to it); read again under the lock.
      await lockSeats(tx, schoolId, semesterId, [courseId], []);
      const entries = (await liveEntries(tx, schoolId, actor.userId, courseId)).filter(
        (e) => e.semesterId === semesterId,
      );
      if (entries.length === 0) continue;
      await tx
        .update(courseWaitlist)
        .set({ state: 'left', updatedAt: now })
        .where(
          inArray(
            courseWaitlist.id,
            entries.map((e) => e.id),
          ),
        );
      const freed = entries.filter((e) => e.state === 'held').map(() => courseId);
      held += await passFreedSeats(tx, ctx, { schoolId, semesterId, now }, freed);
      for (const entry of entries) {
        await recordAudit(tx, audit, {
          action: 'registration.waitlist_left',
          entityType: 'course_waitlist',
          entityId: entry.id,
          before: { state: entry.state },
          after: { state: 'left' },
        });
      }
    }
    return held;
  });
  if (held) void ctx.mailer.kick();
}
