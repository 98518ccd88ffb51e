import {
  ZBedChoice,
  ZHostelApplicationRow,
  ZIdParam,
  ZPlaceStudent,
  ZVacateBed,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { allocateApplication, placeStudent } from './manual-allocation.service.ts';
import { moveApplication, vacateApplication } from './move-vacate.service.ts';

const tags = ['hostels'];
const base = '/api/v1/hostels';
const manage = requires('hostels:manage:school');

/** The hostel admin's manual work: allocate, place a student who did not apply, move, vacate. */
export const allocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const schema = { tags, params: ZIdParam, response: { 200: ZHostelApplicationRow } };

  app.post(
    `${base}/applications/:id/allocate`,
    {
      config: { access: manage },
      schema: {
        ...schema,
        summary: 'Give an application (pending, awaiting a bed or held) a bed',
        body: ZBedChoice,
      },
    },
    async (request) =>
      allocateApplication(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    `${base}/applications/:id/move`,
    {
      config: { access: manage },
      schema: { ...schema, summary: 'Move a resident or a hold to another bed', body: ZBedChoice },
    },
    async (request) =>
      moveApplication(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    `${base}/applications/:id/vacate`,
    {
      config: { access: manage },
      schema: {
        ...schema,
        summary: 'Record that a resident left: the bed is free again',
        body: ZVacateBed,
      },
    },
    async (request) =>
      vacateApplication(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    `${base}/allocations`,
    {
      config: { access: manage },
      schema: {
        summary: 'Place a student who has not applied in a bed',
        tags,
        body: ZPlaceStudent,
        response: { 201: ZHostelApplicationRow },
      },
    },
    async (request, reply) => {
      const row = await placeStudent(
        ctx,
        requireActor(request),
        auditContext(request),
        request.body,
      );
      return reply.code(201).send(row);
    },
  );
};
