import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { courses } from '@/modules/academics/courses.tables.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { offeringSeats } from './registration.tables.ts';
import type { Offer } from './registration-context.ts';

/**
 * What the student's published results say for registration (docs/domain.md): the courses
 * passed (any published attempt with points), and the carry-overs of a semester: courses
 * failed or missed (ABS) in a published sheet and not passed since. One statement.
 */
export async function resultsHistory(
  db: DbOrTx,
  schoolId: string,
  enrollmentId: string,
  semesterId: string,
) {
  const rows = await db
    .select({
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: courses.units,
      capacity: courses.capacity,
      semester: courses.semester,
      passed: sql<boolean>`coalesce(bool_or(${scores.points} > 0), false)`,
      seatsTaken: sql<number>`coalesce(max(${offeringSeats.taken}), 0)`.mapWith(Number),
    })
    .from(scores)
    .innerJoin(
      scoreSheets,
      and(eq(scoreSheets.id, scores.sheetId), eq(scoreSheets.state, 'published')),
    )
    .innerJoin(courses, eq(courses.id, scoreSheets.courseId))
    .leftJoin(
      offeringSeats,
      and(eq(offeringSeats.courseId, courses.id), eq(offeringSeats.semesterId, semesterId)),
    )
    .where(
      and(
        eq(scores.schoolId, schoolId),
        eq(scores.enrollmentId, enrollmentId),
        or(eq(scores.absent, true), isNotNull(scores.grade)),
      ),
    )
    .groupBy(courses.id)
    .orderBy(asc(courses.code));
  const passed = new Set(rows.filter((r) => r.passed).map((r) => r.courseId));
  const failed = rows.filter((r) => !r.passed);
  return { passed, failed };
}

export type ResultsHistory = Awaited<ReturnType<typeof resultsHistory>>;

/**
 * The offer with the semester's carry-overs: a failed course already in the curriculum offer
 * becomes a carry-over there; any other failed course of this semester joins it. Carry-overs
 * are compulsory (included first) and count toward the maximum like any course.
 */
export function withCarryOvers(offer: Offer[], history: ResultsHistory, semester: number): Offer[] {
  const failed = history.failed.filter((f) => f.semester === semester);
  const failedIds = new Set(failed.map((f) => f.courseId));
  const marked = offer.map((o) =>
    failedIds.has(o.courseId) ? { ...o, compulsory: true, carryOver: true } : o,
  );
  const offered = new Set(offer.map((o) => o.courseId));
  const added: Offer[] = failed
    .filter((f) => !offered.has(f.courseId))
    .map((f) => ({
      courseId: f.courseId,
      code: f.code,
      title: f.title,
      units: f.units,
      compulsory: true,
      carryOver: true,
      prerequisiteIds: [],
      prerequisites: [],
      seatsTaken: f.seatsTaken,
      capacity: f.capacity,
    }));
  return [...added, ...marked];
}
