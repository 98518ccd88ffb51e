import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
