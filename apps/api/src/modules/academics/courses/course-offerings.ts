import type { TCourseDetail, TCourseOffering } from '@campusflow/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCurrentSession } from '@/modules/academics/calendar/current-session.ts';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import {
  coursePrerequisites,
  courses,
  curriculumItems,
} from '@/modules/academics/courses.tables.ts';
import { coursesOverseenBy } from '@/modules/academics/duty-sets.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments, faculties, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

// What academics knows of a course offering: the course, its lecturers, its curriculum places
// and who may see it. Who takes it comes from approved registrations, in the registration
// module (modules/registration/rosters/), which adds the student counts.

const prerequisite = alias(courses, 'prerequisite');

/** An offering without its student count. */
export type CourseOfferingBase = Omit<TCourseOffering, 'studentCount'>;
export type OfferingSession = { id: string; name: string } | null;

/** The active courses given by id or by department, with their lecturers in `session`. */
export async function courseOfferings(
  db: DbOrTx,
  schoolId: string,
  which: { courseIds: string[] } | { departmentIds: string[] },
  session: OfferingSession,
): Promise<CourseOfferingBase[]> {
  const ids = 'courseIds' in which ? which.courseIds : which.departmentIds;
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: courses.units,
      level: courses.level,
      semester: courses.semester,
      departmentName: departments.name,
    })
    .from(courses)
    .innerJoin(departments, eq(departments.id, courses.departmentId))
    .where(
      and(
        eq(courses.schoolId, schoolId),
        eq(courses.status, 'active'),
        'courseIds' in which ? inArray(courses.id, ids) : inArray(courses.departmentId, ids),
      ),
    )
    .orderBy(asc(courses.level), asc(courses.code))
    .limit(500);
  const lecturers =
    rows.length && session
      ? await db
          .select({ courseId: staffAssignments.courseId, id: users.id, name: users.name })
          .from(staffAssignments)
          .innerJoin(users, eq(users.id, staffAssignments.userId))
          .where(
            and(
              eq(staffAssignments.kind, 'teacher'),
              eq(staffAssignments.sessionId, session.id),
              inArray(
                staffAssignments.courseId,
                rows.map((r) => r.courseId),
              ),
            ),
          )
          .orderBy(asc(users.name))
      : [];
  return rows.map((row) => ({
    ...row,
    sessionId: session?.id ?? null,
    sessionName: session?.name ?? null,
    lecturers: lecturers
      .filter((l) => l.courseId === row.courseId)
      .map(({ id, name }) => ({ id, name })),
  }));
}

/** The departments `userId` heads, with their programmes, enrolled students and lecturers. */
export function headedDepartmentOverview(db: DbOrTx, schoolId: string, userId: string) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      code: departments.code,
      facultyName: faculties.name,
      programmeCount: sql<number>`(select count(*)::int from programmes p where p.department_id = "departments"."id" and p.status = 'active')`,
      // Enrolled in the department's programmes, registered or not.
      studentCount: sql<number>`(select count(*)::int from enrollments e join programmes p on p.id = e.programme_id where p.department_id = "departments"."id" and e.stage = 'enrolled')`,
      lecturerCount: sql<number>`(select count(distinct sa.user_id)::int from staff_assignments sa join courses c on c.id = sa.course_id where c.department_id = "departments"."id" and sa.kind = 'teacher')`,
    })
    .from(staffAssignments)
    .innerJoin(departments, eq(departments.id, staffAssignments.departmentId))
    .innerJoin(faculties, eq(faculties.id, departments.facultyId))
    .where(
      and(
        eq(staffAssignments.schoolId, schoolId),
        eq(staffAssignments.kind, 'hod'),
        eq(staffAssignments.userId, userId),
      ),
    );
}

/**
 * The course, checked to be one the actor may see the students of, and its session (the one
 * asked for, else the current one).
 */
export async function courseForDuty(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  requestedSession?: string,
): Promise<{ schoolId: string; session: OfferingSession }> {
  const schoolId = requireSchool(actor);
  const [course] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)));
  if (!course) throw new AppError('not_found', { detail: 'This course was not found.' });
  const session = requestedSession
    ? ((
        await ctx.db
          .select({ id: academicSessions.id, name: academicSessions.name })
          .from(academicSessions)
          .where(
            and(eq(academicSessions.id, requestedSession), eq(academicSessions.schoolId, schoolId)),
          )
      )[0] ?? null)
    : await findCurrentSession(ctx.db, schoolId);
  // Someone without a duty for the course learns nothing, not even that it exists.
  await requireDuty(
    ctx.db,
    actor,
    coursesOverseenBy,
    { requested: [course.id], sessionId: session?.id ?? null },
    { code: 'not_found', detail: 'This course was not found among yours.' },
  );
  return { schoolId, session: session ? { id: session.id, name: session.name } : null };
}

/** A course's prerequisites and the programmes whose curriculum places it. */
export async function coursePlacements(
  db: DbOrTx,
  courseId: string,
): Promise<Pick<TCourseDetail, 'prerequisites' | 'programmes'>> {
  const [prerequisites, placements] = await Promise.all([
    db
      .select({ id: prerequisite.id, code: prerequisite.code })
      .from(coursePrerequisites)
      .innerJoin(prerequisite, eq(prerequisite.id, coursePrerequisites.prerequisiteId))
      .where(eq(coursePrerequisites.courseId, courseId))
      .orderBy(asc(prerequisite.code)),
    db
      .select({
        id: programmes.id,
        name: programmes.name,
        level: curriculumItems.level,
        category: curriculumItems.category,
      })
      .from(curriculumItems)
      .innerJoin(programmes, eq(programmes.id, curriculumItems.programmeId))
      .where(eq(curriculumItems.courseId, courseId))
      .orderBy(asc(programmes.name)),
  ]);
  return { prerequisites, programmes: placements };
}
