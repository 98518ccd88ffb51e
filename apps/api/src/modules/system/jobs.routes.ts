import { ZJob, ZJobIdParam, ZJobPage, ZJobQuery, ZJobSummary } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { listJobs, retryJob, summarizeJobs } from './jobs.service.ts';

const tags = ['system'];
const manage = requires('jobs:manage:platform');

/** The background jobs of every API process, for the app admin. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    '/api/v1/system/jobs',
    {
      config: { access: manage },
      schema: {
        summary: 'Background jobs, newest first, by state and name',
        tags,
        querystring: ZJobQuery,
        response: { 200: ZJobPage },
      },
    },
    async (request) => listJobs(ctx, request.query),
  );

  app.get(
    '/api/v1/system/jobs/summary',
    {
      config: { access: manage },
      schema: {
        summary: 'How many jobs are in each state, and the job names present',
        tags,
        response: { 200: ZJobSummary },
      },
    },
    async () => summarizeJobs(ctx),
  );

  app.post(
    '/api/v1/system/jobs/:id/retry',
    {
      config: { access: manage },
      schema: {
        summary: 'Queue a failed job again for a full set of attempts',
        tags,
        params: ZJobIdParam,
        response: { 200: ZJob },
      },
    },
    async (request) => retryJob(ctx, request.params.id, auditContext(request)),
  );
};
