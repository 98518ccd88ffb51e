import {
  ZApplication,
  ZApplicationList,
  ZApplicationQuery,
  ZBulkDecisionInput,
  ZBulkDecisionResult,
  ZDecisionInput,
  ZIdParam,
  ZQuotas,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { applicationsExport } from './applications-export.ts';
import { decideApplication, decideMany } from './decisions.service.ts';
import { listApplications, listQuotas, officerApplication } from './officer-queue.service.ts';

const path = '/api/v1/admissions/applications';
const tags = ['admissions'];
const read = requires('admissions:read:school');
const decisionNote =
  'Screening actions need `admissions:screen:school`; offer and reject need `admissions:decide:school`.';

/** The officers' side of admissions: queues, one application, decisions, quotas. */
export const officerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    path,
    {
      config: { access: read },
      schema: {
        summary: 'Applications of the school (not drafts), with filters and ranking',
        tags,
        querystring: ZApplicationQuery,
        response: { 200: ZApplicationList },
      },
    },
    async (request) => listApplications(ctx, requireActor(request), request.query),
  );

  registerExportRoutes(app, applicationsExport, {
    path,
    summary: 'The applications the list shows with the same filters and sort',
    tags,
    access: read,
  });

  app.get(
    `${path}/:id`,
    {
      config: { access: read },
      schema: {
        summary: 'One application as the officers see it',
        tags,
        params: ZIdParam,
        response: { 200: ZApplication },
      },
    },
    async (request) => officerApplication(ctx, requireActor(request), request.params.id),
  );

  app.post(
    `${path}/:id/decisions`,
    {
      config: { access: read },
      schema: {
        summary: 'Pass or fail screening, offer or reject admission',
        description: decisionNote,
        tags,
        params: ZIdParam,
        body: ZDecisionInput,
        response: { 200: ZApplication },
      },
    },
    async (request) =>
      decideApplication(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );

  app.post(
    `${path}/decisions`,
    {
      config: { access: read },
      schema: {
        summary: 'The same decision on many applications, each on its own',
        description: decisionNote,
        tags,
        body: ZBulkDecisionInput,
        response: { 200: ZBulkDecisionResult },
      },
    },
    async (request) => decideMany(ctx, requireActor(request), request.body, auditContext(request)),
  );

  app.get(
    '/api/v1/admissions/quotas',
    {
      config: { access: read },
      schema: {
        summary: 'Quota of each programme of the current session against offers made',
        tags,
        response: { 200: ZQuotas },
      },
    },
    async (request) => listQuotas(ctx, requireActor(request)),
  );
};
