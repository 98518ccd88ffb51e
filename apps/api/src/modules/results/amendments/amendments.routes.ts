import {
  ZAmendment,
  ZAmendmentList,
  ZAmendmentListQuery,
  ZIdParam,
  ZRejectAmendment,
  ZRequestAmendment,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import {
  approveAmendment,
  listAmendments,
  rejectAmendment,
  requestAmendment,
} from './amendments.service.ts';

const tags = ['results'];
const base = '/api/v1/results';
const ask = requires(['results:score:course', 'results:review:department']);
const decide = requires(['results:review:department', 'results:publish:school']);

/** Corrections of published results: asked by the lecturer or head, approved by both heads. */
export const amendmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.post(
    `${base}/sheets/:id/amendments`,
    {
      config: { access: ask },
      schema: {
        summary: 'Ask to correct a published score, with the reason',
        tags,
        params: ZIdParam,
        body: ZRequestAmendment,
        response: { 200: ZAmendment },
      },
    },
    async (request) =>
      requestAmendment(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    `${base}/amendments`,
    {
      config: {
        access: requires([
          'results:score:course',
          'results:review:department',
          'results:publish:school',
        ]),
      },
      schema: {
        summary: 'The corrections you asked for or decide on',
        tags,
        querystring: ZAmendmentListQuery,
        response: { 200: ZAmendmentList },
      },
    },
    async (request) => listAmendments(ctx, requireActor(request), request.query.state),
  );

  app.post(
    `${base}/amendments/:id/approve`,
    {
      config: { access: decide },
      schema: {
        summary: 'Approve a correction (the head first, then the exam officer, who applies it)',
        tags,
        params: ZIdParam,
        response: { 200: ZAmendment },
      },
    },
    async (request) =>
      approveAmendment(ctx, requireActor(request), auditContext(request), request.params.id),
  );

  app.post(
    `${base}/amendments/:id/reject`,
    {
      config: { access: decide },
      schema: {
        summary: 'Refuse a correction, with the reason',
        tags,
        params: ZIdParam,
        body: ZRejectAmendment,
        response: { 200: ZAmendment },
      },
    },
    async (request) =>
      rejectAmendment(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.id,
        request.body.reason,
      ),
  );
};
