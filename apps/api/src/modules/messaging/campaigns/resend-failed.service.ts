import type { TResendResult } from '@campusflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { deliverCampaignJob } from '@/modules/messaging/delivery/deliver-campaign.job.ts';
import { mailCampaigns } from '@/modules/messaging/messaging.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { refreshCampaignCounts } from './campaign-counts.ts';

/**
 * Queues the campaign's failed copies again, each with a fresh set of attempts (one who has
 * opted out since, of a non-essential message, is marked so instead), and wakes the delivery.
 * The campaign row is locked, so two clicks requeue once. Audited.
 */
export async function resendFailed(
  ctx: ServiceContext,
  actor: Actor,
  campaignId: string,
  audit: AuditContext,
): Promise<TResendResult> {
  const schoolId = requireSchool(actor);
  const requeued = await inTransaction(ctx.db, async (tx) => {
    const [campaign] = await tx
      .select({ id: mailCampaigns.id, essential: mailCampaigns.essential })
      .from(mailCampaigns)
      .where(and(eq(mailCampaigns.id, campaignId), eq(mailCampaigns.schoolId, schoolId)))
      .for('update');
    if (!campaign) throw new AppError('messaging_campaign_not_found');
    const leftMail = sql`(not ${campaign.essential}::boolean and exists (
      select 1 from mail_opt_outs o where o.school_id = ${schoolId} and o.email = r.email))`;
    const [row] = rowsOf<{ queued: number }>(
      await tx.execute(sql`
        with again as (
          update mail_campaign_recipients r set
            status = case when ${leftMail} then 'opted_out' else 'queued' end,
            attempts = 0, last_error = null, sent_at = null,
            next_attempt_at = case when ${leftMail} then null else now() end
          where r.school_id = ${schoolId} and r.campaign_id = ${campaignId}
            and r.status = 'failed'
          returning r.status)
        select count(*) filter (where status = 'queued')::int as queued from again`),
    );
    const queued = row?.queued ?? 0;
    if (queued === 0) return 0;
    await refreshCampaignCounts(tx, schoolId, campaignId);
    await recordAudit(tx, audit, {
      action: 'messaging.failed_resent',
      entityType: 'mail_campaign',
      entityId: campaignId,
      after: { requeued: queued },
    });
    await ctx.jobs.enqueue(tx, deliverCampaignJob, { campaignId }, { singletonKey: campaignId });
    return queued;
  });
  if (requeued > 0) ctx.jobs.wake();
  return { requeued };
}
