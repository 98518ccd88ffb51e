import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Exports run as jobs (past 50,000 rows): their state and download link. */
export const exportsRoutes: FastifyPluginAsyncZod = async (_app) => {};
