import {
  ZMyRegistration,
  ZRegistration,
  ZSaveRegistration,
  ZSubmitRegistration,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { myRegistration } from './my-registration.service.ts';
import { saveMyRegistration } from './save-registration.service.ts';

const tags = ['registration'];
const base = '/api/v1/registration';
const register = requires('registration:register:self');

/** A student's course registration for the current semester. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/mine`,
    {
      config: { access: register },
      schema: {
        summary: 'Your registration, the open period, the proposed courses and why it is closed',
        tags,
        response: { 200: ZMyRegistration },
      },
    },
    async (request) => myRegistration(ctx, requireActor(request)),
  );

  app.put(
    `${base}/mine`,
    {
      config: { access: register },
      schema: {
        summary: 'Save the chosen courses as a draft (seats are held for them)',
        tags,
        body: ZSaveRegistration,
        response: { 200: ZRegistration },
      },
    },
    async (request) =>
      saveMyRegistration(ctx, requireActor(request), auditContext(request), {
        courseIds: request.body.courseIds,
        submit: false,
      }),
  );

  app.post(
    `${base}/mine/submit`,
    {
      config: { access: register },
      schema: {
        summary: 'Submit the saved draft, or these courses, for the HOD to approve',
        tags,
        body: ZSubmitRegistration,
        response: { 200: ZRegistration },
      },
    },
    async (request) =>
      saveMyRegistration(ctx, requireActor(request), auditContext(request), {
        courseIds: request.body.courseIds,
        submit: true,
      }),
  );
};
