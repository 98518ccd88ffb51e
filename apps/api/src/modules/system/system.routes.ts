import {
  CLIENT_ERROR_REPORT_PATH,
  ZClientErrorReport,
  ZHealth,
  ZProblem,
  ZPublicConfig,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { publicAccess } from '@/platform/access/route-access.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { checkHealth, publicConfig } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: ZHealth, 503: ZProblem },
      },
    },
    async () => {
      const health = await checkHealth(app.database, app.config, app.buildId);
      if (!health) throw new AppError('database_unavailable', { retryAfterSeconds: 5 });
      return health;
    },
  );

  app.get(
    '/api/config',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Public runtime settings of the web app',
        tags: ['system'],
        response: { 200: ZPublicConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicConfig(app.config, app.buildId);
    },
  );

  app.post(
    CLIENT_ERROR_REPORT_PATH,
    {
      config: { access: publicAccess },
      bodyLimit: 16 * 1024,
      schema: {
        summary: 'Report an error that happened in the browser',
        description: 'Written to the server log so that operators see what users run into.',
        tags: ['system'],
        body: ZClientErrorReport,
        response: { 202: z.object({ received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      request.log.warn(
        { clientError: request.body, userAgent: request.headers['user-agent'] },
        'client error',
      );
      return reply.code(202).send({ received: true });
    },
  );

  app.get(
    '/api/openapi.json',
    {
      config: { access: publicAccess },
      schema: { hide: true },
    },
    async () => app.swagger(),
  );
};
