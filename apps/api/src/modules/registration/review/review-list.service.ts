import type { TReviewPage, TReviewQuery } from '@campusflow/contracts';
import { and, eq, like, type SQL, sql, count as sqlCount } from 'drizzle-orm';
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
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { exactValue, orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { headedDepartment } from './headed-department.ts';
import { reviewSemester } from './review-semester.ts';

/** What waits for the head first: submitted, then returned, approved, and drafts last. */
const stateOrder = sql`case ${courseRegistrations.state}
  when 'submitted' then 0 when 'returned' then 1 when 'approved' then 2 else 3 end`;

/** `q` matches a student's name, e-mail or matric number (the users' search text). */
export const studentSearch = (q: string | undefined) =>
  q ? like(users.searchText, `%${escapeLike(q.toLowerCase())}%`) : undefined;

const courseCount = sql<number>`(select count(*) from ${courseRegistrationItems}
    where ${courseRegistrationItems.registrationId} = ${courseRegistrations.id})`.mapWith(Number);

/** The registrations with their student, programme and course count; callers add the rest. */
export const reviewRows = (db: DbOrTx) =>
  db
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
    .$dynamic();

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

const stateRank = { submitted: 0, returned: 1, approved: 2 } as Record<string, number>;

/** Waiting ones first, the longest waiting first among them: the page's and the export's order. */
export const reviewOrder: SortKey<ReviewRow>[] = [
  { by: stateOrder, notNull: true, valueOf: (r) => stateRank[r.state] ?? 3 },
  {
    by: courseRegistrations.submittedAt,
    nulls: 'last',
    valueOf: (r) =>
      r.submittedAt && exactValue(courseRegistrations.submittedAt, courseRegistrations.id, r.id),
  },
  { by: users.name, notNull: true, valueOf: (r) => r.studentName },
  { by: courseRegistrations.id, notNull: true, valueOf: (r) => r.id },
];

export const toReviewItem = (r: ReviewRow) => ({
  ...r,
  submittedAt: r.submittedAt?.toISOString() ?? null,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

/**
 * The head's list as a query: the department's registrations for the semester under review
 * (none when no semester is), by level, state and student; the page and the export run it.
 */
export async function reviewQuery(
  ctx: ServiceContext,
  actor: Actor,
  departmentId: string,
  query: Omit<TReviewQuery, 'page' | 'limit'>,
  now = new Date(),
) {
  const { schoolId } = await headedDepartment(ctx.db, actor, departmentId);
  const semester = await reviewSemester(ctx.db, schoolId, now);
  const where: SQL | undefined = and(
    eq(courseRegistrations.schoolId, schoolId),
    eq(courseRegistrations.departmentId, departmentId),
    semester ? eq(courseRegistrations.semesterId, semester.semesterId) : sql`false`,
    query.level ? eq(courseRegistrations.level, query.level) : undefined,
    query.state ? eq(courseRegistrations.state, query.state) : undefined,
    studentSearch(query.q),
  );
  const count = async () => {
    const [row] = await ctx.db
      .select({ total: sqlCount() })
      .from(courseRegistrations)
      .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(where);
    return row?.total ?? 0;
  };
  return { semester, where, count };
}

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
  const { semester, where, count } = await reviewQuery(ctx, actor, departmentId, query, now);
  if (!semester) return { items: [], total: 0, page: 1, limit: query.limit, semester };
  const page = await paginate(
    query,
    reviewRows(ctx.db)
      .where(where)
      .orderBy(...orderByKeys(reviewOrder)),
    count(),
    toReviewItem,
  );
  return { ...page, semester };
}
