import {
  ZCreateStaffAssignment,
  ZIdParam,
  ZStaffAssignment,
  ZStaffAssignmentList,
  ZStaffAssignmentQuery,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { createAssignment, deleteAssignment, listAssignments } from './staff.service.ts';

const read = requires('academics:read:school');
const manage = requires('academics:manage:school');
const base = '/api/v1/academics';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const tags = ['staff'];

  app.get(
    `${base}/staff-assignments`,
    {
      config: { access: read },
      schema: {
        summary: 'Heads of department, lecturers and exam officers',
        tags,
        querystring: ZStaffAssignmentQuery,
        response: { 200: ZStaffAssignmentList },
      },
    },
    async (request) => listAssignments(ctx, requireActor(request), request.query),
  );
  app.post(
    `${base}/staff-assignments`,
    {
      config: { access: manage },
      schema: {
        summary: 'Assign a duty to a member of staff',
        tags,
        body: ZCreateStaffAssignment,
        response: { 201: ZStaffAssignment },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createAssignment(ctx, requireActor(request), request.body, auditContext(request)),
        ),
  );
  app.delete(
    `${base}/staff-assignments/:id`,
    {
      config: { access: manage },
      schema: { summary: 'Remove an assignment', tags, params: ZIdParam },
    },
    async (request, reply) => {
      await deleteAssignment(ctx, requireActor(request), request.params.id, auditContext(request));
      return reply.code(204).send();
    },
  );
};
