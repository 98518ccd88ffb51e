import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, schoolIdColumn } from '@/platform/db/columns.ts';

/**
 * An officer's wish to receive their home's figures by e-mail every week, per role held.
 * `lastSentWeek` is the ISO week (`2026-W48`) of the last summary sent, so a week's summary
 * goes out once whichever process runs the job.
 */
export const weeklySummarySubscriptions = pgTable(
  'weekly_summary_subscriptions',
  {
    schoolId: schoolIdColumn(() => schools.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    lastSentWeek: text('last_sent_week'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Sign-ins and failed sign-ins per school and Lagos day, kept by a trigger on the audit log's
 * sign-in events (migration 0026), so the admin's 30 days are 30 rows however many students
 * sign in. Never written by the code.
 */
export const signInDays = pgTable(
  'sign_in_days',
  {
    schoolId: schoolIdColumn(() => schools.id),
    day: date('day').notNull(),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sign_in_days_pkey', columns: [t.schoolId, t.day] })],
);
