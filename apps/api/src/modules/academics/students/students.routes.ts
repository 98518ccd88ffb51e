import { ZMyEnrollment } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { myEnrollment } from './my-enrollment.service.ts';

/** What a student reads of their own studentship. */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  app.get(
    '/api/v1/academics/my-enrollment',
    {
      config: { access: requires('academics:read:self') },
      schema: {
        summary: 'Your matric number, programme, department, level and entry year',
        tags: ['students'],
        response: { 200: ZMyEnrollment },
      },
    },
    async (request) => myEnrollment(ctx, requireActor(request)),
  );
};
