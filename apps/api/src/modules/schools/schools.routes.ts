import { ZSchoolDirectory, ZSchoolDirectoryQuery } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '@/platform/access/route-access.ts';
import { listSchoolDirectory } from './schools.service.ts';

export const schoolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/schools/directory',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Schools on the platform (public directory)',
        tags: ['schools'],
        querystring: ZSchoolDirectoryQuery,
        response: { 200: ZSchoolDirectory },
      },
    },
    async (request) => listSchoolDirectory(app.database.db, request.query),
  );
};
