import type { TRoleKey } from '@campusflow/contracts';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import * as z from 'zod';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { weeklySummarySubscriptions as subs } from '@/modules/reports/reports.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type DigestSection, homeDigests } from './weekly/home-digests.ts';
import { weeklySummaryMail } from './weekly/summary-mail.ts';
import { isSummaryTime, lagosIsoWeek } from './weekly/week.ts';

const EVERY_SECONDS = 60 * 60;
/** Subscriptions handled per transaction; the job goes on while a batch comes back full. */
const BATCH = 100;

export const weeklySummaryJob = defineJob({
  name: 'reports.weekly-summary',
  payload: z.object({}).strict(),
  maxAttempts: 3,
});

/**
 * Sends the week's summaries still due (from Monday 07:00 in Lagos): each subscriber who
 * still holds the role at the school and is active gets their home's figures, computed once per
 * school and role. The rows are locked (`SKIP LOCKED`) and marked with the week in the
 * transaction that queues the mail, so a summary goes out once whichever process runs the job.
 */
export async function sendWeeklySummaries(ctx: ServiceContext, now = new Date()): Promise<number> {
  if (!isSummaryTime(now)) return 0;
  const week = lagosIsoWeek(now);
  let sent = 0;
  for (;;) {
    const batch = await inTransaction(ctx.db, async (tx) => {
      const due = await tx
        .select({
          userId: subs.userId,
          role: subs.role,
          schoolId: subs.schoolId,
          email: users.email,
          name: users.name,
          schoolName: schools.name,
          holdsRole: sql<boolean>`${userRoles.userId} is not null and ${users.status} = 'active'`,
        })
        .from(subs)
        .innerJoin(users, eq(users.id, subs.userId))
        .innerJoin(schools, eq(schools.id, subs.schoolId))
        .leftJoin(
          userRoles,
          and(
            eq(userRoles.userId, subs.userId),
            eq(userRoles.role, subs.role),
            eq(userRoles.schoolId, subs.schoolId),
          ),
        )
        .where(or(isNull(subs.lastSentWeek), ne(subs.lastSentWeek, week)))
        .limit(BATCH)
        .for('update', { of: subs, skipLocked: true });
      const figures = new Map<string, Promise<DigestSection[]>>();
      const mails: OutgoingMail[] = [];
      for (const row of due) {
        const role = row.role as TRoleKey;
        const digest = homeDigests.of(role);
        if (!row.holdsRole || !row.email || !digest) continue;
        const key = `${row.schoolId}:${role}`;
        if (!figures.has(key)) figures.set(key, digest(tx, row.schoolId, now));
        mails.push(
          weeklySummaryMail({
            to: row.email,
            name: row.name,
            role,
            schoolId: row.schoolId,
            schoolName: row.schoolName,
            week,
            sections: await (figures.get(key) as Promise<DigestSection[]>),
            link: `${ctx.config.publicUrl}/dashboard`,
          }),
        );
      }
      await ctx.mailer.queueAll(tx, mails);
      if (due.length > 0) {
        const keys = sql.join(
          due.map((row) => sql`(${row.userId}::uuid, ${row.role})`),
          sql`, `,
        );
        await tx
          .update(subs)
          .set({ lastSentWeek: week })
          .where(sql`(${subs.userId}, ${subs.role}) in (${keys})`);
      }
      return { due: due.length, mails: mails.length };
    });
    sent += batch.mails;
    if (batch.mails > 0) void ctx.mailer.kick();
    if (batch.due < BATCH) return sent;
  }
}

/** Gives the job runner the officers' weekly summary e-mail (called from app.ts). */
export function registerWeeklySummary(ctx: ServiceContext): void {
  ctx.jobs.register(weeklySummaryJob, async () => {
    await sendWeeklySummaries(ctx);
  });
  ctx.jobs.schedule(weeklySummaryJob, EVERY_SECONDS);
}
