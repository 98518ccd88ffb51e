import {
  ZAddCandidatesResult,
  ZCandidateList,
  ZCandidateQuery,
  ZEligibleCount,
  ZEntranceExam,
  ZEntranceExamInput,
  ZEntranceExamList,
  ZEntranceExamQuery,
  ZIdParam,
  ZImportQuery,
  ZScoreEntry,
  ZScoreEntryResult,
  ZScoreUploadResult,
  ZUpdateEntranceExam,
} from '@campusflow/contracts';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { type RouteAccess, requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { csvFile, pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { readUploadedTable } from '@/platform/import/upload.ts';
import { addEligibleCandidates, eligibleCount, listCandidates } from './exam-candidates.service.ts';
import { recordScores, scoresTemplate, uploadScores } from './exam-scores.service.ts';
import { examSlipPdf } from './exam-slip.pdf.ts';
import { createExam, getExam, listExams, publishExam, updateExam } from './exams.service.ts';

const base = '/api/v1/admissions/exams';
const tags = ['admissions'];
const read = requires(['admissions:exams:school', 'admissions:read:school']);
const manage = requires('admissions:exams:school');

/** A route's options: who may call it, and its schema under the admissions tag. */
const route = <S extends FastifySchema>(access: RouteAccess, schema: S) => ({
  config: { access },
  schema: { tags, ...schema },
});

/** The options of a route on one exam, `:id` in its path. */
const onExam = <S extends FastifySchema>(access: RouteAccess, schema: S) =>
  route(access, { params: ZIdParam, ...schema });

/**
 * Entrance exams (examOfficer/entrance-exam): the exams, their candidates and exam numbers,
 * scores by form or file, publication; and the applicant's exam slip.
 */
export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    base,
    route(read, {
      summary: 'The school’s entrance exams, latest first',
      querystring: ZEntranceExamQuery,
      response: { 200: ZEntranceExamList },
    }),
    async (request) => listExams(ctx, requireActor(request), request.query),
  );

  app.post(
    base,
    route(manage, {
      summary: 'Create an entrance exam of the current session',
      body: ZEntranceExamInput,
      response: { 201: ZEntranceExam },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(await createExam(ctx, requireActor(request), request.body, auditContext(request))),
  );

  app.get(
    `${base}/:id`,
    onExam(read, {
      summary: 'An entrance exam with its counts of candidates, scores and passes',
      response: { 200: ZEntranceExam },
    }),
    async (request) => getExam(ctx, requireActor(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    onExam(manage, {
      summary:
        'Change an exam’s details (refused once published; the maximum score is fixed once a score is recorded)',
      body: ZUpdateEntranceExam,
      response: { 200: ZEntranceExam },
    }),
    async (request) =>
      updateExam(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );

  app.get(
    `${base}/:id/candidates`,
    onExam(read, {
      summary: 'The exam’s candidates by exam number, with their scores',
      querystring: ZCandidateQuery,
      response: { 200: ZCandidateList },
    }),
    async (request) => listCandidates(ctx, requireActor(request), request.params.id, request.query),
  );

  app.get(
    `${base}/:id/eligible-count`,
    onExam(manage, {
      summary: 'How many applicants would be added as candidates now',
      response: { 200: ZEligibleCount },
    }),
    async (request) => eligibleCount(ctx, requireActor(request), request.params.id),
  );

  app.post(
    `${base}/:id/candidates`,
    onExam(manage, {
      summary:
        'Add every eligible applicant (waiting for the exam, entrance fee paid) with an exam number',
      response: { 200: ZAddCandidatesResult },
    }),
    async (request) =>
      addEligibleCandidates(ctx, requireActor(request), request.params.id, auditContext(request)),
  );

  app.put(
    `${base}/:id/scores`,
    onExam(manage, {
      summary: 'Record or correct candidates’ scores (all or none)',
      body: ZScoreEntry,
      response: { 200: ZScoreEntryResult },
    }),
    async (request) =>
      recordScores(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );

  app.post(
    `${base}/:id/scores/upload`,
    onExam(manage, {
      summary: 'Scores from CSV or XLSX (examNumber, score); dryRun=true checks and writes nothing',
      consumes: ['multipart/form-data'],
      querystring: ZImportQuery,
      response: { 200: ZScoreUploadResult },
    }),
    async (request) => {
      const bytes = await readUploadedTable(request);
      return uploadScores(
        ctx,
        requireActor(request),
        request.params.id,
        { dryRun: request.query.dryRun, bytes },
        auditContext(request),
      );
    },
  );

  app.get(
    `${base}/:id/scores/template.csv`,
    onExam(manage, {
      summary: 'A CSV of the candidates’ exam numbers and names to fill in with scores',
    }),
    async (request, reply) => {
      const file = await scoresTemplate(ctx, requireActor(request), request.params.id);
      return sendDownload(reply, csvFile(file.filename, file.csv));
    },
  );

  app.post(
    `${base}/:id/publish`,
    onExam(manage, {
      summary: 'Publish the scores to the applicants (corrections stay possible, audited)',
      response: { 200: ZEntranceExam },
    }),
    async (request) =>
      publishExam(ctx, requireActor(request), request.params.id, auditContext(request)),
  );

  app.get(
    '/api/v1/admissions/my-application/exam-slip.pdf',
    route(requires('admissions:apply:self'), {
      summary: 'Your entrance exam slip (PDF), once you are a candidate',
    }),
    async (request, reply) => {
      const slip = await examSlipPdf(ctx, requireActor(request));
      return sendDownload(reply, pdfFile(slip.filename, slip.bytes));
    },
  );
};
