import { and, eq, inArray } from 'drizzle-orm';
import {
  courseRegistrationItems,
  courseRegistrations,
  courseTakers,
} from '@/modules/registration/registration.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

// Who takes a course (issue 14, "Rosters from registrations"): the students whose registration
// of the session is approved and holds the course. A draft, submitted or returned registration
// puts nobody on a roster.

/** The approved registrations of a session that hold `courseId`, for a join from the items. */
export function approvedTakersOf(schoolId: string, sessionId: string, courseId: string) {
  return and(
    eq(courseRegistrationItems.courseId, courseId),
    eq(courseRegistrations.schoolId, schoolId),
    eq(courseRegistrations.sessionId, sessionId),
    eq(courseRegistrations.state, 'approved'),
  );
}

/**
 * For each course, the number of students with an approved registration of it in the session:
 * the count the database keeps (`course_takers`), one index read whatever the course's size.
 */
export async function approvedCounts(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
  courseIds: string[],
): Promise<Map<string, number>> {
  if (!sessionId || courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: courseTakers.courseId, students: courseTakers.students })
    .from(courseTakers)
    .where(
      and(
        inArray(courseTakers.courseId, courseIds),
        eq(courseTakers.sessionId, sessionId),
        eq(courseTakers.schoolId, schoolId),
      ),
    );
  return new Map(rows.map((r) => [r.courseId, r.students]));
}
