import {
  ZAuditActions,
  ZAuditEntry,
  ZAuditIdParam,
  ZAuditPage,
  ZAuditQuery,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditEntryById, listAudit, listAuditActions } from './audit.service.ts';

const access = requires(['audit:read:school', 'audit:read:platform']);

/** Read-only: no route edits or deletes an audit row. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/audit/logs',
    {
      config: { access },
      schema: {
        summary: 'The audit log, filtered and paginated',
        tags: ['audit'],
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage },
      },
    },
    async (request) => listAudit(app.services, requireActor(request), request.query),
  );

  app.get(
    '/api/v1/audit/actions',
    {
      config: { access },
      schema: {
        summary: 'Actions present in the audit log',
        tags: ['audit'],
        response: { 200: ZAuditActions },
      },
    },
    async (request) => ({ items: await listAuditActions(app.services, requireActor(request)) }),
  );

  app.get(
    '/api/v1/audit/:id',
    {
      config: { access },
      schema: {
        summary: 'One audit entry (of your school; app admins: of any school)',
        tags: ['audit'],
        params: ZAuditIdParam,
        response: { 200: ZAuditEntry },
      },
    },
    async (request) => auditEntryById(app.services, requireActor(request), request.params.id),
  );
};
