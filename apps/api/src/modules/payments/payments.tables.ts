import { feeTypes, paymentModes, paymentStatuses } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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
import { fees } from './fees.tables.ts';

/**
 * One checkout attempt or instalment (spec section 3, Payment). Amounts in kobo: `amount` is
 * the part of the fee this row pays, `total` what the student is charged with the fees on top.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    feeId: uuid('fee_id')
      .notNull()
      .references(() => fees.id),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => programmes.id),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    academicYear: text('academic_year').notNull(),
    level: integer('level'),
    paymentType: text('payment_type', { enum: feeTypes }).notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentMode: text('payment_mode', { enum: paymentModes }).notNull(),
    gateway: text('gateway'),
    channel: text('channel'),
    currency: text('currency').notNull().default('NGN'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    platformFee: bigint('platform_fee', { mode: 'number' }).notNull().default(0),
    gatewayFee: bigint('gateway_fee', { mode: 'number' }).notNull().default(0),
    /** What the gateway is asked to charge (kobo); confirmation requires exactly this. */
    total: bigint('total', { mode: 'number' }).notNull(),
    installmentNumber: integer('installment_number').notNull().default(0),
    totalInstallments: integer('total_installments').notNull().default(1),
    subaccount: text('subaccount'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    /** Why the accountant must look at it (amount or currency differs from what was asked). */
    flag: text('flag'),
    evidenceFileId: uuid('evidence_file_id'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_reference_student_key').on(t.reference, t.studentId),
    index('payments_school_student_fee_idx').on(t.schoolId, t.studentId, t.feeId),
    index('payments_school_student_created_idx').on(
      t.schoolId,
      t.studentId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The accountant's ledger: newest first within a school, filters narrowing from there.
    index('payments_school_created_idx').on(
      t.schoolId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payments_school_session_type_status_idx').on(
      t.schoolId,
      t.sessionId,
      t.paymentType,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('payments_school_paid_idx').on(t.schoolId, t.paymentDate),
    index('payments_school_flag_idx').on(t.schoolId).where(sql`${t.flag} is not null`),
    // Opening a transfer's evidence looks the payment up by its file.
    index('payments_evidence_file_idx')
      .on(t.evidenceFileId)
      .where(sql`${t.evidenceFileId} is not null`),
    // One bank transfer per fee waits for review at a time: the database refuses a second.
    uniqueIndex('payments_one_pending_transfer_key')
      .on(t.schoolId, t.studentId, t.feeId)
      .where(sql`${t.paymentMode} = 'bank_transfer' and ${t.status} = 'pending'`),
    check(
      'payments_amounts_check',
      sql`${t.amount} > 0 and ${t.amountPaid} >= 0 and ${t.total} >= ${t.amount}`,
    ),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'completed', 'paid', 'failed', 'abandoned')`,
    ),
    check('payments_mode_check', sql`${t.paymentMode} in ('card', 'bank_transfer', 'manual')`),
    check(
      'payments_installment_check',
      sql`${t.installmentNumber} between 0 and ${t.totalInstallments}`,
    ),
  ],
);

/** Every gateway answer and webhook received, raw, for audit (never updated). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    schoolId: uuid('school_id').references(() => schools.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    reference: text('reference'),
    /** verify | webhook | reconcile | transfer | initialize */
    source: text('source').notNull(),
    event: text('event').notNull(),
    signatureValid: boolean('signature_valid'),
    payload: jsonb('payload').$type<unknown>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_events_reference_idx').on(t.reference),
  ],
);

/**
 * Running totals of the ledger per school, day (UTC, of `created_at`) and every filter the
 * accountant has, kept by statement-level triggers on `payments` (migration 0011), so that the
 * totals of a million payments are a sum over a few thousand rows. Never written by the code.
 */
export const paymentTotals = pgTable(
  'payment_totals',
  {
    schoolId: schoolIdColumn(() => schools.id),
    day: date('day').notNull(),
    sessionId: uuid('session_id').notNull(),
    programmeId: uuid('programme_id').notNull(),
    paymentType: text('payment_type', { enum: feeTypes }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    paymentMode: text('payment_mode', { enum: paymentModes }).notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
  },
  (t) => [
    // A session's totals (the homes' takings by type and day): key columns only, so the
    // counters' updates stay heap-only.
    index('payment_totals_session_idx').on(t.schoolId, t.sessionId, t.status, t.day),
    primaryKey({
      name: 'payment_totals_pkey',
      columns: [
        t.schoolId,
        t.day,
        t.sessionId,
        t.programmeId,
        t.paymentType,
        t.status,
        t.paymentMode,
      ],
    }),
  ],
);

/**
 * Confirmed money per school, session, payment mode and the gateway sub-account it settled
 * into ('' for none: transfers and manual payments), kept by statement-level triggers on
 * `payments` (migration 0026) like `payment_totals`, so the bursar's settlements by account
 * are a read of a few rows however long the ledger. Never written by the code.
 */
export const paymentSettlements = pgTable(
  'payment_settlements',
  {
    schoolId: schoolIdColumn(() => schools.id),
    sessionId: uuid('session_id').notNull(),
    paymentMode: text('payment_mode', { enum: paymentModes }).notNull(),
    subaccount: text('subaccount').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amountPaid: bigint('amount_paid', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'payment_settlements_pkey',
      columns: [t.schoolId, t.sessionId, t.paymentMode, t.subaccount],
    }),
  ],
);
