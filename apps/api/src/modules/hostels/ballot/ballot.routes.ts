import {
  ZBallotDrawn,
  ZBallotResult,
  ZBallotResultQuery,
  ZBallotState,
  ZRunBallot,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { csvFile, sendDownload } from '@/platform/http/send-download.ts';
import { ballotResult, ballotResultCsv } from './ballot-result.service.ts';
import { ballotState } from './ballot-state.service.ts';
import { drawHostelBallot } from './draw.service.ts';

const tags = ['hostels'];
const base = '/api/v1/hostels/ballot';
const manage = requires('hostels:manage:school');
/** The published result: every student of the school who may apply, and the hostel admin. */
const published = requires(['hostels:apply:self', 'hostels:manage:school']);

/** The ballot: the draw and its published result. */
export const hostelBallotRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    base,
    {
      config: { access: manage },
      schema: {
        summary: "The session's ballot: window, pending applications, beds, quotas and the draw",
        tags,
        response: { 200: ZBallotState },
      },
    },
    async (request) => ballotState(ctx, requireActor(request)),
  );

  app.post(
    `${base}/draw`,
    {
      config: { access: manage },
      schema: {
        summary: 'Run the draw, once, after the application window closed (cannot be undone)',
        tags,
        body: ZRunBallot,
        response: { 200: ZBallotDrawn },
      },
    },
    async (request) =>
      drawHostelBallot(ctx, requireActor(request), auditContext(request), request.body),
  );

  app.get(
    `${base}/result`,
    {
      config: { access: published },
      schema: {
        summary: "The ballot's published result: seed, method and every application's rank",
        tags,
        querystring: ZBallotResultQuery,
        response: { 200: ZBallotResult },
      },
    },
    async (request) => ballotResult(ctx, requireActor(request), request.query),
  );

  app.get(
    `${base}/result.csv`,
    {
      config: { access: published },
      schema: { summary: "The ballot's result as CSV, to re-run the draw offline", tags },
    },
    async (request, reply) => {
      const { filename, csv } = await ballotResultCsv(ctx, requireActor(request));
      return sendDownload(reply, csvFile(filename, csv));
    },
  );
};
