import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The ballot: the draw and its published result. */
export const hostelBallotRoutes: FastifyPluginAsyncZod = async () => {};
