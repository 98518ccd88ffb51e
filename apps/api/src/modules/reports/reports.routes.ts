import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The school's figures for the manager's and head of school's homes. */
export const reportsRoutes: FastifyPluginAsyncZod = async (_app) => {};
