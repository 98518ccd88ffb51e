import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The head of school's e-mail sender: groups, preview, campaigns, delivery, opting out. */
export const messagingRoutes: FastifyPluginAsyncZod = async (_app) => {};
