import * as z from 'zod';
import { defineJob } from '@/platform/jobs/job-definition.ts';

/**
 * Delivers a campaign's due copies in batches (docs/decisions/012-email-sender.md). Queued in
 * the transaction that records the campaign, so it survives a restart; one waiting job per
 * campaign (its id is the singleton key), queued again for the next retry while any is left.
 */
export const deliverCampaignJob = defineJob({
  name: 'messaging.deliver',
  payload: z.object({ campaignId: z.uuid() }).strict(),
  maxAttempts: 10,
  retryDelaySeconds: 30,
});
