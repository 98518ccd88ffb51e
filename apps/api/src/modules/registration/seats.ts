import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { courses } from '@/modules/academics/courses.tables.ts';
import {
  markTaken,
  passFreedSeats,
  releaseLapsedHolds,
  waitlistFor,
} from '@/modules/registration/waitlist/waitlist-holds.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { offeringSeats } from './registration.tables.ts';
import { courseFullError } from './registration-errors.ts';

/**
 * Locks the seat rows of these offerings in course order (creating those of `create` first),
 * so students adding and dropping the same courses queue rather than deadlock. Whoever changes
 * a course's seats or waiting list holds this lock first. Returns the seats and capacities.
 */
export async function lockSeats(
  tx: Tx,
  schoolId: string,
  semesterId: string,
  courseIds: readonly string[],
  create: readonly string[] = courseIds,
) {
  if (create.length) {
    await tx
      .insert(offeringSeats)
      .values([...create].sort().map((courseId) => ({ schoolId, courseId, semesterId })))
      .onConflictDoNothing();
  }
  return tx
    .select({
      courseId: offeringSeats.courseId,
      taken: offeringSeats.taken,
      capacity: courses.capacity,
    })
    .from(offeringSeats)
    .innerJoin(courses, eq(courses.id, offeringSeats.courseId))
    .where(
      and(
        eq(offeringSeats.schoolId, schoolId),
        eq(offeringSeats.semesterId, semesterId),
        inArray(offeringSeats.courseId, [...courseIds]),
      ),
    )
    .orderBy(asc(offeringSeats.courseId))
    .for('update', { of: offeringSeats });
}

/**
 * Gives back the seats of dropped courses and takes one in each added offering, or throws
 * `registration_course_full` (the transaction then rolls back every seat it took). The
 * conditional update is the capacity rule. A dropped seat on a course with a waiting list is
 * held for the next in line instead of given back (decision 008); a seat held for this student
 * is theirs without taking a second one. Returns the holds made, whose mails wait for a kick.
 */
export async function changeSeats(
  tx: Tx,
  ctx: ServiceContext,
  scope: { schoolId: string; semesterId: string; enrollmentId: string; now: Date },
  change: { added: readonly string[]; dropped: readonly string[] },
  codeOf: (courseId: string) => string,
): Promise<{ held: number }> {
  const { schoolId, semesterId, now } = scope;
  const added = [...change.added].sort();
  const touched = [...new Set([...added, ...change.dropped])].sort();
  if (touched.length === 0) return { held: 0 };
  await lockSeats(tx, schoolId, semesterId, touched, added);
  let waitlist = await waitlistFor(tx, scope, touched);
  let held = 0;
  if (waitlist.lapsedCourseIds.length) {
    // A lapsed hold passes on first (perhaps to this student), so the queue is current.
    held += await releaseLapsedHolds(tx, ctx, scope, waitlist.lapsedCourseIds);
    waitlist = await waitlistFor(tx, scope, touched);
  }
  held += await passFreedSeats(tx, ctx, scope, change.dropped);
  if (added.length === 0) return { held };

  const mine = added.filter((id) => waitlist.heldForMe.has(id));
  await markTaken(
    tx,
    mine.flatMap((id) => waitlist.heldForMe.get(id) ?? []),
    now,
  );
  const toTake = added.filter((id) => !waitlist.heldForMe.has(id));
  if (toTake.length === 0) return { held };
  const taken = await tx
    .update(offeringSeats)
    .set({ taken: sql`${offeringSeats.taken} + 1`, updatedAt: now })
    .from(courses)
    .where(
      and(
        eq(courses.id, offeringSeats.courseId),
        eq(offeringSeats.semesterId, semesterId),
        inArray(offeringSeats.courseId, toTake),
        or(isNull(courses.capacity), lt(offeringSeats.taken, courses.capacity)),
      ),
    )
    .returning({ courseId: offeringSeats.courseId });
  if (taken.length < toTake.length) {
    const got = new Set(taken.map((t) => t.courseId));
    const full = toTake.filter((id) => !got.has(id)).map(codeOf);
    throw courseFullError(full);
  }
  // A student who waited and got a seat the ordinary way (the capacity was raised) leaves the list.
  await markTaken(
    tx,
    toTake.flatMap((id) => waitlist.waitingForMe.get(id) ?? []),
    now,
  );
  return { held };
}
