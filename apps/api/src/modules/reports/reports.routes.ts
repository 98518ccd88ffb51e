import { ZSchoolReport } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { requires } from '@/platform/access/route-access.ts';
import { schoolReport } from './school/school-report.ts';

const tags = ['reports'];

/** The school's figures for the manager's and head of school's homes. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    '/api/v1/reports/school',
    {
      config: { access: requires('reports:read:school') },
      schema: {
        summary:
          'The current session at a glance: admissions funnel, enrolment, revenue and what is owed, registration, results, hostel and transport',
        tags,
        response: { 200: ZSchoolReport },
      },
    },
    async (request) => schoolReport(ctx.db, requireSchool(requireActor(request))),
  );
};
