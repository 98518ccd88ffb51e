import { registerExportBuild } from '@/platform/export/export-job.ts';
import { registerExportPruning } from '@/platform/export/prune-exports.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/** Gives the job runner the export job and the daily removal of old files (called from app.ts). */
export function registerExportJobs(ctx: ServiceContext): void {
  registerExportBuild(ctx);
  registerExportPruning(ctx);
}
