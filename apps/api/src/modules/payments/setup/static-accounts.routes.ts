import {
  ZCreateStaticAccount,
  ZIdParam,
  ZStaticAccount,
  ZStaticAccountList,
  ZStaticAccountQuery,
  ZUpdateStaticAccount,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import {
  createStaticAccount,
  deleteStaticAccount,
  listStaticAccounts,
  updateStaticAccount,
} from './static-accounts.service.ts';

const path = '/api/v1/payments/static-accounts';
const tags = ['payments'];
const manage = requires('payments:manage:platform');

/** Transfer accounts shown to students, kept per school by app admins. */
export const staticAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    path,
    {
      config: { access: manage },
      schema: {
        summary: 'Static accounts, of one school or of all',
        tags,
        querystring: ZStaticAccountQuery,
        response: { 200: ZStaticAccountList },
      },
    },
    async (request) => listStaticAccounts(ctx, requireActor(request), request.query),
  );
  app.post(
    path,
    {
      config: { access: manage },
      schema: {
        summary: 'Add a static account to a school',
        tags,
        body: ZCreateStaticAccount,
        response: { 201: ZStaticAccount },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createStaticAccount(
            ctx,
            requireActor(request),
            request.body,
            auditContext(request),
          ),
        ),
  );
  app.patch(
    `${path}/:id`,
    {
      config: { access: manage },
      schema: {
        summary: 'Change, archive or restore a static account',
        tags,
        params: ZIdParam,
        body: ZUpdateStaticAccount,
        response: { 200: ZStaticAccount },
      },
    },
    async (request) =>
      updateStaticAccount(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );
  app.delete(
    `${path}/:id`,
    {
      config: { access: manage },
      schema: { summary: 'Delete a static account', tags, params: ZIdParam },
    },
    async (request, reply) => {
      await deleteStaticAccount(
        ctx,
        requireActor(request),
        request.params.id,
        auditContext(request),
      );
      return reply.code(204).send();
    },
  );
};
