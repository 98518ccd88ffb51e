import { and, eq, lte } from 'drizzle-orm';
import * as z from 'zod';
import { courseWaitlist } from '@/modules/registration/registration.tables.ts';
import { lockSeats } from '@/modules/registration/seats.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { releaseLapsedHolds } from './waitlist-holds.ts';

/** Holds run for 48 hours; a minute late in passing one on is fair to the next in line. */
const EVERY_SECONDS = 60;
const BATCH = 200;

export const releaseHoldsJob = defineJob({
  name: 'registration.release-holds',
  payload: z.object({}).strict(),
  maxAttempts: 3,
});

/**
 * Passes every lapsed hold (its time passed, the seat not taken) to the next in line, or gives
 * the seat back, one offering per transaction under its seat row lock. Saves and joins do the
 * same for the courses they touch, so this only has to catch the ones nobody touches.
 */
export async function releaseAllLapsedHolds(ctx: ServiceContext, now = new Date()) {
  const due = await ctx.db
    .selectDistinct({
      schoolId: courseWaitlist.schoolId,
      courseId: courseWaitlist.courseId,
      semesterId: courseWaitlist.semesterId,
    })
    .from(courseWaitlist)
    .where(and(eq(courseWaitlist.state, 'held'), lte(courseWaitlist.heldUntil, now)))
    .limit(BATCH);
  let held = 0;
  for (const o of due) {
    held += await inTransaction(ctx.db, async (tx) => {
      await lockSeats(tx, o.schoolId, o.semesterId, [o.courseId], []);
      return releaseLapsedHolds(tx, ctx, { ...o, now }, [o.courseId]);
    });
  }
  if (held) void ctx.mailer.kick();
  return { offerings: due.length, held };
}

/** Runs the release every minute on the job runner, in one process at a time. */
export function registerHoldRelease(ctx: ServiceContext): void {
  ctx.jobs.register(releaseHoldsJob, async () => {
    await releaseAllLapsedHolds(ctx);
  });
  ctx.jobs.schedule(releaseHoldsJob, EVERY_SECONDS);
}
