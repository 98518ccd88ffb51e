import { ZExportState, ZIdParam, ZSignedContentQuery } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { signedIn } from '@/platform/access/route-access.ts';
import { exportState, openExportFile } from '@/platform/export/export-state.ts';
import { sendDownload } from '@/platform/http/send-download.ts';

const tags = ['exports'];
// Any signed-in user: an export is only ever its asker's, checked on the job itself.
const access = signedIn();

/** Exports run as jobs (past 50,000 rows): their state and download link. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    '/api/v1/exports/:id',
    {
      config: { access },
      schema: {
        summary: 'One of your exports: queued, running, done (with a download link) or failed',
        tags,
        params: ZIdParam,
        response: { 200: ZExportState },
      },
    },
    async (request) => exportState(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/api/v1/exports/:id/file',
    {
      config: { access },
      schema: {
        summary: 'The file of one of your finished exports, through its signed link',
        tags,
        params: ZIdParam,
        querystring: ZSignedContentQuery,
      },
    },
    async (request, reply) => {
      const file = await openExportFile(
        ctx,
        requireActor(request),
        request.params.id,
        request.query,
      );
      return sendDownload(reply, file);
    },
  );
};
