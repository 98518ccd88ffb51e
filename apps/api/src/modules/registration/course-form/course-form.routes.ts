import {
  ZCourseFormCheck,
  ZCourseFormCodeParam,
  ZRegistrationIdParam,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { publicAccess, requires } from '@/platform/access/route-access.ts';
import { pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { checkCourseForm, myCourseFormPdf, reviewedCourseFormPdf } from './course-form.service.ts';

const tags = ['registration'];
const base = '/api/v1/registration';

/** The course form PDF, for its student and their HOD, and its public check by code. */
export const courseFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/mine/course-form.pdf`,
    {
      config: { access: requires('registration:register:self') },
      schema: { summary: 'Your course form, once your HOD approved your registration (PDF)', tags },
    },
    async (request, reply) => {
      const form = await myCourseFormPdf(ctx, requireActor(request));
      return sendDownload(reply, pdfFile(form.filename, form.bytes));
    },
  );

  app.get(
    `${base}/review/:registrationId/course-form.pdf`,
    {
      config: { access: requires('registration:review:department') },
      schema: {
        summary: 'The course form of an approved registration of your department (PDF)',
        tags,
        params: ZRegistrationIdParam,
      },
    },
    async (request, reply) => {
      const form = await reviewedCourseFormPdf(
        ctx,
        requireActor(request),
        request.params.registrationId,
      );
      return sendDownload(reply, pdfFile(form.filename, form.bytes));
    },
  );

  app.get(
    `${base}/course-forms/:code`,
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Check a course form by its verification code (public)',
        tags,
        params: ZCourseFormCodeParam,
        response: { 200: ZCourseFormCheck },
      },
    },
    async (request) => checkCourseForm(ctx, request.params.code),
  );
};
