import * as z from 'zod/mini';
import { pageOf, ZPageQuery } from './pagination.ts';

/** A background job's life: waiting (also between retries), running, done, or given up. */
export const jobStates = ['queued', 'running', 'completed', 'failed'] as const;
export const ZJobState = z.enum(jobStates);
export type TJobState = z.infer<typeof ZJobState>;

/** `GET /api/v1/system/jobs`: newest first, by state and job name. */
export const ZJobQuery = z.extend(ZPageQuery, {
  state: z.optional(ZJobState),
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type TJobQuery = z.infer<typeof ZJobQuery>;

export const ZJob = z.object({
  id: z.string(),
  name: z.string(),
  state: ZJobState,
  /** Runs so far; a failed job used them all. */
  attempts: z.int(),
  maxAttempts: z.int(),
  /** The error of the last failed run (kept when a later run succeeded). */
  lastError: z.nullable(z.string()),
  payload: z.unknown(),
  /** When a queued job may start; ISO date-times throughout. */
  runAt: z.string(),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobPage = pageOf(ZJob);
export type TJobPage = z.infer<typeof ZJobPage>;

/** How many jobs are in each state, and the job names present (the filter's choices). */
export const ZJobSummary = z.object({
  counts: z.object({
    queued: z.int(),
    running: z.int(),
    completed: z.int(),
    failed: z.int(),
  }),
  names: z.array(z.string()),
});
export type TJobSummary = z.infer<typeof ZJobSummary>;

export const ZJobIdParam = z.object({ id: z.uuid('Not a valid id.') });
export type TJobIdParam = z.infer<typeof ZJobIdParam>;
