import {
  ZBank,
  ZBankList,
  ZBankQuery,
  ZBankSyncResult,
  ZCreateBank,
  ZCreateFee,
  ZFee,
  ZFeeList,
  ZFeeQuery,
  ZIdParam,
  ZUpdateBank,
  ZUpdateFee,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feeSpec } from '@/modules/payments/fees/fees.resources.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { requires, signedIn } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerResourceRoutes } from '@/platform/crud/resource-routes.ts';
import { createBank, listBanks, syncBanks, updateBank } from './banks.service.ts';
import { schoolBankRoutes } from './school-banks.routes.ts';
import { staticAccountRoutes } from './static-accounts.routes.ts';

const base = '/api/v1/payments';
const tags = ['payments'];
const managePlatform = requires('payments:manage:platform');

/** Banks, settlement accounts, static accounts and the fee schedule. */
export const paymentSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/banks`,
    {
      // Every signed-in user picks from the active banks; app admins also see inactive ones.
      config: { access: signedIn() },
      schema: {
        summary: 'Banks and their codes',
        tags,
        querystring: ZBankQuery,
        response: { 200: ZBankList },
      },
    },
    async (request) => listBanks(ctx, requireActor(request), request.query),
  );
  app.post(
    `${base}/banks`,
    {
      config: { access: managePlatform },
      schema: { summary: 'Add a bank', tags, body: ZCreateBank, response: { 201: ZBank } },
    },
    async (request, reply) =>
      reply.code(201).send(await createBank(ctx, request.body, auditContext(request))),
  );
  app.post(
    `${base}/banks/sync`,
    {
      config: { access: managePlatform },
      schema: {
        summary: 'Add the banks the payment gateway lists that are missing',
        tags,
        response: { 200: ZBankSyncResult },
      },
    },
    async (request) => syncBanks(ctx, auditContext(request)),
  );
  app.patch(
    `${base}/banks/:id`,
    {
      config: { access: managePlatform },
      schema: {
        summary: 'Rename, recode, activate or deactivate a bank',
        tags,
        params: ZIdParam,
        body: ZUpdateBank,
        response: { 200: ZBank },
      },
    },
    async (request) => updateBank(ctx, request.params.id, request.body, auditContext(request)),
  );

  await app.register(schoolBankRoutes);
  await app.register(staticAccountRoutes);

  registerResourceRoutes(app, {
    path: `${base}/fees`,
    tag: 'payments',
    spec: feeSpec,
    schemas: {
      item: ZFee,
      list: ZFeeList,
      query: ZFeeQuery,
      create: ZCreateFee,
      update: ZUpdateFee,
    },
    read: ['fees:read:school'],
    manage: ['fees:manage:school'],
  });
};
