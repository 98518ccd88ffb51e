import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '@/platform/db/columns.ts';

/**
 * Every e-mail the portal sends. With SMTP configured a dispatcher delivers `queued` rows;
 * without it they stay `kept` and show at /dev/mailbox in development.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    schoolId: uuid('school_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_school_time_idx').on(t.schoolId, t.createdAt),
  ],
);
