import type { TWaitlistPlace } from '@campusflow/contracts';
import { prerequisitesMet } from '@campusflow/domain';
import { courseWaitlist } from '@/modules/registration/registration.tables.ts';
import { loadRegistrationContext } from '@/modules/registration/registration-context.ts';
import { blockerError, problemError } from '@/modules/registration/registration-errors.ts';
import { lockSeats } from '@/modules/registration/seats.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { LOCK_NAMESPACE, lockKeys } from '@/platform/db/advisory-lock.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { releaseLapsedHolds } from './waitlist-holds.ts';
import { waitlistPlaces } from './waitlist-places.ts';

/**
 * Puts the student on the waiting list of a full course offered to them this semester
 * (decision 008). Under the student's registration lock, as a save, so their registration does
 * not change meanwhile; the course's seat row is locked before its list is read, and a lapsed
 * hold is passed on first, so "full" is what a save would find. Joining again gives the same
 * place.
 */
export async function joinWaitlist(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  courseId: string,
  now = new Date(),
): Promise<TWaitlistPlace> {
  const schoolId = requireSchool(actor);
  const { place, held } = await inTransaction(ctx.db, async (tx) => {
    await lockKeys(tx, LOCK_NAMESPACE.courseRegistration, [`${schoolId}:${actor.userId}`]);
    const c = await loadRegistrationContext(tx, schoolId, actor.userId, now);
    const [blocker] = c.blockers;
    if (blocker) throw blockerError(blocker);
    if (!c.student || !c.period) throw new AppError('registration_closed');
    const course = c.offer.find((o) => o.courseId === courseId);
    if (!course) throw new AppError('registration_course_not_offered');
    if (!prerequisitesMet(course, c.passed)) {
      throw problemError({ kind: 'prerequisite_missing', codes: [course.code] });
    }
    if (c.registration?.courseIds.includes(courseId)) {
      throw new AppError('registration_waitlist_already_chosen', {
        detail: `${course.code} is already in your registration: you have a seat in it.`,
      });
    }
    const scope = {
      schoolId,
      semesterId: c.period.semesterId,
      enrollmentId: c.student.enrollmentId,
      now,
    };
    await lockSeats(tx, schoolId, scope.semesterId, [courseId]);
    const held = await releaseLapsedHolds(tx, ctx, scope, [courseId]);
    const existing = (await waitlistPlaces(tx, scope, [courseId])).get(courseId);
    if (existing) return { place: existing, held };

    // Read after the lapsed holds were passed on: a seat may have been given back.
    const [seat] = await lockSeats(tx, schoolId, scope.semesterId, [courseId], []);
    if (!seat || seat.capacity === null || seat.taken < seat.capacity) {
      throw new AppError('registration_waitlist_not_full', {
        detail: `${course.code} still has free seats: add it to your registration instead of joining its waiting list.`,
      });
    }
    const [entry] = await tx
      .insert(courseWaitlist)
      .values({
        schoolId,
        courseId,
        semesterId: scope.semesterId,
        enrollmentId: scope.enrollmentId,
        studentId: actor.userId,
        joinedAt: now,
        updatedAt: now,
      })
      .returning({ id: courseWaitlist.id });
    await recordAudit(tx, audit, {
      action: 'registration.waitlist_joined',
      entityType: 'course_waitlist',
      entityId: entry?.id ?? courseId,
      after: { courseId, semesterId: scope.semesterId },
    });
    const place = (await waitlistPlaces(tx, scope, [courseId])).get(courseId);
    if (!place) throw new Error('waiting list entry vanished');
    return { place, held };
  });
  if (held) void ctx.mailer.kick();
  return place;
}
