import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes, their stops, trips and fares, and the session's transport settings (helper: network). */
export const transportNetworkRoutes: FastifyPluginAsyncZod = async (_app) => {};
