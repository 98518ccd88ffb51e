import type {
  TCourseDetail,
  TCourseOffering,
  TDepartmentOverview,
  TMyCourses,
  TRosterPage,
  TRosterPageQuery,
} from '@campusflow/contracts';
import { and, asc, count, countDistinct, eq, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { findCurrentSession } from '@/modules/academics/calendar/current-session.ts';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import {
  coursePrerequisites,
  courses,
  curriculumItems,
} from '@/modules/academics/courses.tables.ts';
import { coursesOverseenBy, coursesTaughtBy } from '@/modules/academics/duty-sets.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments, faculties, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { toCsv } from '@/platform/csv/write-csv.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const prerequisite = alias(courses, 'prerequisite');

/**
 * Students who take a course: enrolled in a programme whose curriculum has the course at their
 * current level. (When course registration exists, its registrations replace this.)
 */
function takersOf(courseId: string, schoolId: string) {
  return and(
    eq(curriculumItems.courseId, courseId),
    eq(curriculumItems.schoolId, schoolId),
    eq(enrollments.stage, 'enrolled'),
  );
}

const takenAtLevel = and(
  eq(curriculumItems.programmeId, enrollments.programmeId),
  eq(curriculumItems.level, enrollments.currentLevel),
);

const studentCountSql = sql<number>`(select count(distinct e.student_id)::int from enrollments e
  join curriculum_items ci on ci.programme_id = e.programme_id and ci.level = e.current_level
  where ci.course_id = "courses"."id" and e.stage = 'enrolled')`;

async function offerings(
  db: DbOrTx,
  schoolId: string,
  courseFilter: ReturnType<typeof eq> | undefined,
  sessionId: string | null,
  sessionName: string | null,
): Promise<TCourseOffering[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: courses.units,
      level: courses.level,
      semester: courses.semester,
      departmentName: departments.name,
      studentCount: studentCountSql,
    })
    .from(courses)
    .innerJoin(departments, eq(departments.id, courses.departmentId))
    .where(and(eq(courses.schoolId, schoolId), eq(courses.status, 'active'), courseFilter))
    .orderBy(asc(courses.level), asc(courses.code))
    .limit(500);
  const lecturers =
    rows.length && sessionId
      ? await db
          .select({ courseId: staffAssignments.courseId, id: users.id, name: users.name })
          .from(staffAssignments)
          .innerJoin(users, eq(users.id, staffAssignments.userId))
          .where(
            and(
              eq(staffAssignments.kind, 'teacher'),
              eq(staffAssignments.sessionId, sessionId),
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
    sessionId,
    sessionName,
    lecturers: lecturers
      .filter((l) => l.courseId === row.courseId)
      .map(({ id, name }) => ({ id, name })),
  }));
}

/** The courses the actor teaches in the current session. */
export async function myCourses(ctx: ServiceContext, actor: Actor): Promise<TMyCourses> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  if (!session) return { sessionId: null, sessionName: null, items: [] };
  const ids = [...(await coursesTaughtBy(ctx.db, actor, { sessionId: session.id }))];
  const items = ids.length
    ? await offerings(ctx.db, schoolId, inArray(courses.id, ids), session.id, session.name)
    : [];
  return { sessionId: session.id, sessionName: session.name, items };
}

/** The departments the actor heads, with their courses this session. */
export async function myDepartment(
  ctx: ServiceContext,
  actor: Actor,
): Promise<TDepartmentOverview> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  const headed = await ctx.db
    .select({
      id: departments.id,
      name: departments.name,
      code: departments.code,
      facultyName: faculties.name,
      programmeCount: sql<number>`(select count(*)::int from programmes p where p.department_id = "departments"."id" and p.status = 'active')`,
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
        eq(staffAssignments.userId, actor.userId),
      ),
    );
  const courseList = headed.length
    ? await offerings(
        ctx.db,
        schoolId,
        inArray(
          courses.departmentId,
          headed.map((d) => d.id),
        ),
        session?.id ?? null,
        session?.name ?? null,
      )
    : [];
  return { departments: headed, sessionName: session?.name ?? null, courses: courseList };
}

/** The students of a course, in matric-number order; `search` matches name or matric number. */
function rosterQuery(db: DbOrTx, schoolId: string, courseId: string, search?: string) {
  return db
    .selectDistinct({
      id: users.id,
      name: users.name,
      userOrgID: users.userOrgId,
      email: users.email,
      phone: users.phone,
      programmeName: programmes.name,
      level: enrollments.currentLevel,
    })
    .from(enrollments)
    .innerJoin(curriculumItems, takenAtLevel)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .where(
      and(
        takersOf(courseId, schoolId),
        eq(enrollments.schoolId, schoolId),
        search ? like(users.searchText, `%${escapeLike(search.toLowerCase())}%`) : undefined,
      ),
    )
    .orderBy(asc(users.userOrgId), asc(users.name), asc(users.id))
    .$dynamic();
}

/** The course, checked to be one the actor may see the students of, and its session. */
async function courseForDuty(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  requestedSession?: string,
) {
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
  return { schoolId, session };
}

export async function courseDetail(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  requestedSession?: string,
): Promise<TCourseDetail> {
  const { schoolId, session } = await courseForDuty(ctx, actor, courseId, requestedSession);
  const [offering] = await offerings(
    ctx.db,
    schoolId,
    eq(courses.id, courseId),
    session?.id ?? null,
    session?.name ?? null,
  );
  if (!offering) throw new AppError('not_found', { detail: 'This course is archived.' });
  const [prerequisites, placements] = await Promise.all([
    ctx.db
      .select({ id: prerequisite.id, code: prerequisite.code })
      .from(coursePrerequisites)
      .innerJoin(prerequisite, eq(prerequisite.id, coursePrerequisites.prerequisiteId))
      .where(eq(coursePrerequisites.courseId, courseId))
      .orderBy(asc(prerequisite.code)),
    ctx.db
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
  return { offering, prerequisites, programmes: placements };
}

/** A page of a course's students, for those with a duty for the course. */
export async function rosterPage(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  query: TRosterPageQuery,
): Promise<TRosterPage> {
  const { schoolId } = await courseForDuty(ctx, actor, courseId, query.sessionId);
  return paginate(
    query,
    rosterQuery(ctx.db, schoolId, courseId, query.q),
    query.q
      ? ctx.db
          .select({ total: count() })
          .from(rosterQuery(ctx.db, schoolId, courseId, query.q).as('matching'))
      : // Without a search the count needs neither names nor programmes.
        ctx.db
          .select({ total: countDistinct(enrollments.studentId) })
          .from(enrollments)
          .innerJoin(curriculumItems, takenAtLevel)
          .where(and(takersOf(courseId, schoolId), eq(enrollments.schoolId, schoolId))),
  );
}

/** The whole roster as CSV, for spreadsheets: matric number, name, programme, level, e-mail, phone. */
export async function rosterCsv(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  sessionId?: string,
) {
  const detail = await courseDetail(ctx, actor, courseId, sessionId);
  const students = await rosterQuery(ctx.db, actor.schoolId ?? '', courseId);
  const header = ['Matric number', 'Name', 'Programme', 'Level', 'E-mail', 'Phone'];
  const lines = students.map((s) => [
    s.userOrgID,
    s.name,
    s.programmeName,
    s.level,
    s.email,
    s.phone,
  ]);
  const filename = `${detail.offering.code.replace(/\s+/g, '')}-${(detail.offering.sessionName ?? 'roster').replace(/[^\w-]+/g, '-')}.csv`;
  return { filename, csv: toCsv(header, lines) };
}
