import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { vehicleDocuments, vehicles } from '@/modules/transport/transport.tables.ts';
import { recordAudits } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { expiringDocuments, expiringLicences } from './expiring-papers.ts';
import { expiringPapersMail } from './expiry-mail.ts';
import { lagosToday } from './transport-session.ts';

const EVERY_SECONDS = 60 * 60;

export const transportExpiryAlertsJob = defineJob({
  name: 'transport.expiry-alerts',
  payload: z.object({}).strict(),
  maxAttempts: 3,
});

const system = {
  schoolId: null,
  actorUserId: null,
  actorName: 'Transport expiry alerts',
  actorRole: null,
  ip: null,
  requestId: null,
};

const d = vehicleDocuments;
const v = vehicles;

/**
 * Mails every active transport admin of a school one message listing its vehicle documents
 * and drivers' licences expired or inside the warning window that were not yet alerted for
 * their current expiry date, and marks them alerted in the same transaction. A renewal gives a
 * new date, alerted again once it enters the window. A school with no transport admin to mail
 * keeps its papers unmarked until it has one. The rows are locked (`SKIP LOCKED`) so two
 * processes never alert the same paper.
 */
export async function sendTransportExpiryAlerts(ctx: ServiceContext, now = new Date()) {
  const today = lagosToday(now);
  const result = await inTransaction(ctx.db, async (tx) => {
    // One after the other: a transaction's statements share its connection.
    const documents = await expiringDocuments(
      tx,
      today,
      sql`${d.alertedFor} is distinct from ${d.expiresOn}`,
    ).for('update', { of: d, skipLocked: true });
    const licences = await expiringLicences(
      tx,
      today,
      sql`${v.licenceAlertedFor} is distinct from ${v.driverLicenceExpiresOn}`,
    ).for('update', { of: v, skipLocked: true });
    const papers = [...documents, ...licences];
    if (papers.length === 0) return { mailed: 0, papers: 0 };
    const schoolIds = [...new Set(papers.map((p) => p.schoolId))];
    const recipients = await tx
      .select({
        schoolId: userRoles.schoolId,
        email: users.email,
        name: users.name,
        schoolName: schools.name,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .innerJoin(schools, eq(schools.id, users.schoolId))
      .where(
        and(
          eq(userRoles.role, 'transportAdmin'),
          inArray(userRoles.schoolId, schoolIds),
          eq(users.schoolId, sql`${userRoles.schoolId}`),
          eq(users.status, 'active'),
          isNotNull(users.email),
        ),
      );
    const mailed = new Set(recipients.map((r) => r.schoolId));
    const due = papers
      .filter((p) => mailed.has(p.schoolId))
      .sort((a, b) => a.daysLeft - b.daysLeft || a.plateNumber.localeCompare(b.plateNumber));
    if (due.length === 0) return { mailed: 0, papers: 0 };
    const documentIds = documents.filter((p) => mailed.has(p.schoolId)).map((p) => p.id);
    const vehicleIds = licences.filter((p) => mailed.has(p.schoolId)).map((p) => p.id);
    if (documentIds.length > 0) {
      await tx
        .update(d)
        .set({ alertedFor: sql`${d.expiresOn}` })
        .where(inArray(d.id, documentIds));
    }
    if (vehicleIds.length > 0) {
      await tx
        .update(v)
        .set({ licenceAlertedFor: sql`${v.driverLicenceExpiresOn}` })
        .where(inArray(v.id, vehicleIds));
    }
    await recordAudits(
      tx,
      system,
      due.map((p) => ({
        schoolId: p.schoolId,
        action: 'transport.expiry_alerted',
        entityType: p.kind === 'driver_licence' ? 'vehicle' : 'vehicle_document',
        entityId: p.id,
        after: { kind: p.kind, expiresOn: p.expiresOn },
      })),
    );
    const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/dashboard/transport-admin/vehicles`;
    const mails = recipients.flatMap((r) =>
      r.email && r.schoolId
        ? [
            expiringPapersMail({
              to: r.email,
              name: r.name,
              schoolId: r.schoolId,
              schoolName: r.schoolName,
              papers: due.filter((p) => p.schoolId === r.schoolId),
              link,
            }),
          ]
        : [],
    );
    await ctx.mailer.queueAll(tx, mails);
    return { mailed: mails.length, papers: due.length };
  });
  if (result.mailed) void ctx.mailer.kick();
  return result;
}

/** Runs the alerts every hour on the job runner, in one process at a time. */
export function registerTransportExpiryAlerts(ctx: ServiceContext): void {
  ctx.jobs.register(transportExpiryAlertsJob, async () => {
    await sendTransportExpiryAlerts(ctx);
  });
  ctx.jobs.schedule(transportExpiryAlertsJob, EVERY_SECONDS);
}
