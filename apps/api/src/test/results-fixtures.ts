import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { approveRegistration, submittedRegistration } from './approved-registration.ts';
import { reviewSchool } from './review-fixtures.ts';
import type { useTestApp } from './use-test-app.ts';

type TestApp = ReturnType<typeof useTestApp>;

/**
 * A review school (review-fixtures.ts) whose CORE course (6 units) has a lecturer signed in and
 * `students` enrolled students (the school's own first, then new ones) with an approved
 * registration holding it this semester, an exam officer, and the school's own head.
 */
export async function resultsSchool(t: TestApp, options: { students?: number } = {}) {
  const s = await reviewSchool(t);
  const db = t.database.db;
  const course = s.courses.core;
  const lecturer = await t.person(s.schoolId, 'teacher');
  await db.insert(staffAssignments).values({
    schoolId: s.schoolId,
    kind: 'teacher',
    userId: lecturer.user.id,
    courseId: course.id,
    sessionId: s.session.id,
  });
  const officer = await t.person(s.schoolId, 'examOfficer');
  const enrollments: string[] = [];
  for (let i = 0; i < (options.students ?? 3); i++) {
    const enrollmentId = i === 0 ? s.enrollment.id : (await s.addStudent()).enrollmentId;
    const registrationId = await submittedRegistration(db, {
      schoolId: s.schoolId,
      enrollmentId,
      sessionId: s.session.id,
      semesterId: s.semester.id,
      departmentId: s.departmentId,
      level: 100,
      courses: [{ id: course.id, units: course.units }],
    });
    await approveRegistration(db, registrationId, s.head.id);
    enrollments.push(enrollmentId);
  }
  const sheetUrl = `/api/v1/results/courses/${course.id}/sheet`;
  return { ...s, course, lecturer, officer, enrollments, sheetUrl };
}
