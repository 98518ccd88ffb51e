import { exportFormats, type TExportFormat, ZExportState } from '@campusflow/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Actor, requireActor } from '@/platform/access/actor.ts';
import type { RouteAccess } from '@/platform/access/route-access.ts';
import { sendDownload } from '@/platform/http/send-download.ts';
import { readingContext, type ServiceContext } from '@/platform/service-context.ts';
import { type ExportDefinition, type ExportInput, rememberExport } from './export-definition.ts';
import { queueExport } from './export-job.ts';
import { exportState } from './export-state.ts';
import { exportContentTypes, exportStream } from './write-export.ts';

/**
 * Answers an export: counted first (one set-based statement); up to the direct limit
 * (`EXPORT_DIRECT_MAX_ROWS`, configurable) it streams at once, past it a job writes the file
 * and the answer is 202 with the export's state, whose link comes once it is done.
 */
export async function sendExport<Query, Params>(
  ctx: ServiceContext,
  reply: FastifyReply,
  actor: Actor,
  definition: ExportDefinition<Query, Params>,
  format: TExportFormat,
  input: ExportInput<Query, Params>,
): Promise<FastifyReply> {
  // Rows (and their count) come from the read replica when one is configured; the job is
  // queued on the primary.
  const source = await definition.open(readingContext(ctx), actor, input);
  const rows = await source.count();
  const filename = `${source.name}.${format}`;
  if (rows > ctx.config.exports.directMaxRows) {
    const id = await queueExport(ctx, actor, {
      export: definition.name,
      format,
      filename,
      input: { query: input.query, params: input.params },
      rows,
    });
    return reply.code(202).send(await exportState(ctx, actor, id));
  }
  return sendDownload(reply, {
    filename,
    contentType: exportContentTypes[format],
    body: exportStream(format, source),
  });
}

/**
 * The routes `<path>.csv` and `<path>.xlsx` of a list's export, with the list's permission and
 * its query schema (and path parameters), so the file holds exactly what the list shows.
 */
export function registerExportRoutes<Query, Params>(
  app: FastifyInstance,
  definition: ExportDefinition<Query, Params>,
  options: { path: string; summary: string; tags: string[]; access: RouteAccess },
): void {
  rememberExport(definition as ExportDefinition<unknown, unknown>);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hasParams = options.path.includes(':');
  for (const format of exportFormats) {
    routes.get(
      `${options.path}.${format}`,
      {
        config: { access: options.access },
        schema: {
          summary: `${options.summary} as ${format === 'csv' ? 'CSV' : 'XLSX'} (past the direct limit: 202 and a job)`,
          tags: options.tags,
          querystring: definition.query,
          ...(hasParams ? { params: definition.params } : {}),
          response: { 202: ZExportState },
        },
      },
      async (request, reply) =>
        sendExport(app.services, reply, requireActor(request), definition, format, {
          // The schemas above parsed them: their outputs are Query and Params.
          query: request.query as Query,
          params: (hasParams ? request.params : {}) as Params,
        }),
    );
  }
}
