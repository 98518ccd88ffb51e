import type {
  TAdmissionStage,
  TBioData,
  TDocumentKind,
  TOlevelSitting,
} from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, idColumn, schoolIdColumn, timestamps } from '@/platform/db/columns.ts';

const school = () => schoolIdColumn(() => schools.id);
/** Scores are kept to two decimals, compared and ranked in SQL. */
const score = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/** A programme open for application in a session, with its requirements, cut-off and quota. */
export const admissionOfferings = pgTable(
  'admission_offerings',
  {
    id: idColumn(),
    schoolId: school(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => programmes.id),
    isOpen: boolean('is_open').notNull().default(true),
    closesAt: date('closes_at'),
    utmeSubjects: jsonb('utme_subjects').$type<string[]>().notNull().default([]),
    olevelSubjects: jsonb('olevel_subjects').$type<string[]>().notNull().default([]),
    minCredits: integer('min_credits').notNull().default(5),
    maxSittings: integer('max_sittings').notNull().default(2),
    utmeCutOff: integer('utme_cut_off').notNull().default(150),
    quota: integer('quota').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('admission_offerings_key').on(t.schoolId, t.sessionId, t.programmeId),
    check('admission_offerings_credits_check', sql`${t.minCredits} between 0 and 9`),
    check('admission_offerings_sittings_check', sql`${t.maxSittings} between 1 and 2`),
  ],
);

export type StoredDocument = { kind: TDocumentKind; fileId: string };
export type StoredInstitution = {
  name: string;
  qualification: string;
  yearFrom: number;
  yearTo: number;
};

/**
 * The application behind an enrollment (one to one): what the applicant filled in and what the
 * officers decided. The enrollment keeps the stage and the spec's payment fields.
 */
export const applications = pgTable(
  'applications',
  {
    enrollmentId: uuid('enrollment_id')
      .primaryKey()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    schoolId: school(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id),
    entryMode: text('entry_mode', { enum: ['utme', 'direct_entry'] })
      .notNull()
      .default('utme'),
    secondChoiceId: uuid('second_choice_id').references(() => programmes.id),
    bioData: jsonb('bio_data').$type<TBioData>().notNull().default({}),
    stateOfOrigin: text('state_of_origin'),
    jambNo: text('jamb_no'),
    utmeScore: integer('utme_score'),
    utmeSubjects: jsonb('utme_subjects').$type<string[]>().notNull().default([]),
    olevelSittings: jsonb('olevel_sittings').$type<TOlevelSitting[]>().notNull().default([]),
    previousInstitutions: jsonb('previous_institutions')
      .$type<StoredInstitution[]>()
      .notNull()
      .default([]),
    documents: jsonb('documents').$type<StoredDocument[]>().notNull().default([]),
    /** Whether the O'level results meet the first choice's requirements (kept for filters). */
    olevelMeets: boolean('olevel_meets').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    screeningResult: text('screening_result', { enum: ['passed', 'failed'] }),
    screeningScore: score('screening_score'),
    screeningRemarks: text('screening_remarks'),
    screenedBy: uuid('screened_by'),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    /** The entrance exam score as a percentage of the exam's maximum. */
    examPercent: score('exam_percent'),
    /** Ranking score out of 100 from the school's weights (docs/domain.md, Admissions). */
    aggregate: score('aggregate'),
    offeredProgrammeId: uuid('offered_programme_id').references(() => programmes.id),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('applications_school_session_idx').on(t.schoolId, t.sessionId, t.submittedAt),
    index('applications_school_aggregate_idx').on(t.schoolId, t.aggregate.desc().nullsLast()),
    index('applications_applicant_idx').on(t.applicantId),
  ],
);

/** Every stage change of an application, who made it and why; never updated or deleted. */
export const admissionDecisions = pgTable(
  'admission_decisions',
  {
    id: idColumn(),
    schoolId: school(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStage: text('from_stage').$type<TAdmissionStage>().notNull(),
    toStage: text('to_stage').$type<TAdmissionStage>().notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('admission_decisions_enrollment_idx').on(t.enrollmentId, t.createdAt)],
);

/** An entrance exam of a session for some programmes. */
export const entranceExams = pgTable(
  'entrance_exams',
  {
    id: idColumn(),
    schoolId: school(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    title: text('title').notNull(),
    programmeIds: jsonb('programme_ids').$type<string[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    maxScore: integer('max_score').notNull(),
    passMark: integer('pass_mark').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('entrance_exams_school_idx').on(t.schoolId, t.startsAt),
    check('entrance_exams_marks_check', sql`${t.passMark} between 0 and ${t.maxScore}`),
  ],
);

/** An applicant sitting an entrance exam: the exam number and, later, the score. */
export const entranceCandidates = pgTable(
  'entrance_candidates',
  {
    id: idColumn(),
    schoolId: school(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => entranceExams.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    examNumber: text('exam_number').notNull(),
    score: score('score'),
    scoredBy: uuid('scored_by'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('entrance_candidates_enrollment_key').on(t.enrollmentId),
    uniqueIndex('entrance_candidates_number_key').on(t.examId, t.examNumber),
    index('entrance_candidates_exam_idx').on(t.examId),
  ],
);

/** The last sequence number issued per matric number prefix (pattern with the sequence blank). */
export const matricSequences = pgTable(
  'matric_sequences',
  {
    schoolId: school(),
    prefix: text('prefix').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.prefix] })],
);
