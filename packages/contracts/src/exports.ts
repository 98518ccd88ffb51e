import * as z from 'zod/mini';

// Exports of officer lists (issue 18): CSV and XLSX, streamed; large ones run as jobs.
export const ZExportFormat = z.enum(['csv', 'xlsx']);
export type TExportFormat = z.infer<typeof ZExportFormat>;
