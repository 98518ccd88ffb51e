import type {
  TReviewOverview,
  TStateCounts,
  TUnregisteredPage,
  TUnregisteredQuery,
} from '@campusflow/contracts';
import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { courseRegistrations, offeringSeats } from '@/modules/registration/registration.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { headedDepartment } from './headed-department.ts';
import { studentSearch } from './review-list.service.ts';
import { reviewSemester } from './review-semester.ts';
import { hasDraft, unregisteredIn } from './unregistered-students.ts';

const NEARLY_FULL_SHOWN = 50;

const noCounts = (): TStateCounts => ({ draft: 0, submitted: 0, approved: 0, returned: 0 });

/** The department's registrations of the semester counted by level and state. */
async function stateCounts(db: DbOrTx, schoolId: string, departmentId: string, semesterId: string) {
  const rows = await db
    .select({
      level: courseRegistrations.level,
      state: courseRegistrations.state,
      n: count(),
    })
    .from(courseRegistrations)
    .where(
      and(
        eq(courseRegistrations.schoolId, schoolId),
        eq(courseRegistrations.departmentId, departmentId),
        eq(courseRegistrations.semesterId, semesterId),
      ),
    )
    .groupBy(courseRegistrations.level, courseRegistrations.state)
    .orderBy(asc(courseRegistrations.level));
  const counts = noCounts();
  const byLevel = new Map<number, TStateCounts>();
  for (const r of rows) {
    counts[r.state] += r.n;
    const level = byLevel.get(r.level) ?? noCounts();
    level[r.state] += r.n;
    byLevel.set(r.level, level);
  }
  return { counts, byLevel: [...byLevel].map(([level, c]) => ({ level, ...c })) };
}

/** The department's courses with a capacity whose seats taken this semester reach 80 % of it. */
function nearlyFullCourses(db: DbOrTx, schoolId: string, departmentId: string, semesterId: string) {
  const capacity = sql<number>`${courses.capacity}`.mapWith(Number);
  return db
    .select({
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      taken: offeringSeats.taken,
      capacity,
    })
    .from(offeringSeats)
    .innerJoin(courses, eq(courses.id, offeringSeats.courseId))
    .where(
      and(
        eq(offeringSeats.schoolId, schoolId),
        eq(offeringSeats.semesterId, semesterId),
        eq(courses.schoolId, schoolId),
        eq(courses.departmentId, departmentId),
        isNotNull(courses.capacity),
        gt(courses.capacity, 0),
        // Nearly full: 80 % of the seats taken, in whole numbers (taken / capacity >= 4 / 5).
        sql`${offeringSeats.taken} * 5 >= ${courses.capacity} * 4`,
      ),
    )
    .orderBy(sql`${offeringSeats.taken}::float / ${courses.capacity} desc`, asc(courses.code))
    .limit(NEARLY_FULL_SHOWN);
}

/**
 * The head's dashboard of the semester under review: registrations by state and level, how
 * many students have not registered, and the courses nearly full.
 */
export async function departmentOverview(
  ctx: ServiceContext,
  actor: Actor,
  departmentId: string,
  now = new Date(),
): Promise<TReviewOverview> {
  const { schoolId, department } = await headedDepartment(ctx.db, actor, departmentId);
  const semester = await reviewSemester(ctx.db, schoolId, now);
  if (!semester) {
    return {
      department,
      semester,
      counts: noCounts(),
      byLevel: [],
      notRegistered: 0,
      nearlyFull: [],
    };
  }
  const [states, [unregistered], nearlyFull] = await Promise.all([
    stateCounts(ctx.db, schoolId, departmentId, semester.semesterId),
    ctx.db
      .select({ total: count() })
      .from(enrollments)
      .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(unregisteredIn(schoolId, departmentId, semester)),
    nearlyFullCourses(ctx.db, schoolId, departmentId, semester.semesterId),
  ]);
  return {
    department,
    semester,
    ...states,
    notRegistered: unregistered?.total ?? 0,
    nearlyFull,
  };
}

/** The students counted as not registered, by matric number, for the head to chase. */
export async function unregisteredStudents(
  ctx: ServiceContext,
  actor: Actor,
  departmentId: string,
  query: TUnregisteredQuery,
  now = new Date(),
): Promise<TUnregisteredPage> {
  const { schoolId } = await headedDepartment(ctx.db, actor, departmentId);
  const semester = await reviewSemester(ctx.db, schoolId, now);
  if (!semester) return { items: [], total: 0, page: 1, limit: query.limit };
  const where = and(
    unregisteredIn(schoolId, departmentId, semester),
    query.level ? eq(enrollments.currentLevel, query.level) : undefined,
    studentSearch(query.q),
  );
  return paginate(
    query,
    ctx.db
      .select({
        studentId: users.id,
        name: users.name,
        matricNumber: users.userOrgId,
        email: users.email,
        level: enrollments.currentLevel,
        programmeName: programmes.name,
        hasDraft: hasDraft(semester),
      })
      .from(enrollments)
      .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(where)
      .orderBy(asc(enrollments.currentLevel), asc(users.userOrgId), asc(users.id)),
    ctx.db
      .select({ total: count() })
      .from(enrollments)
      .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(where),
  );
}
