import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A student's subscription: routes on offer, subscribe, cancel, the pass PDF. */
export const studentTransportRoutes: FastifyPluginAsyncZod = async (_app) => {};
