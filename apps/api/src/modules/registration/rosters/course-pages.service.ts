import type {
  TCourseDetail,
  TCourseOffering,
  TDepartmentOverview,
  TMyCourses,
} from '@campusflow/contracts';
import {
  type CourseOfferingBase,
  courseForDuty,
  courseOfferings,
  coursePlacements,
  coursesTaughtBy,
  findCurrentSession,
  headedDepartmentOverview,
} from '@/modules/academics/academics.queries.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { approvedCounts } from './approved-takers.ts';

// The lecturer's and HOD's course pages: academics gives the offerings, this module adds how
// many students take each (approved registrations of the offering's session).

async function withStudentCounts(
  db: DbOrTx,
  schoolId: string,
  offerings: CourseOfferingBase[],
): Promise<TCourseOffering[]> {
  const sessionId = offerings[0]?.sessionId ?? null;
  const counts = await approvedCounts(
    db,
    schoolId,
    sessionId,
    offerings.map((o) => o.courseId),
  );
  return offerings.map((o) => ({ ...o, studentCount: counts.get(o.courseId) ?? 0 }));
}

/** The courses the actor teaches in the current session. */
export async function myCourses(ctx: ServiceContext, actor: Actor): Promise<TMyCourses> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  if (!session) return { sessionId: null, sessionName: null, items: [] };
  const courseIds = [...(await coursesTaughtBy(ctx.db, actor, { sessionId: session.id }))];
  const offerings = await courseOfferings(ctx.db, schoolId, { courseIds }, session);
  return {
    sessionId: session.id,
    sessionName: session.name,
    items: await withStudentCounts(ctx.db, schoolId, offerings),
  };
}

/** The departments the actor heads, with their courses this session. */
export async function myDepartment(
  ctx: ServiceContext,
  actor: Actor,
): Promise<TDepartmentOverview> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  const headed = await headedDepartmentOverview(ctx.db, schoolId, actor.userId);
  const offerings = await courseOfferings(
    ctx.db,
    schoolId,
    { departmentIds: headed.map((d) => d.id) },
    session,
  );
  return {
    departments: headed,
    sessionName: session?.name ?? null,
    courses: await withStudentCounts(ctx.db, schoolId, offerings),
  };
}

/** A course with its lecturers, curriculum places and student count, for those with a duty. */
export async function courseDetail(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  requestedSession?: string,
): Promise<TCourseDetail> {
  const { schoolId, session } = await courseForDuty(ctx, actor, courseId, requestedSession);
  const [offering] = await withStudentCounts(
    ctx.db,
    schoolId,
    await courseOfferings(ctx.db, schoolId, { courseIds: [courseId] }, session),
  );
  if (!offering) throw new AppError('not_found', { detail: 'This course is archived.' });
  return { offering, ...(await coursePlacements(ctx.db, courseId)) };
}
