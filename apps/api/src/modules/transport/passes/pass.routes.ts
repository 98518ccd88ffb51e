import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Checking a transport pass by its code (transport staff). */
export const transportPassRoutes: FastifyPluginAsyncZod = async (_app) => {};
