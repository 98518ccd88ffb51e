import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { programmeTypes, record } from './structure.tables.ts';

/** An academic year, labelled `YYYY/YYYY+1` (spec sections 3 and 9). */
export const academicYears = pgTable(
  'academic_years',
  {
    ...record,
    startYear: integer('start_year').notNull(),
    label: text('label').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
  },
  (t) => [uniqueIndex('academic_years_school_year_key').on(t.schoolId, t.startYear)],
);

/** A teaching session inside an academic year; one is the school's current session. */
export const academicSessions = pgTable(
  'academic_sessions',
  {
    ...record,
    academicYearId: uuid('academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    name: text('name').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
  },
  (t) => [
    uniqueIndex('academic_sessions_school_name_key').on(t.schoolId, sql`lower(${t.name})`),
    // At most one current session per school, whatever two officers do at once.
    uniqueIndex('academic_sessions_one_current_key').on(t.schoolId).where(sql`${t.isCurrent}`),
    index('academic_sessions_school_year_idx').on(t.schoolId, t.academicYearId),
  ],
);

export const semesters = pgTable(
  'semesters',
  {
    ...record,
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    sequence: integer('sequence').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
  },
  (t) => [
    uniqueIndex('semesters_session_sequence_key').on(t.sessionId, t.sequence),
    index('semesters_school_session_idx').on(t.schoolId, t.sessionId),
    check('semesters_sequence_check', sql`${t.sequence} between 1 and 3`),
  ],
);

/** A window in which course registration is open, optionally with a late window and fee. */
export const registrationPeriods = pgTable(
  'registration_periods',
  {
    ...record,
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    semesterId: uuid('semester_id')
      .notNull()
      .references(() => semesters.id),
    programmeTypeId: uuid('programme_type_id').references(() => programmeTypes.id),
    levels: integer('levels').array().notNull().default(sql`'{}'::integer[]`),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    lateClosesAt: timestamp('late_closes_at', { withTimezone: true }),
    lateFeeKobo: bigint('late_fee_kobo', { mode: 'number' }),
  },
  (t) => [
    index('registration_periods_school_semester_idx').on(t.schoolId, t.semesterId),
    check('registration_periods_window_check', sql`${t.opensAt} < ${t.closesAt}`),
    check(
      'registration_periods_late_check',
      sql`${t.lateClosesAt} is null or ${t.lateClosesAt} > ${t.closesAt}`,
    ),
    check('registration_periods_fee_check', sql`${t.lateFeeKobo} is null or ${t.lateFeeKobo} >= 0`),
  ],
);
