import { listEntries, type TCampaign, type TCampaignInput } from '@campusflow/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  membersWithEnrollment,
  optedOut,
  recipientFields,
} from '@/modules/messaging/audience/audience-people.ts';
import { resolveAudience } from '@/modules/messaging/audience/resolve-audience.ts';
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
import { getCampaign } from './campaign-reads.ts';

/** The audience as kept with the campaign: the group, its choice, a pasted list's entries. */
function audienceRecord(input: TCampaignInput): Record<string, unknown> {
  const { subject: _s, body: _b, essential: _e, list, ...audience } = input;
  return list === undefined ? audience : { ...audience, entries: listEntries(list) };
}

/**
 * Sends a message to an audience without waiting for a single delivery: records the campaign,
 * its recipients in one INSERT … SELECT (each with what the placeholders say of them, and
 * `opted_out` for those who left non-essential mail), and queues the delivery job, all in one
 * transaction. Audited. The job delivers in batches (deliver-campaign.ts).
 */
export async function sendCampaign(
  ctx: ServiceContext,
  actor: Actor,
  input: TCampaignInput,
  audit: AuditContext,
): Promise<TCampaign> {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const { members, label } = await resolveAudience(tx, schoolId, input);
    const [campaign] = await tx
      .insert(mailCampaigns)
      .values({
        schoolId,
        subject: input.subject,
        body: input.body,
        essential: input.essential,
        audience: audienceRecord(input),
        audienceGroup: input.group,
        audienceLabel: label,
        createdBy: actor.userId,
        createdByName: actor.name,
        recipientCount: 0,
      })
      .returning({ id: mailCampaigns.id });
    if (!campaign) throw new Error('campaign insert returned nothing');
    const leftMail = sql`(not ${input.essential}::boolean and ${optedOut(schoolId)})`;
    const [added] = rowsOf<{ total: number }>(
      await tx.execute(sql`
        with added as (
          insert into mail_campaign_recipients
            (school_id, campaign_id, user_id, email, name, fields, status, next_attempt_at)
          select ${schoolId}, ${campaign.id}, u.id, lower(u.email), u.name, ${recipientFields},
            case when ${leftMail} then 'opted_out' else 'queued' end,
            case when ${leftMail} then null else now() end
          ${membersWithEnrollment(schoolId, members)} and u.email is not null
          returning 1)
        select count(*)::int as total from added`),
    );
    const total = added?.total ?? 0;
    if (total === 0) throw new AppError('messaging_no_recipients');
    await tx
      .update(mailCampaigns)
      .set({ recipientCount: total })
      .where(eq(mailCampaigns.id, campaign.id));
    await refreshCampaignCounts(tx, schoolId, campaign.id);
    await recordAudit(tx, audit, {
      action: 'messaging.campaign_sent',
      entityType: 'mail_campaign',
      entityId: campaign.id,
      after: {
        subject: input.subject,
        audience: label,
        essential: input.essential,
        recipients: total,
      },
    });
    await ctx.jobs.enqueue(
      tx,
      deliverCampaignJob,
      { campaignId: campaign.id },
      { singletonKey: campaign.id },
    );
    return campaign.id;
  });
  ctx.jobs.wake();
  return getCampaign(ctx, actor, id);
}
