import type { TReviewPage, TReviewQuery } from '@campusflow/contracts';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { headedDepartment } from './headed-department.ts';
import { reviewSemester } from './review-semester.ts';

/** What waits for the head first: submitted, then returned, approved, and drafts last. */
const stateOrder = sql`case ${courseRegistrations.state}
  when 'submitted' then 0 when 'returned' then 1 when 'approved' then 2 else 3 end`;

/** `q` matches a student's name, e-mail or matric number (the users' search text). */
export const studentSearch = (q: string | undefined) =>
  q ? like(users.searchText, `%${escapeLike(q.toLowerCase())}%`) : undefined;

/**
 * The department's registrations for the semester under review, by level, state and student,
 * waiting ones first and the longest waiting first among them.
 */
export async function listDepartmentRegistrations(
  ctx: ServiceContext,
  actor: Actor,
  departmentId: string,
  query: TReviewQuery,
  now = new Date(),
): Promise<TReviewPage> {
  const { schoolId } = await headedDepartment(ctx.db, actor, departmentId);
  const semester = await reviewSemester(ctx.db, schoolId, now);
  if (!semester) return { items: [], total: 0, page: 1, limit: query.limit, semester };
  const where: SQL | undefined = and(
    eq(courseRegistrations.schoolId, schoolId),
    eq(courseRegistrations.departmentId, departmentId),
    eq(courseRegistrations.semesterId, semester.semesterId),
    query.level ? eq(courseRegistrations.level, query.level) : undefined,
    query.state ? eq(courseRegistrations.state, query.state) : undefined,
    studentSearch(query.q),
  );
  const courseCount = sql<number>`(select count(*) from ${courseRegistrationItems}
    where ${courseRegistrationItems.registrationId} = ${courseRegistrations.id})`.mapWith(Number);
  const rows = ctx.db
    .select({
      id: courseRegistrations.id,
      studentName: users.name,
      matricNumber: users.userOrgId,
      programmeName: programmes.name,
      level: courseRegistrations.level,
      totalUnits: courseRegistrations.totalUnits,
      courseCount,
      state: courseRegistrations.state,
      submittedAt: courseRegistrations.submittedAt,
      reviewedAt: courseRegistrations.reviewedAt,
      returnReason: courseRegistrations.returnReason,
    })
    .from(courseRegistrations)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .where(where)
    .orderBy(
      stateOrder,
      sql`${courseRegistrations.submittedAt} asc nulls last`,
      asc(users.name),
      asc(courseRegistrations.id),
    );
  const total = ctx.db
    .select({ total: count() })
    .from(courseRegistrations)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(where);
  const page = await paginate(query, rows, total, (r) => ({
    ...r,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  }));
  return { ...page, semester };
}
