import * as z from 'zod';
import { defineJob } from '@/platform/jobs/job-definition.ts';

/** The job of the two-process test: each run records its number and process in `job_probe`. */
export const probeJob = defineJob({
  name: 'test.probe',
  payload: z.object({ n: z.number().int() }),
});
