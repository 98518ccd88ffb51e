import type { ServiceContext } from '@/platform/service-context.ts';

/** Gives the job runner the export job (called from app.ts). */
export function registerExportJobs(_ctx: ServiceContext): void {}
