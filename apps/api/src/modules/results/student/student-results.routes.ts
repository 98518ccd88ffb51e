import {
  ZMyResults,
  ZResultDocumentCheck,
  ZResultDocumentCodeParam,
  ZStatementParams,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkResultDocument,
  issueMyStatement,
  issueMyTranscript,
} from '@/modules/results/documents/result-documents.service.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { publicAccess, requires } from '@/platform/access/route-access.ts';
import { pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { myResults } from './my-results.service.ts';

const tags = ['results'];
const base = '/api/v1/results';
const self = requires('results:read:self');

/** The student's published results, their statements and transcript, and the public check. */
export const studentResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/mine`,
    {
      config: { access: self },
      schema: {
        summary: 'Your published results per semester, with GPA, CGPA and carry-overs',
        tags,
        response: { 200: ZMyResults },
      },
    },
    async (request) => myResults(ctx, requireActor(request)),
  );

  app.get(
    `${base}/mine/statements/:semesterId`,
    {
      config: { access: self },
      schema: {
        summary: 'A statement of result of one published semester, with its code (PDF)',
        tags,
        params: ZStatementParams,
      },
    },
    async (request, reply) => {
      const pdf = await issueMyStatement(ctx, requireActor(request), request.params.semesterId);
      return sendDownload(reply, pdfFile(pdf.filename, pdf.bytes));
    },
  );

  app.get(
    `${base}/mine/transcript`,
    {
      config: { access: self },
      schema: { summary: 'Your transcript of every published semester, with its code (PDF)', tags },
    },
    async (request, reply) => {
      const pdf = await issueMyTranscript(ctx, requireActor(request));
      return sendDownload(reply, pdfFile(pdf.filename, pdf.bytes));
    },
  );

  app.get(
    `${base}/documents/:code`,
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Check a statement of result or a transcript by its code (public)',
        tags,
        params: ZResultDocumentCodeParam,
        response: { 200: ZResultDocumentCheck },
      },
    },
    async (request) => checkResultDocument(ctx, request.params.code),
  );
};
