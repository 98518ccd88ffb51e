import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { academicSessions, semesters } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { registeredCourses } from '@/modules/registration/registered-courses.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

const student = alias(users, 'student');
const reviewer = alias(users, 'reviewer');

/** Everything a course form prints, of one registration. */
export type CourseFormData = NonNullable<Awaited<ReturnType<typeof readCourseForm>>>;

/**
 * The registration `where` picks, with its student, programme, department, session, semester,
 * reviewer and school, and its courses in code order: two statements. Null when none matches.
 */
export async function readCourseForm(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({
      id: courseRegistrations.id,
      schoolId: courseRegistrations.schoolId,
      departmentId: courseRegistrations.departmentId,
      state: courseRegistrations.state,
      level: courseRegistrations.level,
      totalUnits: courseRegistrations.totalUnits,
      reviewedAt: courseRegistrations.reviewedAt,
      verificationCode: courseRegistrations.verificationCode,
      studentName: student.name,
      matricNumber: student.userOrgId,
      passportFileId: student.passportFileId,
      programmeName: programmes.name,
      departmentName: departments.name,
      sessionName: academicSessions.name,
      semester: semesters.sequence,
      reviewerName: reviewer.name,
      schoolName: schools.name,
      schoolAddress: schools.address,
      logoFileId: schools.logoFileId,
    })
    .from(courseRegistrations)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(student, eq(student.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .innerJoin(departments, eq(departments.id, courseRegistrations.departmentId))
    .innerJoin(academicSessions, eq(academicSessions.id, courseRegistrations.sessionId))
    .innerJoin(semesters, eq(semesters.id, courseRegistrations.semesterId))
    .innerJoin(schools, eq(schools.id, courseRegistrations.schoolId))
    .leftJoin(reviewer, eq(reviewer.id, courseRegistrations.reviewedBy))
    .where(where)
    .limit(1);
  if (!row) return null;
  const items = await registeredCourses(db, row.schoolId, row.id);
  return { ...row, courses: items };
}

/** The form of a registration that is approved and carries its code: what may be printed. */
export type ApprovedCourseForm = CourseFormData & {
  state: 'approved';
  verificationCode: string;
  reviewedAt: Date;
};

export const isApproved = (form: CourseFormData): form is ApprovedCourseForm =>
  form.state === 'approved' && form.verificationCode !== null && form.reviewedAt !== null;
