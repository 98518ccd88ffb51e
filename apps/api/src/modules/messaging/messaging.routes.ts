import {
  ZAudience,
  ZAudienceCount,
  ZAudienceMembers,
  ZAudienceMembersInput,
  ZAudienceOptions,
  ZCampaign,
  ZCampaignInput,
  ZCampaignList,
  ZCampaignListQuery,
  ZCampaignParams,
  ZCampaignRecipientList,
  ZCampaignRecipientsQuery,
  ZPreview,
  ZPreviewInput,
  ZResendResult,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { audienceMembers, audienceOptions, countAudience } from './audience/audience.service.ts';
import { getCampaign, listCampaigns, listRecipients } from './campaigns/campaign-reads.ts';
import { resendFailed } from './campaigns/resend-failed.service.ts';
import { sendCampaign } from './campaigns/send-campaign.service.ts';
import { previewMessage } from './compose/preview.service.ts';
import { unsubscribeRoutes } from './opt-out/unsubscribe.routes.ts';

const tags = ['messaging'];
const base = '/api/v1/messaging';
const send = { access: requires('messaging:send:school') };

/** The head of school's e-mail sender: groups, preview, campaigns, delivery, opting out. */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/audience-options`,
    {
      config: send,
      schema: {
        summary: 'The faculties, departments, programmes and levels a message can go to',
        tags,
        response: { 200: ZAudienceOptions },
      },
    },
    async (request) => audienceOptions(ctx.db, requireActor(request)),
  );

  app.post(
    `${base}/audience/count`,
    {
      config: send,
      schema: {
        summary: 'How many people a message to this audience reaches, before sending',
        description: 'Counted in the database; a pasted list also answers its unknown entries.',
        tags,
        body: ZAudience,
        response: { 200: ZAudienceCount },
      },
    },
    async (request) => countAudience(ctx.db, requireActor(request), request.body),
  );

  app.post(
    `${base}/audience/members`,
    {
      config: send,
      schema: {
        summary: 'Up to 20 people of the audience, by name, to preview the message for',
        tags,
        body: ZAudienceMembersInput,
        response: { 200: ZAudienceMembers },
      },
    },
    async (request) => audienceMembers(ctx.db, requireActor(request), request.body),
  );

  app.post(
    `${base}/preview`,
    {
      config: send,
      schema: {
        summary: 'The message as one recipient will read it, placeholders filled',
        tags,
        body: ZPreviewInput,
        response: { 200: ZPreview },
      },
    },
    async (request) => previewMessage(ctx, requireActor(request), request.body),
  );

  app.post(
    `${base}/campaigns`,
    {
      config: send,
      schema: {
        summary: 'Send a message to an audience',
        description:
          'Records the message and its recipients and queues the delivery job; answers at once.',
        tags,
        body: ZCampaignInput,
        response: { 201: ZCampaign },
      },
    },
    async (request, reply) => {
      const campaign = await sendCampaign(
        ctx,
        requireActor(request),
        request.body,
        auditContext(request),
      );
      return reply.code(201).send(campaign);
    },
  );

  app.get(
    `${base}/campaigns`,
    {
      config: send,
      schema: {
        summary: 'The messages sent, newest first',
        tags,
        querystring: ZCampaignListQuery,
        response: { 200: ZCampaignList },
      },
    },
    async (request) => listCampaigns(ctx.db, requireActor(request), request.query),
  );

  app.get(
    `${base}/campaigns/:id`,
    {
      config: send,
      schema: {
        summary: 'A sent message and where its delivery stands',
        tags,
        params: ZCampaignParams,
        response: { 200: ZCampaign },
      },
    },
    async (request) => getCampaign(ctx, requireActor(request), request.params.id),
  );

  app.get(
    `${base}/campaigns/:id/recipients`,
    {
      config: send,
      schema: {
        summary: 'The delivery to each recipient: status, attempts, next try, reason',
        tags,
        params: ZCampaignParams,
        querystring: ZCampaignRecipientsQuery,
        response: { 200: ZCampaignRecipientList },
      },
    },
    async (request) =>
      listRecipients(ctx.db, requireActor(request), request.params.id, request.query),
  );

  app.post(
    `${base}/campaigns/:id/resend-failed`,
    {
      config: send,
      schema: {
        summary: 'Send the message again to the recipients it failed to reach',
        tags,
        params: ZCampaignParams,
        response: { 200: ZResendResult },
      },
    },
    async (request) =>
      resendFailed(ctx, requireActor(request), request.params.id, auditContext(request)),
  );

  await app.register(unsubscribeRoutes);
};
