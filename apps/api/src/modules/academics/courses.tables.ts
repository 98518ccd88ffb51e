import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, idColumn, schoolIdColumn } from '@/platform/db/columns.ts';
import { departments, programmes, record } from './structure.tables.ts';

export const courses = pgTable(
  'courses',
  {
    ...record,
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    /** Normalised: "CSC 201". */
    code: text('code').notNull(),
    title: text('title').notNull(),
    units: integer('units').notNull(),
    level: integer('level').notNull(),
    semester: integer('semester').notNull(),
    category: text('category', { enum: ['core', 'required', 'elective'] })
      .notNull()
      .default('core'),
    /**
     * Seats in each semester's offering of the course (decision 007); null: no limit. Course
     * registration counts the seats taken per offering.
     */
    capacity: integer('capacity'),
  },
  (t) => [
    uniqueIndex('courses_school_code_key').on(t.schoolId, t.code),
    index('courses_school_department_idx').on(t.schoolId, t.departmentId, t.level),
    check('courses_units_check', sql`${t.units} between 0 and 15`),
    check('courses_semester_check', sql`${t.semester} between 1 and 3`),
    check('courses_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
  ],
);

export const coursePrerequisites = pgTable(
  'course_prerequisites',
  {
    schoolId: schoolIdColumn(() => schools.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    prerequisiteId: uuid('prerequisite_id')
      .notNull()
      .references(() => courses.id),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.prerequisiteId] }),
    index('course_prerequisites_prerequisite_idx').on(t.prerequisiteId),
    check('course_prerequisites_not_self', sql`${t.courseId} <> ${t.prerequisiteId}`),
  ],
);

/** The courses a programme takes at a level and semester. */
export const curriculumItems = pgTable(
  'curriculum_items',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => programmes.id),
    level: integer('level').notNull(),
    semester: integer('semester').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    category: text('category', { enum: ['core', 'required', 'elective'] }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('curriculum_items_slot_course_key').on(
      t.programmeId,
      t.level,
      t.semester,
      t.courseId,
    ),
    index('curriculum_items_school_programme_idx').on(t.schoolId, t.programmeId, t.level),
    index('curriculum_items_course_idx').on(t.courseId),
  ],
);
