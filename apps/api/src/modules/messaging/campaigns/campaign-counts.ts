import { deliveryStatuses, type TDeliveryCounts } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** Every status with its count, zero where the campaign has none. */
export function countsOf(partial: Partial<TDeliveryCounts> | null | undefined): TDeliveryCounts {
  const counts = {} as TDeliveryCounts;
  for (const status of deliveryStatuses) counts[status] = partial?.[status] ?? 0;
  return counts;
}

/** The statuses still to be delivered, as SQL: while a campaign has any, it is sending. */
export const PENDING = sql`('queued', 'sending', 'retrying')`;

/**
 * Stores the campaign's counts per status (one grouped read over its status index) for the
 * history, and when it finished: the moment no recipient is left to deliver.
 */
export async function refreshCampaignCounts(db: DbOrTx, schoolId: string, campaignId: string) {
  await db.execute(sql`
    update mail_campaigns c set
      counts = coalesce((
        select jsonb_object_agg(s.status, s.n) from (
          select r.status, count(*)::int as n from mail_campaign_recipients r
          where r.school_id = ${schoolId} and r.campaign_id = ${campaignId}
          group by r.status) s), '{}'::jsonb),
      finished_at = case
        when exists (
          select 1 from mail_campaign_recipients r
          where r.school_id = ${schoolId} and r.campaign_id = ${campaignId}
            and r.status in ${PENDING})
        then null
        else coalesce(c.finished_at, now()) end
    where c.id = ${campaignId} and c.school_id = ${schoolId}`);
}
