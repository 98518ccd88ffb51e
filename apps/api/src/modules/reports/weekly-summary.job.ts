import type { ServiceContext } from '@/platform/service-context.ts';

/** Gives the job runner the officers' weekly summary e-mail (called from app.ts). */
export function registerWeeklySummary(_ctx: ServiceContext): void {}
