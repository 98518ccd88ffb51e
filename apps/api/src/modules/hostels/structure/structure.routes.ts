import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Hostels, blocks, rooms and bed spaces (the hostel admin's reference data). */
export const hostelStructureRoutes: FastifyPluginAsyncZod = async () => {};
