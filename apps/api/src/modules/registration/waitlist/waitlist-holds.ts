import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { courses } from '@/modules/academics/courses.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { courseWaitlist, offeringSeats } from '@/modules/registration/registration.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { seatHeldMail } from './waitlist-mail.ts';

// Every function here changes a course's waiting list and must run while the caller holds the
// course's `offering_seats` row lock (`lockSeats`): that lock orders all changes to a course's
// seats and queue, so a freed seat is held for exactly one student, in queue order.

/** How long a freed seat is held for the first student in line (the school may set it later). */
export const HOLD_HOURS = 48;
const HOUR = 60 * 60 * 1000;
export const liveStates = ['waiting', 'held'] as const;

type Offering = { schoolId: string; semesterId: string; now: Date };

/**
 * Gives each freed seat (a course id, once per seat) to the next waiting student of the course:
 * the seat stays taken, their entry becomes `held` for `HOLD_HOURS`, and a mail telling them
 * is queued in this transaction. A seat nobody waits for is given back. Returns the holds made.
 */
export async function passFreedSeats(
  tx: Tx,
  ctx: ServiceContext,
  o: Offering,
  freed: readonly string[],
): Promise<number> {
  if (freed.length === 0) return 0;
  const seats = new Map<string, number>();
  for (const id of freed) seats.set(id, (seats.get(id) ?? 0) + 1);
  const ranked = tx
    .select({
      id: courseWaitlist.id,
      courseId: courseWaitlist.courseId,
      rank: sql<number>`row_number() over (partition by ${courseWaitlist.courseId} order by ${courseWaitlist.joinedAt}, ${courseWaitlist.id})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(courseWaitlist)
    .where(
      and(
        eq(courseWaitlist.schoolId, o.schoolId),
        eq(courseWaitlist.semesterId, o.semesterId),
        inArray(courseWaitlist.courseId, [...seats.keys()]),
        eq(courseWaitlist.state, 'waiting'),
      ),
    )
    .as('ranked');
  const next = await tx
    .select()
    .from(ranked)
    .where(lte(ranked.rank, Math.max(...seats.values())));
  const chosen = next.filter((n) => n.rank <= (seats.get(n.courseId) ?? 0));
  for (const n of chosen) seats.set(n.courseId, (seats.get(n.courseId) ?? 0) - 1);

  // Seats nobody waits for go back, grouped by how many each course gives back.
  const byCount = new Map<number, string[]>();
  for (const [courseId, count] of seats) {
    if (count > 0) byCount.set(count, [...(byCount.get(count) ?? []), courseId]);
  }
  for (const [count, courseIds] of byCount) {
    await tx
      .update(offeringSeats)
      .set({ taken: sql`${offeringSeats.taken} - ${count}`, updatedAt: o.now })
      .where(
        and(
          eq(offeringSeats.schoolId, o.schoolId),
          eq(offeringSeats.semesterId, o.semesterId),
          inArray(offeringSeats.courseId, courseIds),
        ),
      );
  }
  if (chosen.length === 0) return 0;

  const heldUntil = new Date(o.now.getTime() + HOLD_HOURS * HOUR);
  const ids = chosen.map((n) => n.id);
  await tx
    .update(courseWaitlist)
    .set({ state: 'held', heldUntil, updatedAt: o.now })
    .where(inArray(courseWaitlist.id, ids));
  const holders = await tx
    .select({
      email: users.email,
      name: users.name,
      code: courses.code,
      title: courses.title,
      schoolName: schools.name,
    })
    .from(courseWaitlist)
    .innerJoin(users, eq(users.id, courseWaitlist.studentId))
    .innerJoin(courses, eq(courses.id, courseWaitlist.courseId))
    .innerJoin(schools, eq(schools.id, courseWaitlist.schoolId))
    .where(inArray(courseWaitlist.id, ids));
  const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/dashboard/student/course-registration`;
  for (const h of holders) {
    if (!h.email) continue;
    await ctx.mailer.queue(
      tx,
      seatHeldMail({
        to: h.email,
        name: h.name,
        schoolId: o.schoolId,
        schoolName: h.schoolName,
        course: { code: h.code, title: h.title },
        heldUntil,
        link,
      }),
    );
  }
  return chosen.length;
}

/**
 * Ends the holds of these courses whose time has passed without the seat being taken, and
 * passes each seat to the next in line (or gives it back). Returns the new holds made.
 */
export async function releaseLapsedHolds(
  tx: Tx,
  ctx: ServiceContext,
  o: Offering,
  courseIds: readonly string[],
): Promise<number> {
  if (courseIds.length === 0) return 0;
  const lapsed = await tx
    .update(courseWaitlist)
    .set({ state: 'lapsed', updatedAt: o.now })
    .where(
      and(
        eq(courseWaitlist.schoolId, o.schoolId),
        eq(courseWaitlist.semesterId, o.semesterId),
        inArray(courseWaitlist.courseId, [...courseIds]),
        eq(courseWaitlist.state, 'held'),
        lte(courseWaitlist.heldUntil, o.now),
      ),
    )
    .returning({ courseId: courseWaitlist.courseId });
  return passFreedSeats(
    tx,
    ctx,
    o,
    lapsed.map((l) => l.courseId),
  );
}

/**
 * What a save must know of the waiting lists of the courses it touches, in one read: the
 * lapsed holds among them, and the student's own live entries.
 */
export async function waitlistFor(
  tx: Tx,
  o: Offering & { enrollmentId: string },
  courseIds: readonly string[],
) {
  const rows = await tx
    .select({
      id: courseWaitlist.id,
      courseId: courseWaitlist.courseId,
      enrollmentId: courseWaitlist.enrollmentId,
      state: courseWaitlist.state,
      heldUntil: courseWaitlist.heldUntil,
    })
    .from(courseWaitlist)
    .where(
      and(
        eq(courseWaitlist.schoolId, o.schoolId),
        eq(courseWaitlist.semesterId, o.semesterId),
        inArray(courseWaitlist.courseId, [...courseIds]),
        or(
          and(eq(courseWaitlist.state, 'held'), lte(courseWaitlist.heldUntil, o.now)),
          and(
            eq(courseWaitlist.enrollmentId, o.enrollmentId),
            inArray(courseWaitlist.state, liveStates),
          ),
        ),
      ),
    );
  const isLapsed = (r: (typeof rows)[number]) =>
    r.state === 'held' && r.heldUntil !== null && r.heldUntil <= o.now;
  const mine = rows.filter((r) => r.enrollmentId === o.enrollmentId && !isLapsed(r));
  return {
    lapsedCourseIds: [...new Set(rows.filter(isLapsed).map((r) => r.courseId))],
    /** Courses whose freed seat is held for the student now. */
    heldForMe: new Map(mine.filter((r) => r.state === 'held').map((r) => [r.courseId, r.id])),
    /** Courses the student waits for. */
    waitingForMe: new Map(mine.filter((r) => r.state === 'waiting').map((r) => [r.courseId, r.id])),
  };
}

/** The student's entries whose seat they now have. */
export async function markTaken(tx: Tx, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(courseWaitlist)
    .set({ state: 'taken', updatedAt: now })
    .where(and(inArray(courseWaitlist.id, [...ids]), inArray(courseWaitlist.state, liveStates)));
}
