import {
  ZIdParam,
  ZImportQuery,
  ZLecturerScoreSheet,
  ZReturnScoreSheet,
  ZSaveScores,
  ZScoreSheet,
  ZScoreSheetParams,
  ZScoreSheetUploadResult,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { sendDownload } from '@/platform/http/send-download.ts';
import { readUploadedTable } from '@/platform/import/upload.ts';
import { approveSheet, returnSheet, reviewSheet } from './review/sheet-review.service.ts';
import { myCourseSheet, saveMyScores, submitMySheet } from './sheets/score-entry.service.ts';
import { sheetTemplate } from './sheets/sheet-template.ts';
import { uploadMySheet } from './sheets/sheet-upload.service.ts';

const tags = ['results'];
const base = '/api/v1/results';
const score = requires('results:score:course');
const review = requires(['results:review:department', 'results:publish:school']);

/** Score sheets: the lecturer's entry, the HOD's and the exam officer's review. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/courses/:courseId/sheet`,
    {
      config: { access: score },
      schema: {
        summary: 'The score sheet of a course you teach this semester (opened as a draft)',
        tags,
        params: ZScoreSheetParams,
        response: { 200: ZLecturerScoreSheet },
      },
    },
    async (request) => myCourseSheet(ctx, requireActor(request), request.params.courseId),
  );

  app.put(
    `${base}/courses/:courseId/sheet/scores`,
    {
      config: { access: score },
      schema: {
        summary: 'Save draft lines of the score sheet (CA, exam, ABS)',
        tags,
        params: ZScoreSheetParams,
        body: ZSaveScores,
        response: { 200: ZLecturerScoreSheet },
      },
    },
    async (request) =>
      saveMyScores(ctx, requireActor(request), request.params.courseId, request.body),
  );

  app.post(
    `${base}/courses/:courseId/sheet/submit`,
    {
      config: { access: score },
      schema: {
        summary: 'Submit the score sheet to the head of department',
        tags,
        params: ZScoreSheetParams,
        response: { 200: ZScoreSheet },
      },
    },
    async (request) =>
      submitMySheet(ctx, requireActor(request), auditContext(request), request.params.courseId),
  );

  app.post(
    `${base}/courses/:courseId/sheet/upload`,
    {
      config: { access: score },
      schema: {
        summary:
          'Scores from CSV or XLSX (matricNumber, ca, exam; ABS = absent); dryRun=true checks and writes nothing',
        tags,
        consumes: ['multipart/form-data'],
        params: ZScoreSheetParams,
        querystring: ZImportQuery,
        response: { 200: ZScoreSheetUploadResult },
      },
    },
    async (request) => {
      const bytes = await readUploadedTable(request);
      return uploadMySheet(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.courseId,
        { dryRun: request.query.dryRun, bytes },
      );
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `${base}/courses/:courseId/sheet/template.${format}`,
      {
        config: { access: score },
        schema: {
          summary: `The sheet's students (matric number, name) with empty CA and exam, as ${format.toUpperCase()}`,
          tags,
          params: ZScoreSheetParams,
        },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          await sheetTemplate(ctx, requireActor(request), request.params.courseId, format),
        ),
    );
  }

  app.get(
    `${base}/sheets/:id`,
    {
      config: { access: review },
      schema: {
        summary: 'A score sheet, for the head of its department or the exam officer',
        tags,
        params: ZIdParam,
        response: { 200: ZScoreSheet },
      },
    },
    async (request) => reviewSheet(ctx, requireActor(request), request.params.id),
  );

  app.post(
    `${base}/sheets/:id/approve`,
    {
      config: { access: requires('results:review:department') },
      schema: {
        summary: 'Approve a submitted score sheet (head of department)',
        tags,
        params: ZIdParam,
        response: { 200: ZScoreSheet },
      },
    },
    async (request) =>
      approveSheet(ctx, requireActor(request), auditContext(request), request.params.id),
  );

  app.post(
    `${base}/sheets/:id/return`,
    {
      config: { access: review },
      schema: {
        summary: 'Send a score sheet back to the lecturer as a draft, with the reason',
        tags,
        params: ZIdParam,
        body: ZReturnScoreSheet,
        response: { 200: ZScoreSheet },
      },
    },
    async (request) =>
      returnSheet(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.id,
        request.body.reason,
      ),
  );
};
