import type { TMyEnrollment } from '@campusflow/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/calendar/current-session.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, faculties, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/**
 * The actor's own studentship at their school: an enrollment at the `enrolled` stage and the
 * matric number it was issued (admissions' acceptance or the student import). An applicant
 * has neither yet: null.
 */
export async function myEnrollment(ctx: ServiceContext, actor: Actor): Promise<TMyEnrollment> {
  const schoolId = requireSchool(actor);
  const [[row], session] = await Promise.all([
    ctx.db
      .select({
        id: enrollments.id,
        matricNumber: users.userOrgId,
        level: enrollments.currentLevel,
        entryYear: enrollments.entryYear,
        programme: { id: programmes.id, name: programmes.name, code: programmes.code },
        department: { id: departments.id, name: departments.name },
        faculty: { id: faculties.id, name: faculties.name },
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
      .innerJoin(departments, eq(departments.id, programmes.departmentId))
      .innerJoin(faculties, eq(faculties.id, departments.facultyId))
      .where(
        and(
          eq(enrollments.schoolId, schoolId),
          eq(enrollments.studentId, actor.userId),
          eq(enrollments.stage, 'enrolled'),
          eq(users.schoolId, schoolId),
          isNotNull(users.userOrgId),
        ),
      )
      .orderBy(desc(enrollments.createdAt))
      .limit(1),
    findCurrentSession(ctx.db, schoolId),
  ]);
  if (!row?.matricNumber) return { enrollment: null };
  return {
    enrollment: {
      ...row,
      matricNumber: row.matricNumber,
      session: session
        ? { id: session.id, name: session.name, academicYear: session.academicYear }
        : null,
    },
  };
}
