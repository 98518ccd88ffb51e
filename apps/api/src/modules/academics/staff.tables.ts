import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, idColumn, schoolIdColumn } from '@/platform/db/columns.ts';
import { academicSessions } from './calendar.tables.ts';
import { courses } from './courses.tables.ts';
import { departments, faculties } from './structure.tables.ts';

/**
 * Who holds which academic duty: the head of a department, a lecturer of a course in a session,
 * the exam officer of a faculty or of the whole school.
 */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    kind: text('kind', { enum: ['hod', 'teacher', 'exam_officer'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    departmentId: uuid('department_id').references(() => departments.id),
    facultyId: uuid('faculty_id').references(() => faculties.id),
    courseId: uuid('course_id').references(() => courses.id),
    sessionId: uuid('session_id').references(() => academicSessions.id),
    assignedBy: uuid('assigned_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('staff_assignments_one_hod_key').on(t.departmentId).where(sql`${t.kind} = 'hod'`),
    uniqueIndex('staff_assignments_teacher_key')
      .on(t.courseId, t.sessionId, t.userId)
      .where(sql`${t.kind} = 'teacher'`),
    uniqueIndex('staff_assignments_one_exam_officer_key')
      .on(t.schoolId, sql`coalesce(${t.facultyId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.kind} = 'exam_officer'`),
    index('staff_assignments_school_user_idx').on(t.schoolId, t.userId),
    index('staff_assignments_school_course_idx').on(t.schoolId, t.courseId, t.sessionId),
    check(
      'staff_assignments_shape_check',
      sql`(${t.kind} = 'hod' and ${t.departmentId} is not null)
        or (${t.kind} = 'teacher' and ${t.courseId} is not null and ${t.sessionId} is not null)
        or (${t.kind} = 'exam_officer')`,
    ),
  ],
);
