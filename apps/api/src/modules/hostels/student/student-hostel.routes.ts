import { ZApplyForBed, ZHostelApplication, ZMyAccommodation } from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { applyForBed } from './apply.service.ts';
import { myAccommodation } from './my-accommodation.service.ts';
import { withdrawMyApplication } from './withdraw.service.ts';

const tags = ['hostels'];
const base = '/api/v1/hostels/mine';
const apply = requires('hostels:apply:self');

/** The student's hostel accommodation for the current session. */
export const studentHostelRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    base,
    {
      config: { access: apply },
      schema: {
        summary: 'Your hostel application, the hostels open to you and why you cannot apply',
        tags,
        response: { 200: ZMyAccommodation },
      },
    },
    async (request) => myAccommodation(ctx, requireActor(request)),
  );

  app.post(
    `${base}/apply`,
    {
      config: { access: apply },
      schema: {
        summary: 'Apply for a bed space: first come, a bed is held for you; in a ballot, wait',
        tags,
        body: ZApplyForBed,
        response: { 201: ZHostelApplication },
      },
    },
    async (request, reply) => {
      const application = await applyForBed(
        ctx,
        requireActor(request),
        auditContext(request),
        request.body,
      );
      return reply.code(201).send(application);
    },
  );

  app.post(
    `${base}/withdraw`,
    {
      config: { access: apply },
      schema: { summary: 'Withdraw your application, or give back a bed not yet paid', tags },
    },
    async (request, reply) => {
      await withdrawMyApplication(ctx, requireActor(request), auditContext(request));
      return reply.code(204).send();
    },
  );
};
