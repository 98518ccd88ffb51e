import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The transport admin's home figures and trip manifests (helper: home). */
export const transportAdminRoutes: FastifyPluginAsyncZod = async (_app) => {};
