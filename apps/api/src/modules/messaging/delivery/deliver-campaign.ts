import { sql } from 'drizzle-orm';
import { refreshCampaignCounts } from '@/modules/messaging/campaigns/campaign-counts.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { BATCH, type DeliveringCampaign, deliverBatch } from './deliver-batch.ts';
import { deliverCampaignJob } from './deliver-campaign.job.ts';

/** The least wait before a job looks again at copies it could not claim (another process's). */
const MIN_WAIT_MS = 1000;

async function loadCampaign(ctx: ServiceContext, id: string): Promise<DeliveringCampaign | null> {
  const [row] = rowsOf<DeliveringCampaign>(
    await ctx.db.execute(sql`
      select c.id, c.school_id as "schoolId", c.subject, c.body, c.essential,
        s.name as "schoolName"
      from mail_campaigns c join schools s on s.id = c.school_id
      where c.id = ${id}`),
  );
  return row ?? null;
}

/** Milliseconds until the campaign's next copy is due, by the database's clock; null: none left. */
async function nextDueInMs(ctx: ServiceContext, c: DeliveringCampaign): Promise<number | null> {
  const [row] = rowsOf<{ wait: number | null }>(
    await ctx.db.execute(sql`
      select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as wait
      from mail_campaign_recipients
      where school_id = ${c.schoolId} and campaign_id = ${c.id}
        and status in ('queued', 'sending', 'retrying')`),
  );
  return row?.wait ?? null;
}

/**
 * The job's work: batches until nothing is due, the history's counts refreshed after each (the
 * page polls them), then the job queued again for the next retry while copies are left.
 */
export async function deliverCampaign(ctx: ServiceContext, campaignId: string): Promise<void> {
  const campaign = await loadCampaign(ctx, campaignId);
  if (!campaign) return;
  for (;;) {
    const claimed = await deliverBatch(ctx, campaign);
    await refreshCampaignCounts(ctx.db, campaign.schoolId, campaign.id);
    if (claimed < BATCH) break;
  }
  const wait = await nextDueInMs(ctx, campaign);
  if (wait === null) return;
  await ctx.jobs.enqueue(
    ctx.db,
    deliverCampaignJob,
    { campaignId },
    { singletonKey: campaignId, delayMs: Math.max(MIN_WAIT_MS, wait) },
  );
}
