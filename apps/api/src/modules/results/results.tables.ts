import { amendmentStates, scoreSheetStates } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { academicSessions, semesters } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { gradingSchemes } from '@/modules/academics/grading.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, idColumn, schoolIdColumn, timestamps } from '@/platform/db/columns.ts';

const score = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A course's score sheet for one semester (issue 15): `draft -> submitted -> hod_approved ->
 * published`; a return, with its reason, sends it back to draft. The CA and exam maxima are the
 * school's when the sheet was opened, so a later change of the setting never regrades it. Who
 * moved it last at each step is kept beside when.
 */
export const scoreSheets = pgTable(
  'score_sheets',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    semesterId: uuid('semester_id')
      .notNull()
      .references(() => semesters.id),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    state: text('state', { enum: scoreSheetStates }).notNull().default('draft'),
    caMax: integer('ca_max').notNull(),
    examMax: integer('exam_max').notNull(),
    returnReason: text('return_reason'),
    returnedBy: uuid('returned_by').references(() => users.id),
    returnedAt: at('returned_at'),
    submittedBy: uuid('submitted_by').references(() => users.id),
    submittedAt: at('submitted_at'),
    hodApprovedBy: uuid('hod_approved_by').references(() => users.id),
    hodApprovedAt: at('hod_approved_at'),
    publishedBy: uuid('published_by').references(() => users.id),
    publishedAt: at('published_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('score_sheets_course_semester_key').on(t.courseId, t.semesterId),
    index('score_sheets_school_semester_state_idx').on(t.schoolId, t.semesterId, t.state),
    index('score_sheets_department_semester_idx').on(t.departmentId, t.semesterId),
    check(
      'score_sheets_state_check',
      sql`${t.state} in ('draft', 'submitted', 'hod_approved', 'published')`,
    ),
    check(
      'score_sheets_maxima_check',
      sql`${t.caMax} >= 0 and ${t.examMax} >= 0 and ${t.caMax} + ${t.examMax} = 100`,
    ),
  ],
);

/**
 * One student's line on a sheet. The total, grade and points are worked out when the line is
 * saved, by the scheme of the student's entry year (`scheme_id`; null: the national 5-point
 * scale), so lists and publishing read them without regrading. `absent` is ABS.
 */
export const scores = pgTable(
  'scores',
  {
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => scoreSheets.id, { onDelete: 'cascade' }),
    schoolId: schoolIdColumn(() => schools.id),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    ca: score('ca'),
    exam: score('exam'),
    absent: boolean('absent').notNull().default(false),
    total: score('total'),
    grade: text('grade'),
    points: numeric('points', { precision: 4, scale: 2, mode: 'number' }),
    schemeId: uuid('scheme_id').references(() => gradingSchemes.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sheetId, t.enrollmentId] }),
    index('scores_enrollment_idx').on(t.enrollmentId),
    check('scores_ca_check', sql`${t.ca} is null or ${t.ca} >= 0`),
    check('scores_exam_check', sql`${t.exam} is null or ${t.exam} >= 0`),
  ],
);

/**
 * A student's published standing after a semester, written by publishing (one set-based step)
 * and by an approved amendment: the semester's units and quality points (sum of units x points)
 * and the cumulative ones up to and including it, by the scheme's retake rule. GPA and CGPA are
 * the exact quotients of these; pages show them cut to two decimals.
 */
export const semesterResults = pgTable(
  'semester_results',
  {
    schoolId: schoolIdColumn(() => schools.id),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    semesterId: uuid('semester_id')
      .notNull()
      .references(() => semesters.id),
    units: integer('units').notNull(),
    qualityPoints: numeric('quality_points', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    cumulativeUnits: integer('cumulative_units').notNull(),
    cumulativeQualityPoints: numeric('cumulative_quality_points', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }).notNull(),
    /** Below the school's `probationCgpa` when computed. */
    probation: boolean('probation').notNull().default(false),
    publishedAt: at('published_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enrollmentId, t.semesterId] }),
    index('semester_results_school_semester_idx').on(t.schoolId, t.semesterId),
  ],
);

type AmendedLine = {
  ca: number | null;
  exam: number | null;
  absent: boolean;
  grade: string | null;
};

/**
 * A change to a published score (issue 15): a reason, the old and new line; the HOD, then the
 * exam officer, approve it; approving applies it and recomputes the student's standing.
 */
export const resultAmendments = pgTable(
  'result_amendments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => scoreSheets.id),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    before: jsonb('before').$type<AmendedLine>(),
    after: jsonb('after').$type<AmendedLine>().notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: amendmentStates }).notNull().default('requested'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    hodBy: uuid('hod_by').references(() => users.id),
    hodAt: at('hod_at'),
    officerBy: uuid('officer_by').references(() => users.id),
    officerAt: at('officer_at'),
    rejectionReason: text('rejection_reason'),
    ...timestamps(),
  },
  (t) => [
    index('result_amendments_school_state_idx').on(t.schoolId, t.state),
    uniqueIndex('result_amendments_open_key')
      .on(t.sheetId, t.enrollmentId)
      .where(sql`${t.state} in ('requested', 'hod_approved')`),
    check(
      'result_amendments_state_check',
      sql`${t.state} in ('requested', 'hod_approved', 'approved', 'rejected')`,
    ),
  ],
);

export const resultDocumentKinds = ['statement', 'transcript'] as const;

/**
 * A statement of result (one semester) or a transcript as issued: its public verification code
 * and what the check page shows (name, programme, CGPA, date), frozen at issue.
 */
export const resultDocuments = pgTable(
  'result_documents',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    code: text('code').notNull(),
    kind: text('kind', { enum: resultDocumentKinds }).notNull(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    semesterId: uuid('semester_id').references(() => semesters.id),
    facts: jsonb('facts')
      .$type<{
        name: string;
        programme: string;
        matricNumber: string | null;
        cgpa: string;
        semester?: string;
      }>()
      .notNull(),
    issuedAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('result_documents_code_key').on(t.code),
    index('result_documents_enrollment_idx').on(t.enrollmentId),
    check('result_documents_kind_check', sql`${t.kind} in ('statement', 'transcript')`),
  ],
);
