import {
  ZAccountsReport,
  ZAdmissionsQueueReport,
  ZExamsQueueReport,
  ZSchoolReport,
  ZSignInsReport,
  ZStudentHome,
  ZWeeklySummaryInput,
  ZWeeklySummaryState,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { requires, signedIn } from '@/platform/access/route-access.ts';
import { accountsReport } from './accounts/accounts-report.ts';
import { signInsReport } from './admin/sign-ins-report.ts';
import { admissionsQueueReport } from './queues/admissions-queue.ts';
import { examsQueueReport } from './queues/exams-queue.ts';
import { schoolReport } from './school/school-report.ts';
import { StudentHomes } from './student/student-home-cache.ts';
import { setWeeklySummary, weeklySummaryState } from './weekly/weekly-summary.service.ts';

const tags = ['reports'];

/** The figures of the officers' homes, and their weekly summary by e-mail. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const homes = new StudentHomes(ctx.db);

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
    async (request) => schoolReport(ctx.readDb, requireSchool(requireActor(request))),
  );

  app.get(
    '/api/v1/reports/student-home',
    {
      config: { access: requires('academics:read:self') },
      schema: {
        summary:
          'Your home at a glance: studentship, course registration, fees to pay and standing from published results',
        tags,
        response: { 200: ZStudentHome },
      },
    },
    // Sent as kept (student-home-cache.ts): the response schema above documents it, and is
    // checked once, when the home is made.
    async (request, reply) => (await homes.answer(requireActor(request))).send(request, reply),
  );

  app.get(
    '/api/v1/reports/accounts',
    {
      config: { access: requires('payments:read:school') },
      schema: {
        summary:
          'The accounts office at a glance: takings today and this session by fee type and day, reviews waiting, settlements by account',
        tags,
        response: { 200: ZAccountsReport },
      },
    },
    async (request) => accountsReport(ctx.readDb, requireSchool(requireActor(request))),
  );

  app.get(
    '/api/v1/reports/sign-ins',
    {
      config: { access: requires('audit:read:school') },
      schema: {
        summary: 'Sign-ins and failed sign-ins of the school per day over the last 30 days',
        tags,
        response: { 200: ZSignInsReport },
      },
    },
    async (request) => signInsReport(ctx.readDb, requireSchool(requireActor(request))),
  );

  app.get(
    '/api/v1/reports/admissions-queue',
    {
      config: { access: requires('admissions:decide:school') },
      schema: {
        summary: 'The current session’s applications by stage, and those awaiting a decision',
        tags,
        response: { 200: ZAdmissionsQueueReport },
      },
    },
    async (request) => admissionsQueueReport(ctx.readDb, requireSchool(requireActor(request))),
  );

  app.get(
    '/api/v1/reports/exams-queue',
    {
      config: { access: requires('results:publish:school') },
      schema: {
        summary:
          'The exam officer’s queues: score sheets by state, corrections to decide, entrance exam candidates to score',
        tags,
        response: { 200: ZExamsQueueReport },
      },
    },
    async (request) => examsQueueReport(ctx.readDb, requireSchool(requireActor(request))),
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
