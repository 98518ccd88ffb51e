import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Vehicles, their drivers and documents (helper: vehicles). */
export const transportVehicleRoutes: FastifyPluginAsyncZod = async (_app) => {};
