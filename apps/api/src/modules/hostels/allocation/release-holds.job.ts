import { and, eq, inArray, lte } from 'drizzle-orm';
import * as z from 'zod';
import { applicationsWithPlace, placeLabel } from '@/modules/hostels/beds/application-view.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { recordAudits } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { holdReleasedMail } from './hostel-mail.ts';

const EVERY_SECONDS = 60;
const BATCH = 200;

export const releaseHostelHoldsJob = defineJob({
  name: 'hostels.release-holds',
  payload: z.object({}).strict(),
  maxAttempts: 3,
});

const system = {
  schoolId: null,
  actorUserId: null,
  actorName: 'Hostel hold release',
  actorRole: null,
  ip: null,
  requestId: null,
};

/**
 * Releases holds whose time passed unpaid, a batch per transaction. The rows are locked
 * (`SKIP LOCKED`: a payment confirming one right now has it locked, and wins), re-checked as
 * still held and lapsed, released, audited, and each student is mailed in the same
 * transaction. Their beds are free for the next applicant at once.
 */
export async function releaseLapsedHostelHolds(ctx: ServiceContext, now = new Date()) {
  let released = 0;
  for (;;) {
    const batch = await inTransaction(ctx.db, async (tx) => {
      const due = await tx
        .select({ id: hostelApplications.id })
        .from(hostelApplications)
        .where(and(eq(hostelApplications.state, 'held'), lte(hostelApplications.heldUntil, now)))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.id);
      const rows = await tx
        .select({
          id: hostelApplications.id,
          schoolId: hostelApplications.schoolId,
          studentId: hostelApplications.studentId,
          heldUntil: hostelApplications.heldUntil,
          email: users.email,
          name: users.name,
          schoolName: schools.name,
        })
        .from(hostelApplications)
        .innerJoin(users, eq(users.id, hostelApplications.studentId))
        .innerJoin(schools, eq(schools.id, hostelApplications.schoolId))
        .where(inArray(hostelApplications.id, ids));
      const places = new Map<string, string | null>();
      for (const schoolId of new Set(rows.map((r) => r.schoolId))) {
        const withPlace = await applicationsWithPlace(
          tx,
          schoolId,
          inArray(hostelApplications.id, ids),
        );
        for (const p of withPlace) places.set(p.application.id, placeLabel(p));
      }
      await tx
        .update(hostelApplications)
        .set({ state: 'released', endedAt: now, updatedAt: now })
        .where(inArray(hostelApplications.id, ids));
      await recordAudits(
        tx,
        system,
        rows.map((r) => ({
          schoolId: r.schoolId,
          action: 'hostel.hold_released',
          entityType: 'hostel_application',
          entityId: r.id,
          after: { heldUntil: r.heldUntil?.toISOString() ?? null },
        })),
      );
      const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/dashboard/student/accomodation`;
      await ctx.mailer.queueAll(
        tx,
        rows.flatMap((r) =>
          r.email
            ? [
                holdReleasedMail({
                  to: r.email,
                  name: r.name,
                  schoolId: r.schoolId,
                  schoolName: r.schoolName,
                  place: places.get(r.id) ?? 'your hostel',
                  heldUntil: r.heldUntil ?? now,
                  link,
                }),
              ]
            : [],
        ),
      );
      return rows.length;
    });
    released += batch;
    if (batch < BATCH) break;
  }
  if (released) void ctx.mailer.kick();
  return { released };
}

/** Runs the release every minute on the job runner, in one process at a time. */
export function registerHostelHoldRelease(ctx: ServiceContext): void {
  ctx.jobs.register(releaseHostelHoldsJob, async () => {
    await releaseLapsedHostelHolds(ctx);
  });
  ctx.jobs.schedule(releaseHostelHoldsJob, EVERY_SECONDS);
}
