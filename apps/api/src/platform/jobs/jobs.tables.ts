import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '@/platform/db/columns.ts';

export const jobStates = ['queued', 'running', 'completed', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Background work of every API process (docs/architecture.md, "Job runner"). A row is claimed
 * with `FOR UPDATE SKIP LOCKED` and leased to one process at a time; a platform table (a job's
 * payload names its school when it has one).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    /** At most one waiting job per name and key: a second enqueue merges into the first. */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When a queued job may start (a retry waits out its back-off here). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process holding a running job, and until when; a lapsed lease is claimed again. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    index('jobs_state_time_idx').on(t.state, t.createdAt),
    index('jobs_name_time_idx').on(t.name, t.createdAt),
    uniqueIndex('jobs_waiting_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`state = 'queued'`),
  ],
);
