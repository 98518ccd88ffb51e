import { deliverCampaignJob } from '@/modules/messaging/delivery/deliver-campaign.job.ts';
import { deliverCampaign } from '@/modules/messaging/delivery/deliver-campaign.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/**
 * Gives the job runner the e-mail sender's delivery (called from app.ts). Registered with or
 * without a mail server: without one, copies are kept in the development mailbox.
 */
export function registerMessagingJobs(ctx: ServiceContext): void {
  ctx.jobs.register(deliverCampaignJob, ({ campaignId }) => deliverCampaign(ctx, campaignId));
}
