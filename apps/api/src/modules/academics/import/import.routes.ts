import { ZImportParams, ZImportQuery, ZImportResult } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { csvFile, sendDownload } from '@/platform/http/send-download.ts';
import { readUploadedTable } from '@/platform/import/upload.ts';
import { importTable, importTemplate } from './import.service.ts';

const manage = requires('academics:manage:school');

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['import'];
  app.post(
    '/api/v1/academics/import/:kind',
    {
      config: { access: manage },
      schema: {
        summary:
          'Import departments, programmes or courses from CSV or XLSX (dryRun=true checks and writes nothing)',
        tags,
        consumes: ['multipart/form-data'],
        params: ZImportParams,
        querystring: ZImportQuery,
        response: { 200: ZImportResult },
      },
    },
    async (request) => {
      const bytes = await readUploadedTable(request);
      return importTable(
        app.services,
        requireActor(request),
        request.params.kind,
        bytes,
        request.query.dryRun,
        auditContext(request),
      );
    },
  );

  app.get(
    '/api/v1/academics/import/:kind/template.csv',
    {
      config: { access: manage },
      schema: {
        summary: 'A CSV to fill in, with its header and an example row',
        tags,
        params: ZImportParams,
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        csvFile(`${request.params.kind}-template.csv`, importTemplate(request.params.kind)),
      ),
  );
};
