import * as z from 'zod/mini';
import { ZSignedUrl } from './files.ts';

// Exports of officer lists (issue 18): CSV and XLSX, streamed; large ones run as jobs.
export const exportFormats = ['csv', 'xlsx'] as const;
export const ZExportFormat = z.enum(exportFormats);
export type TExportFormat = z.infer<typeof ZExportFormat>;

/** An export past the direct limit is prepared in the background, then downloaded by link. */
export const exportStates = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export const ZExportStateName = z.enum(exportStates);
export type TExportStateName = z.infer<typeof ZExportStateName>;

/**
 * `GET /api/v1/exports/{id}` (and the 202 answer of an export that became a job): how far it
 * is, its rows (counted when asked; written, once done) and, when done, a link that works
 * for the person who asked, for an hour.
 */
export const ZExportState = z.object({
  id: z.uuid(),
  state: ZExportStateName,
  format: ZExportFormat,
  filename: z.string(),
  rows: z.int(),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  download: z.nullable(ZSignedUrl),
});
export type TExportState = z.infer<typeof ZExportState>;

/** Rows past which an export runs as a job rather than streaming at once (the default). */
export const EXPORT_DIRECT_MAX_ROWS = 50_000;
