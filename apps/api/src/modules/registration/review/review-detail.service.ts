import type { TReviewDetail } from '@campusflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { departmentsHeadedBy } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { registeredCourses } from '@/modules/registration/registered-courses.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const notYours = "This registration is not among your department's.";

/**
 * A registration of the actor's school, checked to be of a department the actor heads;
 * anything else is `not_found`, whether it exists elsewhere or not.
 */
export async function reviewableRegistration(db: DbOrTx, actor: Actor, registrationId: string) {
  const schoolId = requireSchool(actor);
  const [row] = await db
    .select({
      id: courseRegistrations.id,
      departmentId: courseRegistrations.departmentId,
      state: courseRegistrations.state,
      studentId: enrollments.studentId,
    })
    .from(courseRegistrations)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .where(
      and(eq(courseRegistrations.id, registrationId), eq(courseRegistrations.schoolId, schoolId)),
    );
  if (!row) throw new AppError('not_found', { detail: notYours });
  await requireDuty(
    db,
    actor,
    departmentsHeadedBy,
    { requested: [row.departmentId] },
    { code: 'not_found', detail: notYours },
  );
  return { schoolId, registration: row };
}

/** One registration with its student and courses, as the head reviews it. */
export async function loadReviewDetail(
  db: DbOrTx,
  schoolId: string,
  registrationId: string,
): Promise<TReviewDetail> {
  const reviewer = sql<string | null>`(select ${users.name} from ${users}
    where ${users.id} = ${courseRegistrations.reviewedBy})`;
  const [[row], items] = await Promise.all([
    db
      .select({
        id: courseRegistrations.id,
        state: courseRegistrations.state,
        returnReason: courseRegistrations.returnReason,
        totalUnits: courseRegistrations.totalUnits,
        level: courseRegistrations.level,
        submittedAt: courseRegistrations.submittedAt,
        reviewedAt: courseRegistrations.reviewedAt,
        reviewedByName: reviewer,
        departmentId: departments.id,
        departmentName: departments.name,
        name: users.name,
        matricNumber: users.userOrgId,
        email: users.email,
        programmeName: programmes.name,
        minUnits: programmes.minUnits,
        maxUnits: courseRegistrations.maxUnits,
      })
      .from(courseRegistrations)
      .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
      .innerJoin(departments, eq(departments.id, courseRegistrations.departmentId))
      .where(
        and(eq(courseRegistrations.id, registrationId), eq(courseRegistrations.schoolId, schoolId)),
      ),
    registeredCourses(db, schoolId, registrationId),
  ]);
  if (!row) throw new AppError('not_found', { detail: notYours });
  return {
    id: row.id,
    state: row.state,
    returnReason: row.returnReason,
    totalUnits: row.totalUnits,
    level: row.level,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedByName: row.reviewedByName,
    department: { id: row.departmentId, name: row.departmentName },
    student: {
      name: row.name,
      matricNumber: row.matricNumber,
      email: row.email,
      programmeName: row.programmeName,
      minUnits: row.minUnits,
      maxUnits: row.maxUnits,
    },
    courses: items,
  };
}

export async function reviewDetail(
  ctx: ServiceContext,
  actor: Actor,
  registrationId: string,
): Promise<TReviewDetail> {
  const { schoolId } = await reviewableRegistration(ctx.db, actor, registrationId);
  return loadReviewDetail(ctx.db, schoolId, registrationId);
}
