import type { ServiceContext } from '@/platform/service-context.ts';

/** Gives the job runner the e-mail sender's jobs (called from app.ts). */
export function registerMessagingJobs(_ctx: ServiceContext): void {}
