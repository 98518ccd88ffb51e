import { ZSchoolReport, ZWeeklySummaryInput, ZWeeklySummaryState } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { requires, signedIn } from '@/platform/access/route-access.ts';
import { schoolReport } from './school/school-report.ts';
import { setWeeklySummary, weeklySummaryState } from './weekly/weekly-summary.service.ts';

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

  app.get(
    '/api/v1/reports/weekly-summary',
    {
      config: { access: signedIn() },
      schema: {
        summary: 'Whether the officer receives their home’s figures by e-mail every week',
        description:
          'For the role acted in; `available` says whether that role’s home is summarised.',
        tags,
        response: { 200: ZWeeklySummaryState },
      },
    },
    async (request) => weeklySummaryState(ctx.db, requireActor(request)),
  );

  app.put(
    '/api/v1/reports/weekly-summary',
    {
      config: { access: signedIn() },
      schema: {
        summary: 'Start or stop the weekly summary e-mail of the officer’s home',
        tags,
        body: ZWeeklySummaryInput,
        response: { 200: ZWeeklySummaryState },
      },
    },
    async (request) => setWeeklySummary(ctx.db, requireActor(request), request.body.subscribed),
  );
};
