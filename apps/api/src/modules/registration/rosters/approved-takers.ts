import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import {
  courseRegistrationItems,
  courseRegistrations,
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

/** For each course, the number of students with an approved registration of it in the session. */
export async function approvedCounts(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
  courseIds: string[],
): Promise<Map<string, number>> {
  if (!sessionId || courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      courseId: courseRegistrationItems.courseId,
      students: countDistinct(courseRegistrations.enrollmentId),
    })
    .from(courseRegistrationItems)
    .innerJoin(
      courseRegistrations,
      eq(courseRegistrations.id, courseRegistrationItems.registrationId),
    )
    .where(
      and(
        inArray(courseRegistrationItems.courseId, courseIds),
        eq(courseRegistrations.schoolId, schoolId),
        eq(courseRegistrations.sessionId, sessionId),
        eq(courseRegistrations.state, 'approved'),
      ),
    )
    .groupBy(courseRegistrationItems.courseId);
  return new Map(rows.map((r) => [r.courseId, r.students]));
}
