import {
  bedSpaceStatuses,
  hostelAllocationModes,
  hostelApplicationStates,
  hostelGenders,
  hostelLevelGroups,
} from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import {
  archiveStatusColumn,
  idColumn,
  schoolIdColumn,
  timestamps,
} from '@/platform/db/columns.ts';

// Hostel accommodation (decision 010): hostels down to bed spaces, the rules of a session, and
// the students' applications, which hold and then occupy beds.

export const hostels = pgTable(
  'hostels',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    status: archiveStatusColumn(),
    name: text('name').notNull(),
    gender: text('gender', { enum: hostelGenders }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('hostels_school_name_key').on(t.schoolId, sql`lower(${t.name})`),
    check('hostels_gender_check', sql`${t.gender} in ('male', 'female')`),
  ],
);

export const hostelBlocks = pgTable(
  'hostel_blocks',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('hostel_blocks_hostel_name_key').on(t.hostelId, sql`lower(${t.name})`)],
);

/** A room: its bed spaces are `capacity` rows of `bed_spaces`. `room_type` prices it. */
export const hostelRooms = pgTable(
  'hostel_rooms',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id),
    blockId: uuid('block_id')
      .notNull()
      .references(() => hostelBlocks.id),
    number: text('number').notNull(),
    floor: integer('floor').notNull().default(0),
    capacity: integer('capacity').notNull(),
    roomType: text('room_type').notNull().default('standard'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('hostel_rooms_block_number_key').on(t.blockId, sql`lower(${t.number})`),
    index('hostel_rooms_hostel_idx').on(t.hostelId),
    check('hostel_rooms_capacity_check', sql`${t.capacity} between 1 and 20`),
    check('hostel_rooms_floor_check', sql`${t.floor} between -2 and 50`),
  ],
);

/**
 * A bed space. `status` is the admin's (available, reserved, out of order); whether it is held
 * or occupied is an active application naming it, and `hostel_applications_bed_key` lets only
 * one do so at a time. `sort_key` orders the beds a first-come application fills.
 */
export const bedSpaces = pgTable(
  'bed_spaces',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id),
    blockId: uuid('block_id')
      .notNull()
      .references(() => hostelBlocks.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => hostelRooms.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    status: text('status', { enum: bedSpaceStatuses }).notNull().default('available'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bed_spaces_room_label_key').on(t.roomId, t.label),
    index('bed_spaces_hostel_status_idx').on(t.hostelId, t.status),
    check('bed_spaces_status_check', sql`${t.status} in ('available', 'reserved', 'out_of_order')`),
  ],
);

/**
 * The rules of a session: the allocation mode, the application window, the hold time, the
 * quotas by level group (percentages of each hostel's beds), and the fee types that must be
 * paid before applying. A ballot's seed and draw time are published once drawn.
 */
export const hostelRules = pgTable(
  'hostel_rules',
  {
    schoolId: schoolIdColumn(() => schools.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    mode: text('mode', { enum: hostelAllocationModes }).notNull().default('first_come'),
    holdHours: integer('hold_hours').notNull().default(48),
    quotaFirstYear: integer('quota_first_year').notNull().default(40),
    quotaFinalYear: integer('quota_final_year').notNull().default(25),
    quotaOthers: integer('quota_others').notNull().default(35),
    requiredFeeTypes: text('required_fee_types').array().notNull().default(sql`'{tuition}'`),
    allowPreferences: boolean('allow_preferences').notNull().default(true),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    ballotSeed: text('ballot_seed'),
    ballotDrawnAt: timestamp('ballot_drawn_at', { withTimezone: true }),
    ballotDrawnBy: uuid('ballot_drawn_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.sessionId] }),
    check('hostel_rules_mode_check', sql`${t.mode} in ('first_come', 'ballot')`),
    check('hostel_rules_hold_hours_check', sql`${t.holdHours} between 1 and 720`),
    check(
      'hostel_rules_quotas_check',
      sql`${t.quotaFirstYear} between 0 and 100 and ${t.quotaFinalYear} between 0 and 100 and ${t.quotaOthers} between 0 and 100`,
    ),
  ],
);

/**
 * The price of a bed in a session: for a hostel and room type, a hostel, a room type, or
 * (both null) every bed. The amount is the hostel fee `fee_id` of the fee schedule, which the
 * student pays through the ordinary checkout; the most specific price applies.
 */
export const hostelPrices = pgTable(
  'hostel_prices',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    hostelId: uuid('hostel_id').references(() => hostels.id),
    roomType: text('room_type'),
    feeId: uuid('fee_id')
      .notNull()
      .references(() => fees.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('hostel_prices_session_key').on(
      t.schoolId,
      t.sessionId,
      sql`coalesce(${t.hostelId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(lower(${t.roomType}), '')`,
    ),
  ],
);

/**
 * Beds held or occupied per hostel, session and level group, kept by a trigger on
 * `hostel_applications` (migration 0023). An application locks its hostel's row here before it
 * takes a bed, so a rush queues per hostel and the quota is checked against a count that no
 * other transaction can move meanwhile.
 */
export const hostelOccupancy = pgTable(
  'hostel_occupancy',
  {
    schoolId: schoolIdColumn(() => schools.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id),
    firstYear: integer('first_year').notNull().default(0),
    finalYear: integer('final_year').notNull().default(0),
    others: integer('others').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.hostelId] }),
    check(
      'hostel_occupancy_counts_check',
      sql`${t.firstYear} >= 0 and ${t.finalYear} >= 0 and ${t.others} >= 0`,
    ),
  ],
);

/** A student's application for a bed in a session; see `hostelApplicationStates`. */
export const hostelApplications = pgTable(
  'hostel_applications',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id),
    gender: text('gender', { enum: hostelGenders }).notNull(),
    level: integer('level').notNull(),
    levelGroup: text('level_group', { enum: hostelLevelGroups }).notNull(),
    preferences: uuid('preferences').array().notNull().default(sql`'{}'`),
    state: text('state', { enum: hostelApplicationStates }).notNull(),
    hostelId: uuid('hostel_id').references(() => hostels.id),
    bedSpaceId: uuid('bed_space_id').references(() => bedSpaces.id),
    feeId: uuid('fee_id').references(() => fees.id),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The ballot's rank of this application (1 draws first), once drawn. */
    ballotRank: integer('ballot_rank'),
    verificationCode: text('verification_code'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('hostel_applications_bed_key')
      .on(t.bedSpaceId)
      .where(sql`${t.state} in ('held', 'allocated')`),
    uniqueIndex('hostel_applications_student_key')
      .on(t.sessionId, t.studentId)
      .where(sql`${t.state} in ('pending', 'held', 'allocated', 'awaiting_bed')`),
    uniqueIndex('hostel_applications_verification_code_key').on(t.verificationCode),
    index('hostel_applications_school_session_state_idx').on(t.schoolId, t.sessionId, t.state),
    index('hostel_applications_held_until_idx').on(t.heldUntil).where(sql`${t.state} = 'held'`),
    check(
      'hostel_applications_state_check',
      sql`${t.state} in ('pending', 'held', 'allocated', 'awaiting_bed', 'released', 'unsuccessful', 'vacated', 'withdrawn')`,
    ),
    check(
      'hostel_applications_bed_check',
      sql`${t.state} not in ('held', 'allocated') or (${t.bedSpaceId} is not null and ${t.hostelId} is not null)`,
    ),
    check(
      'hostel_applications_level_group_check',
      sql`${t.levelGroup} in ('first_year', 'final_year', 'others')`,
    ),
  ],
);
