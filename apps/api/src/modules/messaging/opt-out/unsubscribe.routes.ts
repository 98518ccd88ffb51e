import { ZUnsubscribeInput, ZUnsubscribeQuery, ZUnsubscribeState } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '@/platform/access/route-access.ts';
import { setSubscription, unsubscribeState } from './opt-out.service.ts';

const tags = ['messaging'];
const path = '/api/v1/messaging/unsubscribe';

/**
 * The opt-out link of each non-essential message (`/unsubscribe?token=…` in the web app): public,
 * since the signed token names the school and address, so no sign-in is needed.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    path,
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Whether the address of an opt-out link receives the school’s non-essential mail',
        tags,
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeState },
      },
    },
    async (request) => {
      return unsubscribeState(ctx, request.query.token);
    },
  );

  app.post(
    path,
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Leave, or receive again, the school’s non-essential mail',
        description: 'Essential notices (deadlines, results) are sent whatever this says.',
        tags,
        body: ZUnsubscribeInput,
        response: { 200: ZUnsubscribeState },
      },
    },
    async (request) => setSubscription(ctx, request.body),
  );
};
