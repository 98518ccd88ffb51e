import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { courses } from '@/modules/academics/courses.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { offeringSeats } from './registration.tables.ts';

/**
 * Takes one seat in each offering, or throws `registration_course_full` (the transaction then
 * rolls back every seat it took). The rows are locked in course order, so two students adding
 * the same courses queue rather than deadlock; the conditional update is the capacity rule.
 */
export async function takeSeats(
  tx: Tx,
  schoolId: string,
  semesterId: string,
  courseIds: readonly string[],
  codeOf: (courseId: string) => string,
) {
  if (courseIds.length === 0) return;
  const ids = [...courseIds].sort();
  await tx
    .insert(offeringSeats)
    .values(ids.map((courseId) => ({ schoolId, courseId, semesterId })))
    .onConflictDoNothing();
  await tx
    .select({ courseId: offeringSeats.courseId })
    .from(offeringSeats)
    .where(and(eq(offeringSeats.semesterId, semesterId), inArray(offeringSeats.courseId, ids)))
    .orderBy(asc(offeringSeats.courseId))
    .for('update');
  const taken = await tx
    .update(offeringSeats)
    .set({ taken: sql`${offeringSeats.taken} + 1`, updatedAt: new Date() })
    .from(courses)
    .where(
      and(
        eq(courses.id, offeringSeats.courseId),
        eq(offeringSeats.semesterId, semesterId),
        inArray(offeringSeats.courseId, ids),
        or(isNull(courses.capacity), lt(offeringSeats.taken, courses.capacity)),
      ),
    )
    .returning({ courseId: offeringSeats.courseId });
  if (taken.length < ids.length) {
    const got = new Set(taken.map((t) => t.courseId));
    const full = ids.filter((id) => !got.has(id)).map(codeOf);
    throw new AppError('registration_course_full', {
      detail: `${full.join(', ')} ${full.length > 1 ? 'are' : 'is'} full: every seat is taken. Choose another course.`,
    });
  }
}

/** Gives back one seat in each offering (a course dropped). */
export async function releaseSeats(tx: Tx, semesterId: string, courseIds: readonly string[]) {
  if (courseIds.length === 0) return;
  await tx
    .update(offeringSeats)
    .set({ taken: sql`${offeringSeats.taken} - 1`, updatedAt: new Date() })
    .where(
      and(
        eq(offeringSeats.semesterId, semesterId),
        inArray(offeringSeats.courseId, [...courseIds].sort()),
      ),
    );
}
