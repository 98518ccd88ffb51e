import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { courses } from '@/modules/academics/courses.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { offeringSeats } from './registration.tables.ts';

/**
 * Gives back the seats of dropped courses and takes one in each added offering, or throws
 * `registration_course_full` (the transaction then rolls back every seat it took). Every row
 * touched is locked first in course order, so students adding and dropping the same courses
 * queue rather than deadlock; the conditional update is the capacity rule.
 */
export async function changeSeats(
  tx: Tx,
  schoolId: string,
  semesterId: string,
  change: { added: readonly string[]; dropped: readonly string[] },
  codeOf: (courseId: string) => string,
) {
  const added = [...change.added].sort();
  const touched = [...new Set([...added, ...change.dropped])].sort();
  if (touched.length === 0) return;
  if (added.length) {
    await tx
      .insert(offeringSeats)
      .values(added.map((courseId) => ({ schoolId, courseId, semesterId })))
      .onConflictDoNothing();
  }
  await tx
    .select({ courseId: offeringSeats.courseId })
    .from(offeringSeats)
    .where(and(eq(offeringSeats.semesterId, semesterId), inArray(offeringSeats.courseId, touched)))
    .orderBy(asc(offeringSeats.courseId))
    .for('update');
  if (change.dropped.length) {
    await tx
      .update(offeringSeats)
      .set({ taken: sql`${offeringSeats.taken} - 1`, updatedAt: new Date() })
      .where(
        and(
          eq(offeringSeats.semesterId, semesterId),
          inArray(offeringSeats.courseId, [...change.dropped]),
        ),
      );
  }
  if (added.length === 0) return;
  const taken = await tx
    .update(offeringSeats)
    .set({ taken: sql`${offeringSeats.taken} + 1`, updatedAt: new Date() })
    .from(courses)
    .where(
      and(
        eq(courses.id, offeringSeats.courseId),
        eq(offeringSeats.semesterId, semesterId),
        inArray(offeringSeats.courseId, added),
        or(isNull(courses.capacity), lt(offeringSeats.taken, courses.capacity)),
      ),
    )
    .returning({ courseId: offeringSeats.courseId });
  if (taken.length < added.length) {
    const got = new Set(taken.map((t) => t.courseId));
    const full = added.filter((id) => !got.has(id)).map(codeOf);
    throw new AppError('registration_course_full', {
      detail: `${full.join(', ')} ${full.length > 1 ? 'are' : 'is'} full: every seat is taken. Choose another course.`,
    });
  }
}
