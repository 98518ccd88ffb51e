import {
  ZApplication,
  ZApplicationUpdate,
  ZAttachDocument,
  ZIdParam,
  ZMyApplication,
  ZOffering,
  ZOfferingInput,
  ZOfferingList,
  ZOpenProgrammes,
  ZStartApplication,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  listOfferings,
  openProgrammes,
  saveOffering,
} from '@/modules/admissions/officer/offerings.service.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { publicAccess, requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { acceptOffer } from './acceptance.service.ts';
import { admissionLetter } from './admission-letter.pdf.ts';
import {
  attachDocument,
  detachDocument,
  myApplication,
  startApplication,
  submitApplication,
  updateApplication,
  withdrawApplication,
} from './application.service.ts';

const apply = requires('admissions:apply:self');

/** The applicant's own application, and the programmes open for application. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const tags = ['admissions'];
  const mine = '/api/v1/admissions/my-application';

  app.get(
    '/api/v1/admissions/open-programmes/:school',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'Programmes a school has open for application this session (public)',
        tags,
        params: z.object({ school: z.string().check(z.minLength(1), z.maxLength(64)) }),
        response: { 200: ZOpenProgrammes },
      },
    },
    async (request) => openProgrammes(ctx, request.params.school),
  );

  app.get(
    '/api/v1/admissions/offerings',
    {
      config: { access: requires('admissions:read:school') },
      schema: {
        summary: "Every programme's admission rules this session",
        tags,
        response: { 200: ZOfferingList },
      },
    },
    async (request) => listOfferings(ctx, requireActor(request)),
  );

  app.put(
    '/api/v1/admissions/offerings',
    {
      config: { access: requires('admissions:manage:school') },
      schema: {
        summary: 'Open a programme for application or change its requirements, cut-off and quota',
        tags,
        body: ZOfferingInput,
        response: { 200: ZOffering },
      },
    },
    async (request) =>
      saveOffering(ctx, requireActor(request), request.body, auditContext(request)),
  );

  app.get(
    mine,
    {
      config: { access: apply },
      schema: { summary: 'My application', tags, response: { 200: ZMyApplication } },
    },
    async (request) => myApplication(ctx, requireActor(request)),
  );

  app.post(
    mine,
    {
      config: { access: apply },
      schema: {
        summary: 'Start an application (answers the existing one if there is one)',
        tags,
        body: ZStartApplication,
        response: { 200: ZApplication },
      },
    },
    async (request) =>
      startApplication(
        ctx,
        requireActor(request),
        request.body.firstChoiceId,
        auditContext(request),
      ),
  );

  app.patch(
    mine,
    {
      config: { access: apply },
      schema: {
        summary: 'Save part of my draft application',
        tags,
        body: ZApplicationUpdate,
        response: { 200: ZApplication },
      },
    },
    async (request) => updateApplication(ctx, requireActor(request), request.body),
  );

  app.post(
    `${mine}/documents`,
    {
      config: { access: apply },
      schema: {
        summary: 'Attach an uploaded document to my application',
        tags,
        body: ZAttachDocument,
        response: { 200: ZApplication },
      },
    },
    async (request) => attachDocument(ctx, requireActor(request), request.body),
  );

  app.delete(
    `${mine}/documents/:id`,
    {
      config: { access: apply },
      schema: {
        summary: 'Remove a document from my application',
        tags,
        params: ZIdParam,
        response: { 200: ZApplication },
      },
    },
    async (request) => detachDocument(ctx, requireActor(request), request.params.id),
  );

  for (const [path, summary, action] of [
    ['submit', 'Submit my application (locks it)', submitApplication],
    ['accept', 'Accept my offer of admission (issues the matric number)', acceptOffer],
    ['withdraw', 'Withdraw my application', withdrawApplication],
  ] as const) {
    app.post(
      `${mine}/${path}`,
      { config: { access: apply }, schema: { summary, tags, response: { 200: ZApplication } } },
      async (request) => action(ctx, requireActor(request), auditContext(request)),
    );
  }

  app.get(
    `${mine}/admission-letter.pdf`,
    {
      config: { access: apply },
      schema: { summary: 'My admission letter (PDF)', tags },
    },
    async (request, reply) => {
      const letter = await admissionLetter(ctx, requireActor(request));
      return sendDownload(reply, pdfFile(letter.filename, letter.bytes));
    },
  );
};
