import {
  ZTransportPassCheck,
  ZTransportPassCheckQuery,
  ZTransportPassParam,
  ZTransportRouteChoice,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { sniffContentType } from '@/platform/files/content-sniff.ts';
import { checkPass, passPhoto, routeChoices } from './pass-check.service.ts';

const tags = ['transport'];
const check = requires('transport:check:school');

/** Checking a transport pass by its code (transport staff). */
export const transportPassRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    '/api/v1/transport/passes/routes',
    {
      config: { access: check },
      schema: {
        summary: 'The routes a driver may be checking passes on',
        tags,
        response: { 200: z.array(ZTransportRouteChoice) },
      },
    },
    async (request) => routeChoices(ctx, requireActor(request)),
  );

  app.get(
    '/api/v1/transport/passes/:code',
    {
      config: { access: check },
      schema: {
        summary: 'Check a transport pass: valid for this route and today? (audited)',
        tags,
        params: ZTransportPassParam,
        querystring: ZTransportPassCheckQuery,
        response: { 200: ZTransportPassCheck },
      },
    },
    async (request) =>
      checkPass(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.code,
        request.query.routeId,
      ),
  );

  app.get(
    '/api/v1/transport/passes/:code/photo',
    {
      config: { access: check },
      schema: {
        summary: 'The passport photograph of a pass’s student',
        tags,
        params: ZTransportPassParam,
      },
    },
    async (request, reply) => {
      const bytes = await passPhoto(ctx, requireActor(request), request.params.code);
      return reply
        .type(sniffContentType(bytes) ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  );
};
