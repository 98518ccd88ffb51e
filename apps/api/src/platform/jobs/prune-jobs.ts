import * as z from 'zod';
import type { Db } from '@/platform/db/database.ts';
import { defineJob } from './job-definition.ts';
import type { JobRunner } from './job-runner.ts';
import { pruneJobs } from './job-store.ts';

/** Finished jobs are kept this long for the app admin's page, failures longer. */
const KEEP_COMPLETED_DAYS = 7;
const KEEP_FAILED_DAYS = 30;

export const pruneJobsJob = defineJob({
  name: 'jobs.prune',
  payload: z.object({}).strict(),
  maxAttempts: 3,
});

/** Deletes old finished jobs once a day, so the table holds weeks, not years. */
export function registerJobPruning(runner: JobRunner, db: Db): void {
  runner.register(pruneJobsJob, async () => {
    await pruneJobs(db, KEEP_COMPLETED_DAYS, KEEP_FAILED_DAYS);
  });
  runner.schedule(pruneJobsJob, 24 * 60 * 60);
}
