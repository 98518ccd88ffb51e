import { feeTypes } from '@campusflow/contracts';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { programmes, record } from '@/modules/academics/structure.tables.ts';

/** A fee in the school's schedule (HOS `programmeFees`); programme and level null mean all. */
export const fees = pgTable(
  'fees',
  {
    ...record,
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    programmeId: uuid('programme_id').references(() => programmes.id),
    level: integer('level'),
    type: text('type', { enum: feeTypes }).notNull(),
    name: text('name').notNull(),
    /** Kobo. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    installmentsAllowed: boolean('installments_allowed').notNull().default(false),
    installmentCount: integer('installment_count').notNull().default(1),
    dueDate: date('due_date'),
  },
  (t) => [
    uniqueIndex('fees_school_schedule_key').on(
      t.schoolId,
      t.sessionId,
      sql`coalesce(${t.programmeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.level}, 0)`,
      t.type,
      sql`lower(${t.name})`,
    ),
    index('fees_school_session_idx').on(t.schoolId, t.sessionId, t.type),
    check(
      'fees_type_check',
      sql`${t.type} in ('application', 'screening', 'entrance', 'acceptance', 'tuition', 'hostel', 'transport', 'late_registration', 'other')`,
    ),
    check('fees_amount_check', sql`${t.amount} > 0`),
    check('fees_installment_count_check', sql`${t.installmentCount} between 1 and 12`),
    check('fees_level_check', sql`${t.level} is null or ${t.level} between 100 and 900`),
  ],
);
