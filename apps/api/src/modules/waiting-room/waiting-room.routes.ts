import { type TPermission, type TWaitingRoom, ZWaitingRoomTurn } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { checkIn, leave } from './waiting-room.service.ts';

const tags = ['waiting-room'];
const base = '/api/v1/waiting-room';

/** Each room and who may queue for it: those who may use the page behind it. */
const rooms: Record<TWaitingRoom, TPermission> = {
  registration: 'registration:register:self',
  hostel: 'hostels:apply:self',
};

/** The waiting rooms in front of the pages a rush comes for (course registration, hostels). */
export const waitingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  for (const [room, permission] of Object.entries(rooms) as [TWaitingRoom, TPermission][]) {
    app.post(
      `${base}/${room}/check-in`,
      {
        config: { access: requires(permission) },
        schema: {
          summary: `Take or keep your place for the ${room} page: in, or where you stand`,
          tags,
          response: { 200: ZWaitingRoomTurn },
        },
      },
      async (request) => checkIn(ctx, requireActor(request), room),
    );
    app.post(
      `${base}/${room}/leave`,
      {
        config: { access: requires(permission) },
        schema: { summary: `Give up your place or turn for the ${room} page`, tags },
      },
      async (request, reply) => {
        await leave(ctx, requireActor(request), room);
        return reply.code(204).send();
      },
    );
  }
};
