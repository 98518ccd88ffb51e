import { and, eq, inArray, lte } from 'drizzle-orm';
import * as z from 'zod';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { transportRoutes, transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import { recordAudits } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { seatLapsedMail } from './transport-mail.ts';

const EVERY_SECONDS = 60;
const BATCH = 200;

export const lapseUnpaidSeatsJob = defineJob({
  name: 'transport.lapse-unpaid',
  payload: z.object({}).strict(),
  maxAttempts: 3,
});

const system = {
  schoolId: null,
  actorUserId: null,
  actorName: 'Transport seat release',
  actorRole: null,
  ip: null,
  requestId: null,
};

/**
 * Gives back the seats of subscriptions whose time to pay passed, a batch per transaction. The
 * rows are locked (`SKIP LOCKED`: a payment confirming one right now has it locked, and wins),
 * lapsed, audited, and each student is mailed in the same transaction.
 */
export async function lapseUnpaidSeats(ctx: ServiceContext, now = new Date()) {
  let lapsed = 0;
  const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/dashboard/student/transport`;
  for (;;) {
    const batch = await inTransaction(ctx.db, async (tx) => {
      const due = await tx
        .select({ id: transportSubscriptions.id })
        .from(transportSubscriptions)
        .where(
          and(
            eq(transportSubscriptions.state, 'awaiting_payment'),
            lte(transportSubscriptions.payBy, now),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.id);
      const rows = await tx
        .update(transportSubscriptions)
        .set({ state: 'lapsed', endedAt: now, updatedAt: now })
        .where(inArray(transportSubscriptions.id, ids))
        .returning({
          id: transportSubscriptions.id,
          schoolId: transportSubscriptions.schoolId,
          studentId: transportSubscriptions.studentId,
          routeId: transportSubscriptions.routeId,
          payBy: transportSubscriptions.payBy,
        });
      const people = await tx
        .select({
          id: transportSubscriptions.id,
          email: users.email,
          name: users.name,
          schoolName: schools.name,
          route: transportRoutes.name,
        })
        .from(transportSubscriptions)
        .innerJoin(users, eq(users.id, transportSubscriptions.studentId))
        .innerJoin(schools, eq(schools.id, transportSubscriptions.schoolId))
        .innerJoin(transportRoutes, eq(transportRoutes.id, transportSubscriptions.routeId))
        .where(inArray(transportSubscriptions.id, ids));
      await recordAudits(
        tx,
        system,
        rows.map((r) => ({
          schoolId: r.schoolId,
          action: 'transport.seat_lapsed',
          entityType: 'transport_subscription',
          entityId: r.id,
          after: { payBy: r.payBy?.toISOString() ?? null },
        })),
      );
      const payBy = new Map(rows.map((r) => [r.id, r.payBy ?? now]));
      const schoolOf = new Map(rows.map((r) => [r.id, r.schoolId]));
      await ctx.mailer.queueAll(
        tx,
        people.flatMap((p) =>
          p.email
            ? [
                seatLapsedMail({
                  to: p.email,
                  name: p.name,
                  schoolId: schoolOf.get(p.id) as string,
                  schoolName: p.schoolName,
                  route: p.route,
                  payBy: payBy.get(p.id) ?? now,
                  link,
                }),
              ]
            : [],
        ),
      );
      return rows.length;
    });
    lapsed += batch;
    if (batch < BATCH) break;
  }
  if (lapsed) void ctx.mailer.kick();
  return { lapsed };
}

/** Runs the lapse every minute on the job runner, in one process at a time. */
export function registerTransportSeatLapse(ctx: ServiceContext): void {
  ctx.jobs.register(lapseUnpaidSeatsJob, async () => {
    await lapseUnpaidSeats(ctx);
  });
  ctx.jobs.schedule(lapseUnpaidSeatsJob, EVERY_SECONDS);
}
