import {
  ZCreateSchoolBank,
  ZIdParam,
  ZResolveAccountQuery,
  ZResolvedAccount,
  ZSchoolBank,
  ZSchoolBankList,
  ZSchoolBankQuery,
  ZUpdateSchoolBank,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import {
  createSchoolBank,
  listSchoolBanks,
  resolveAccount,
  updateSchoolBank,
} from './school-banks.service.ts';

const path = '/api/v1/payments/school-banks';
const tags = ['payments'];
const read = requires(['settlement:manage:school', 'payments:read:school']);
const manage = requires('settlement:manage:school');

/** The school's settlement accounts (bursar). */
export const schoolBankRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    path,
    {
      config: { access: read },
      schema: {
        summary: 'The school’s settlement accounts, the primary first',
        tags,
        querystring: ZSchoolBankQuery,
        response: { 200: ZSchoolBankList },
      },
    },
    async (request) => listSchoolBanks(ctx, requireActor(request), request.query),
  );
  app.get(
    `${path}/resolve`,
    {
      config: { access: manage },
      schema: {
        summary: 'The account name the bank holds for an account number',
        tags,
        querystring: ZResolveAccountQuery,
        response: { 200: ZResolvedAccount },
      },
    },
    async (request) => resolveAccount(ctx, request.query),
  );
  app.post(
    path,
    {
      config: { access: manage },
      schema: {
        summary: 'Add a settlement account (resolved and registered with the gateway)',
        tags,
        body: ZCreateSchoolBank,
        response: { 201: ZSchoolBank },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createSchoolBank(ctx, requireActor(request), request.body, auditContext(request)),
        ),
  );
  app.patch(
    `${path}/:id`,
    {
      config: { access: manage },
      schema: {
        summary: 'Make a settlement account primary, or archive or restore it',
        tags,
        params: ZIdParam,
        body: ZUpdateSchoolBank,
        response: { 200: ZSchoolBank },
      },
    },
    async (request) =>
      updateSchoolBank(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );
};
