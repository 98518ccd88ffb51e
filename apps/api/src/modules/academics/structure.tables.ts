import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from '@/modules/schools/schools.tables.ts';
import {
  archiveStatusColumn,
  idColumn,
  schoolIdColumn,
  timestamps,
} from '@/platform/db/columns.ts';

/** Columns every academics record has: a school, a status (archive, not delete) and times. */
export const record = {
  id: idColumn(),
  schoolId: schoolIdColumn(() => schools.id),
  status: archiveStatusColumn(),
  ...timestamps(),
};

export const faculties = pgTable(
  'faculties',
  { ...record, name: text('name').notNull(), code: text('code').notNull() },
  (t) => [
    uniqueIndex('faculties_school_name_key').on(t.schoolId, sql`lower(${t.name})`),
    uniqueIndex('faculties_school_code_key').on(t.schoolId, t.code),
  ],
);

export const departments = pgTable(
  'departments',
  {
    ...record,
    facultyId: uuid('faculty_id')
      .notNull()
      .references(() => faculties.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('departments_faculty_name_key').on(t.facultyId, sql`lower(${t.name})`),
    uniqueIndex('departments_school_code_key').on(t.schoolId, t.code),
    index('departments_school_faculty_idx').on(t.schoolId, t.facultyId),
  ],
);

export const programmeTypes = pgTable(
  'programme_types',
  {
    ...record,
    name: text('name').notNull(),
    durationLevels: integer('duration_levels').notNull(),
    levelStep: integer('level_step').notNull().default(100),
  },
  (t) => [
    uniqueIndex('programme_types_school_name_key').on(t.schoolId, sql`lower(${t.name})`),
    check('programme_types_duration_check', sql`${t.durationLevels} between 1 and 8`),
  ],
);

export const programmes = pgTable(
  'programmes',
  {
    ...record,
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    programmeTypeId: uuid('programme_type_id')
      .notNull()
      .references(() => programmeTypes.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    minUnits: integer('min_units').notNull().default(15),
    maxUnits: integer('max_units').notNull().default(24),
  },
  (t) => [
    uniqueIndex('programmes_department_name_key').on(t.departmentId, sql`lower(${t.name})`),
    uniqueIndex('programmes_school_code_key').on(t.schoolId, t.code),
    index('programmes_school_department_idx').on(t.schoolId, t.departmentId),
    check('programmes_units_check', sql`${t.minUnits} <= ${t.maxUnits}`),
  ],
);
