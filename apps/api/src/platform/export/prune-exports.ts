import { and, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import { jobs } from '@/platform/jobs/jobs.tables.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { buildExportJob, ZExportJobPayload } from './export-job.ts';

/** A finished export's file is kept this long; its state then says `expired`. */
export const EXPORT_KEEP_HOURS = 24;

export const pruneExportsJob = defineJob({
  name: 'exports.prune',
  payload: z.strictObject({}),
  maxAttempts: 3,
});

/**
 * Deletes the files of exports finished more than `keepHours` ago and marks them expired
 * (a few hundred a run; the next run takes the rest). Answers how many it removed.
 */
export async function pruneExportFiles(
  ctx: ServiceContext,
  keepHours = EXPORT_KEEP_HOURS,
): Promise<number> {
  const due = await ctx.db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, buildExportJob.name),
        eq(jobs.state, 'completed'),
        sql`${jobs.finishedAt} < now() - ${keepHours} * interval '1 hour'`,
        sql`${jobs.payload} -> 'result' is not null`,
        sql`coalesce((${jobs.payload} -> 'result' ->> 'expired')::boolean, false) = false`,
      ),
    )
    .limit(500);
  for (const job of due) {
    const result = ZExportJobPayload.safeParse(job.payload).data?.result;
    if (result) await ctx.storage.delete(result.storageKey);
    await ctx.db
      .update(jobs)
      .set({ payload: sql`jsonb_set(${jobs.payload}, '{result,expired}', 'true'::jsonb)` })
      .where(eq(jobs.id, job.id));
  }
  return due.length;
}

/** Removes old export files every hour. */
export function registerExportPruning(ctx: ServiceContext): void {
  ctx.jobs.register(pruneExportsJob, async () => {
    await pruneExportFiles(ctx);
  });
  ctx.jobs.schedule(pruneExportsJob, 60 * 60);
}
