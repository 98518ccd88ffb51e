import { deliveryStatuses, type TDeliveryCounts, type TPlaceholder } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, idColumn, schoolIdColumn } from '@/platform/db/columns.ts';

const school = () => schoolIdColumn(() => schools.id);

/**
 * A message the head of school sent to an audience (docs/decisions/012-email-sender.md). The
 * text keeps its placeholders; each recipient's copy is filled in when it is delivered.
 */
export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    id: idColumn(),
    schoolId: school(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    essential: boolean('essential').notNull().default(false),
    /** The composer's audience as sent (group and its choice), for the record. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    audienceGroup: text('audience_group').notNull(),
    audienceLabel: text('audience_label').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    /** Recipients per status, refreshed after each delivered batch (the history reads these). */
    counts: jsonb('counts').$type<Partial<TDeliveryCounts>>().notNull().default({}),
    createdAt: createdAtColumn(),
    /** When the last recipient was settled (sent, kept, failed or opted out); null while sending. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('mail_campaigns_school_created_idx').on(t.schoolId, t.createdAt)],
);

/** What a recipient's copy says about them, taken when the message was sent. */
export type RecipientFields = Partial<Record<TPlaceholder, string>>;

/**
 * One recipient of a campaign and where their copy is: the job delivers `queued` and due
 * `retrying` rows in batches, claiming them (`sending`) so that no two processes send one.
 */
export const mailCampaignRecipients = pgTable(
  'mail_campaign_recipients',
  {
    id: idColumn(),
    schoolId: school(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => mailCampaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<RecipientFields>().notNull().default({}),
    status: text('status', { enum: deliveryStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a queued or retrying copy is due; for a claimed one, when its claim lapses. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_campaign_recipients_person_key').on(t.schoolId, t.campaignId, t.userId),
    index('mail_campaign_recipients_status_idx').on(t.schoolId, t.campaignId, t.status),
    // The delivery job's claim: the due copies of a campaign, and nothing settled.
    index('mail_campaign_recipients_due_idx')
      .on(t.schoolId, t.campaignId, t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending', 'retrying')`),
    check(
      'mail_campaign_recipients_status_check',
      sql`${t.status} in ('queued', 'sending', 'sent', 'kept', 'retrying', 'failed', 'opted_out')`,
    ),
  ],
);

/**
 * Addresses that left a school's non-essential mail through the link in a message. Later
 * non-essential campaigns mark them `opted_out`; essential notices still reach them.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    schoolId: school(),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ name: 'mail_opt_outs_pkey', columns: [t.schoolId, t.email] })],
);
