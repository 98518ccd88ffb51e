import { and, eq, isNotNull } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';

/**
 * The condition on `enrollments` joined with `users` that finds a student's studentship at
 * their school: enrolled, with the matric number it was issued. Order by the enrollment's
 * creation (newest first) and take one: the student's current studentship.
 */
export const enrolledStudentCondition = (schoolId: string, studentId: string) =>
  and(
    eq(enrollments.schoolId, schoolId),
    eq(enrollments.studentId, studentId),
    eq(enrollments.stage, 'enrolled'),
    eq(users.schoolId, schoolId),
    isNotNull(users.userOrgId),
  );
