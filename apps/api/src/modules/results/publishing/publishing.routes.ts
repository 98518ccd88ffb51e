import {
  ZBroadsheet,
  ZBroadsheetQuery,
  ZIdParam,
  ZPublishDepartment,
  ZPublishOutcome,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { sendDownload } from '@/platform/http/send-download.ts';
import { departmentBroadsheet } from './broadsheet.service.ts';
import { broadsheetExport } from './broadsheet-export.ts';
import { broadsheetPdf } from './broadsheet-files.ts';
import { publishDepartment } from './publish.service.ts';

const tags = ['results'];
const base = '/api/v1/results/departments/:id';
const officer = requires('results:publish:school');

/** The exam officer's department results: the broadsheet (page, PDF, XLSX) and publishing. */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.post(
    `${base}/publish`,
    {
      config: { access: officer },
      schema: {
        summary:
          "Publish a department's HOD-approved score sheets for a semester and compute GPA and CGPA",
        tags,
        params: ZIdParam,
        body: ZPublishDepartment,
        response: { 200: ZPublishOutcome },
      },
    },
    async (request) =>
      publishDepartment(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.id,
        request.body ?? {},
      ),
  );

  app.get(
    `${base}/broadsheet`,
    {
      config: { access: officer },
      schema: {
        summary: "A department's broadsheet of one level for a semester",
        tags,
        params: ZIdParam,
        querystring: ZBroadsheetQuery,
        response: { 200: ZBroadsheet },
      },
    },
    async (request) =>
      departmentBroadsheet(ctx.readDb, requireActor(request), request.params.id, request.query),
  );

  registerExportRoutes(app, broadsheetExport, {
    path: `${base}/broadsheet`,
    summary: "A department's broadsheet of one level for a semester",
    tags,
    access: officer,
  });

  const files = [['pdf', 'The broadsheet as a landscape PDF', broadsheetPdf]] as const;
  for (const [extension, summary, render] of files) {
    app.get(
      `${base}/broadsheet.${extension}`,
      {
        config: { access: officer },
        schema: { summary, tags, params: ZIdParam, querystring: ZBroadsheetQuery },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          await render(ctx, requireActor(request), request.params.id, request.query),
        ),
    );
  }
};
