import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import { cookieOf, createUser, signIn } from './fixtures.ts';
import { manyStudents } from './many-students.ts';
import { registrationSchool } from './registration-fixtures.ts';

/**
 * A registration school's CORE course with a lecturer (signed in: their session cookie) and
 * `students` students whose approved registrations hold it this semester, written in a handful
 * of set-based inserts: a sheet large enough that saving it takes a while (the fault tests).
 * The students come by matric number, as the sheet lists them.
 */
export async function largeScoreSheet(app: FastifyInstance, db: Db, spec: { students: number }) {
  const s = await registrationSchool(db);
  const course = s.courses.core;
  const lecturer = await createUser(db, { schoolId: s.schoolId, roles: ['teacher'] });
  const head = await createUser(db, { schoolId: s.schoolId, roles: ['hod'] });
  await db.insert(staffAssignments).values({
    schoolId: s.schoolId,
    kind: 'teacher',
    userId: lecturer.id,
    courseId: course.id,
    sessionId: s.session.id,
  });
  const people = await manyStudents(app, db, {
    schoolId: s.schoolId,
    programmeId: s.programme.id,
    count: spec.students,
  });
  const students = await db
    .select({ enrollmentId: enrollments.id, matricNumber: users.userOrgId })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      inArray(
        enrollments.studentId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(asc(users.userOrgId));
  const now = new Date();
  const registrations = await db
    .insert(courseRegistrations)
    .values(
      students.map((st) => ({
        schoolId: s.schoolId,
        enrollmentId: st.enrollmentId,
        sessionId: s.session.id,
        semesterId: s.semester.id,
        departmentId: s.programme.departmentId,
        level: 100,
        state: 'approved' as const,
        totalUnits: course.units,
        maxUnits: 24,
        submittedAt: now,
        reviewedBy: head.id,
        reviewedAt: now,
        verificationCode: newVerificationCode(),
      })),
    )
    .returning({ id: courseRegistrations.id });
  await db.insert(courseRegistrationItems).values(
    registrations.map((r) => ({
      registrationId: r.id,
      schoolId: s.schoolId,
      courseId: course.id,
      units: course.units,
      category: 'compulsory' as const,
    })),
  );
  return {
    schoolId: s.schoolId,
    course,
    lecturer: { id: lecturer.id, cookie: cookieOf(await signIn(app, lecturer.email ?? '')) },
    students: students.map((st) => ({
      enrollmentId: st.enrollmentId,
      matricNumber: st.matricNumber ?? '',
    })),
    sheetUrl: `/api/v1/results/courses/${course.id}/sheet`,
  };
}
