import { ZJoinWaitlist, ZWaitlistPlace } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { joinWaitlist } from './join-waitlist.service.ts';
import { leaveWaitlist } from './leave-waitlist.service.ts';

const tags = ['registration'];
const base = '/api/v1/registration/mine/waitlist';
const register = requires('registration:register:self');

/** A student's places on the waiting lists of full courses (decision 008). */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.post(
    base,
    {
      config: { access: register },
      schema: {
        summary: "Join a full course's waiting list (joining again gives the same place)",
        tags,
        body: ZJoinWaitlist,
        response: { 200: ZWaitlistPlace },
      },
    },
    async (request) =>
      joinWaitlist(ctx, requireActor(request), auditContext(request), request.body.courseId),
  );

  app.delete(
    `${base}/:courseId`,
    {
      config: { access: register },
      schema: {
        summary: "Leave a course's waiting list; a seat held for you passes to the next in line",
        tags,
        params: ZJoinWaitlist,
      },
    },
    async (request, reply) => {
      await leaveWaitlist(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.courseId,
      );
      return reply.code(204).send();
    },
  );
};
