import type { TWaitlistPlace } from '@campusflow/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courseWaitlist } from '@/modules/registration/registration.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { liveStates } from './waitlist-holds.ts';

/**
 * The student's places on the waiting lists of the semester (of `courseIds` when given), by
 * course: the position counts the live entries ahead in queue order (joined, then id), so 1
 * is next; `heldUntil` is set while a freed seat is held for them.
 */
export async function waitlistPlaces(
  db: DbOrTx,
  scope: { schoolId: string; enrollmentId: string; semesterId: string },
  courseIds?: readonly string[],
): Promise<Map<string, TWaitlistPlace>> {
  // Named: drizzle leaves a single table's columns unqualified, which the count would read as its own.
  const w = alias(courseWaitlist, 'mine');
  const rows = await db
    .select({
      courseId: w.courseId,
      state: w.state,
      heldUntil: w.heldUntil,
      ahead: sql<number>`(
        select count(*) from ${courseWaitlist} as ahead
        where ahead.course_id = mine.course_id and ahead.semester_id = mine.semester_id
          and ahead.state in ('waiting', 'held')
          and (ahead.joined_at, ahead.id) < (mine.joined_at, mine.id)
      )`.mapWith(Number),
    })
    .from(w)
    .where(
      and(
        eq(w.schoolId, scope.schoolId),
        eq(w.enrollmentId, scope.enrollmentId),
        eq(w.semesterId, scope.semesterId),
        inArray(w.state, liveStates),
        courseIds ? inArray(w.courseId, [...courseIds]) : undefined,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.courseId,
      {
        courseId: r.courseId,
        position: r.ahead + 1,
        heldUntil: r.state === 'held' ? (r.heldUntil?.toISOString() ?? null) : null,
      },
    ]),
  );
}
