import type { TMyEnrollment } from '@campusflow/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, faculties, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { enrolledStudentCondition } from './enrolled-condition.ts';

type Enrollment = NonNullable<TMyEnrollment['enrollment']>;

/**
 * A student's studentship at their school, with the school's current session, in one
 * statement: an enrollment at the `enrolled` stage and the matric number it was issued
 * (admissions' acceptance or the student import). An applicant has neither yet: null.
 * `programmeTypeId` is what registration periods are set for.
 */
export async function enrolledStudent(
  db: DbOrTx,
  schoolId: string,
  studentId: string,
): Promise<(Enrollment & { programmeTypeId: string }) | null> {
  const [row] = await db
    .select({
      id: enrollments.id,
      matricNumber: users.userOrgId,
      level: enrollments.currentLevel,
      entryYear: enrollments.entryYear,
      programmeTypeId: programmes.programmeTypeId,
      programme: { id: programmes.id, name: programmes.name, code: programmes.code },
      department: { id: departments.id, name: departments.name },
      faculty: { id: faculties.id, name: faculties.name },
      sessionId: academicSessions.id,
      sessionName: academicSessions.name,
      academicYear: academicYears.label,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .innerJoin(departments, eq(departments.id, programmes.departmentId))
    .innerJoin(faculties, eq(faculties.id, departments.facultyId))
    .leftJoin(
      academicSessions,
      and(eq(academicSessions.schoolId, schoolId), eq(academicSessions.isCurrent, true)),
    )
    .leftJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
    .where(enrolledStudentCondition(schoolId, studentId))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  if (!row?.matricNumber) return null;
  const { sessionId, sessionName, academicYear, ...rest } = row;
  return {
    ...rest,
    matricNumber: row.matricNumber,
    session:
      sessionId && sessionName && academicYear
        ? { id: sessionId, name: sessionName, academicYear }
        : null,
  };
}

/** GET /academics/my-enrollment: the actor's own studentship, or null for an applicant. */
export async function myEnrollment(ctx: ServiceContext, actor: Actor): Promise<TMyEnrollment> {
  const found = await enrolledStudent(ctx.db, requireSchool(actor), actor.userId);
  if (!found) return { enrollment: null };
  const { programmeTypeId: _, ...enrollment } = found;
  return { enrollment };
}
