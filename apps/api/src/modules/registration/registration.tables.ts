import {
  courseRegistrationStates,
  registrationItemCategories,
  waitlistEntryStates,
} from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
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
import { departments } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { idColumn, schoolIdColumn, timestamps } from '@/platform/db/columns.ts';

/**
 * A student's course registration for one semester (docs/domain.md, "Course registration and
 * results"): `draft -> submitted -> approved | returned`. `max_units` is the programme's
 * maximum when last saved, so the database itself refuses a total above it. The department and
 * level are the student's when last saved, so the HOD's queue reads one table. The review is
 * the HOD's last decision; an approval gives the course form a new verification code.
 */
export const courseRegistrations = pgTable(
  'course_registrations',
  {
    id: idColumn(),
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
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    level: integer('level').notNull(),
    state: text('state', { enum: courseRegistrationStates }).notNull().default('draft'),
    returnReason: text('return_reason'),
    totalUnits: integer('total_units').notNull().default(0),
    maxUnits: integer('max_units').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The course form's public check code: set when approved, cleared by any change. */
    verificationCode: text('verification_code'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('course_registrations_enrollment_semester_key').on(t.enrollmentId, t.semesterId),
    uniqueIndex('course_registrations_verification_code_key').on(t.verificationCode),
    index('course_registrations_school_semester_state_idx').on(t.schoolId, t.semesterId, t.state),
    index('course_registrations_department_queue_idx').on(
      t.departmentId,
      t.semesterId,
      t.state,
      t.level,
    ),
    check(
      'course_registrations_state_check',
      sql`${t.state} in ('draft', 'submitted', 'approved', 'returned')`,
    ),
    check(
      'course_registrations_units_check',
      sql`${t.totalUnits} >= 0 and ${t.totalUnits} <= ${t.maxUnits}`,
    ),
  ],
);

/** A course of a registration, with its units and why it is taken. */
export const courseRegistrationItems = pgTable(
  'course_registration_items',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => courseRegistrations.id, { onDelete: 'cascade' }),
    schoolId: schoolIdColumn(() => schools.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    units: integer('units').notNull(),
    category: text('category', { enum: registrationItemCategories }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.courseId] }),
    index('course_registration_items_course_idx').on(t.courseId),
    check(
      'course_registration_items_category_check',
      sql`${t.category} in ('compulsory', 'elective', 'carry_over')`,
    ),
  ],
);

/**
 * Seats taken in an offering (a course in a semester). A seat is taken by a conditional update
 * on this row (`taken < courses.capacity`), so a rush of students queues on the row and never
 * fills more seats than the course has.
 */
export const offeringSeats = pgTable(
  'offering_seats',
  {
    schoolId: schoolIdColumn(() => schools.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    semesterId: uuid('semester_id')
      .notNull()
      .references(() => semesters.id),
    taken: integer('taken').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.semesterId] }),
    check('offering_seats_taken_check', sql`${t.taken} >= 0`),
  ],
);

/**
 * How many students take a course in a session: the lines of approved registrations, kept by
 * triggers on registrations and their lines (migration 0033), so that the lecturer's and the
 * head's course lists read a number instead of counting thousands of lines on every view.
 */
export const courseTakers = pgTable(
  'course_takers',
  {
    schoolId: schoolIdColumn(() => schools.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    students: integer('students').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.sessionId] })],
);

/**
 * A student's place on a full offering's waiting list (docs/decisions/008-waiting-list.md):
 * `waiting -> held -> taken | lapsed`, or `left`. A seat freed by a drop stays taken and is
 * held for the first waiting student until `held_until`. Every change to a course's list is
 * made while holding its `offering_seats` row lock, so the queue and the seats move together.
 */
export const courseWaitlist = pgTable(
  'course_waitlist',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    semesterId: uuid('semester_id')
      .notNull()
      .references(() => semesters.id),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: waitlistEntryStates }).notNull().default('waiting'),
    /** The queue's order (ties by id). */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_waitlist_live_key')
      .on(t.courseId, t.semesterId, t.enrollmentId)
      .where(sql`${t.state} in ('waiting', 'held')`),
    index('course_waitlist_queue_idx').on(t.courseId, t.semesterId, t.state, t.joinedAt),
    index('course_waitlist_enrollment_idx').on(t.enrollmentId, t.semesterId),
    index('course_waitlist_held_until_idx').on(t.heldUntil).where(sql`${t.state} = 'held'`),
    check(
      'course_waitlist_state_check',
      sql`${t.state} in ('waiting', 'held', 'taken', 'lapsed', 'left')`,
    ),
    check(
      'course_waitlist_held_until_check',
      sql`${t.state} <> 'held' or ${t.heldUntil} is not null`,
    ),
  ],
);
