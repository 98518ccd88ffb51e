import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The hostel admin's rules, prices, occupancy, lists and manual allocations. */
export const hostelAdminRoutes: FastifyPluginAsyncZod = async () => {};
