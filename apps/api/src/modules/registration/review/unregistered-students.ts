import type { TReviewSemester } from '@campusflow/contracts';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { registrationPeriods } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';

/** Whether the joined enrollment has a registration of the semester in one of `states`. */
const registrationIn = (semesterId: string, states: SQL) => sql`exists (
  select 1 from ${courseRegistrations}
  where ${courseRegistrations.enrollmentId} = ${enrollments.id}
    and ${courseRegistrations.semesterId} = ${semesterId}
    and ${courseRegistrations.state} ${states})`;

/** The joined enrollment has saved a draft of the semester and not submitted it. */
export const hasDraft = (semester: TReviewSemester) =>
  registrationIn(semester.semesterId, sql`= 'draft'`).mapWith(Boolean);

/**
 * The enrolled students of the department (with a matric number) who have not registered for
 * the semester: no registration, or a draft never submitted (a returned one was submitted and
 * is in the queue). Only students whom an active period of the semester covers (their
 * programme type and level) are expected to register, so a period for 100 level alone does
 * not count the 400-level students. Over enrollments joined with users and programmes.
 */
export function unregisteredIn(
  schoolId: string,
  departmentId: string,
  semester: TReviewSemester,
): SQL | undefined {
  const covered = sql`exists (
    select 1 from ${registrationPeriods}
    where ${registrationPeriods.schoolId} = ${schoolId}
      and ${registrationPeriods.sessionId} = ${semester.sessionId}
      and ${registrationPeriods.semesterId} = ${semester.semesterId}
      and ${registrationPeriods.status} = 'active'
      and (${registrationPeriods.programmeTypeId} is null
        or ${registrationPeriods.programmeTypeId} = ${programmes.programmeTypeId})
      and (cardinality(${registrationPeriods.levels}) = 0
        or ${enrollments.currentLevel} = any(${registrationPeriods.levels})))`;
  return and(
    eq(enrollments.schoolId, schoolId),
    eq(enrollments.stage, 'enrolled'),
    eq(programmes.departmentId, departmentId),
    eq(users.schoolId, schoolId),
    isNotNull(users.userOrgId),
    covered,
    sql`not ${registrationIn(semester.semesterId, sql`<> 'draft'`)}`,
  );
}
