import {
  ZDepartmentSheetsPage,
  ZDepartmentSheetsQuery,
  ZIdParam,
  ZResultsProgress,
  ZSheetHistory,
  ZSheetReview,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { listDepartmentSheets } from './department-sheets.service.ts';
import { resultsProgress } from './results-progress.service.ts';
import { sheetForReview } from './sheet-checks.service.ts';
import { sheetHistory } from './sheet-history.service.ts';

const tags = ['results'];
const base = '/api/v1/results';
const review = requires(['results:review:department', 'results:publish:school']);

/** The review of score sheets: the HOD's list and approval page, the exam officer's progress. */
export const resultsReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/departments/:id/sheets`,
    {
      config: { access: requires('results:review:department') },
      schema: {
        summary: "The score sheets of a department's courses this session (its head)",
        tags,
        params: ZIdParam,
        querystring: ZDepartmentSheetsQuery,
        response: { 200: ZDepartmentSheetsPage },
      },
    },
    async (request) =>
      listDepartmentSheets(ctx, requireActor(request), request.params.id, request.query),
  );

  app.get(
    `${base}/sheets/:id/review`,
    {
      config: { access: review },
      schema: {
        summary: 'A score sheet with its grade distribution, its flags and earlier sessions',
        tags,
        params: ZIdParam,
        response: { 200: ZSheetReview },
      },
    },
    async (request) => sheetForReview(ctx, requireActor(request), request.params.id),
  );

  app.get(
    `${base}/sheets/:id/history`,
    {
      config: { access: review },
      schema: {
        summary: 'Who moved a score sheet along its chain, when, and why it was returned',
        tags,
        params: ZIdParam,
        response: { 200: ZSheetHistory },
      },
    },
    async (request) => sheetHistory(ctx, requireActor(request), request.params.id),
  );

  app.get(
    `${base}/progress`,
    {
      config: { access: requires('results:publish:school') },
      schema: {
        summary: "The session's score sheets by department and state (exam officer)",
        tags,
        response: { 200: ZResultsProgress },
      },
    },
    async (request) => resultsProgress(ctx, requireActor(request)),
  );
};
