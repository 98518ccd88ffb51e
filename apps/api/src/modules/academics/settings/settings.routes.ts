import {
  ZAcademicsOverview,
  ZCreateGradingScheme,
  ZGradingScheme,
  ZGradingSchemeList,
  ZGradingSchemeQuery,
  ZIdParam,
  ZSchoolSettings,
  ZSchoolSettingsView,
  ZUpdateGradingScheme,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { academicsOverview } from '@/modules/academics/structure/overview.service.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import {
  copyScheme,
  createScheme,
  deleteScheme,
  getScheme,
  listSchemes,
  updateScheme,
} from './grading.service.ts';
import { getSettings, updateSettings } from './settings.service.ts';

const base = '/api/v1/academics';
const readSchemes = requires(['grading:manage:platform', 'academics:read:school']);
const manageSchemes = requires('grading:manage:platform');

/** Grading schemes (the platform's), school settings and the head of school's overview. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const tags = ['grading'];

  app.get(
    `${base}/grading-schemes`,
    {
      config: { access: readSchemes },
      schema: {
        summary: 'Grading schemes',
        tags,
        querystring: ZGradingSchemeQuery,
        response: { 200: ZGradingSchemeList },
      },
    },
    async (request) => listSchemes(ctx, request.query),
  );
  app.get(
    `${base}/grading-schemes/:id`,
    {
      config: { access: readSchemes },
      schema: {
        summary: 'One grading scheme',
        tags,
        params: ZIdParam,
        response: { 200: ZGradingScheme },
      },
    },
    async (request) => getScheme(ctx, request.params.id),
  );
  app.post(
    `${base}/grading-schemes`,
    {
      config: { access: manageSchemes },
      schema: {
        summary: 'Create a grading scheme (bands must cover 0–100 exactly)',
        tags,
        body: ZCreateGradingScheme,
        response: { 201: ZGradingScheme },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createScheme(ctx, request.body, auditContext(request))),
  );
  app.patch(
    `${base}/grading-schemes/:id`,
    {
      config: { access: manageSchemes },
      schema: {
        summary: 'Change a scheme no school uses yet, or rename or archive one',
        tags,
        params: ZIdParam,
        body: ZUpdateGradingScheme,
        response: { 200: ZGradingScheme },
      },
    },
    async (request) => updateScheme(ctx, request.params.id, request.body, auditContext(request)),
  );
  app.post(
    `${base}/grading-schemes/:id/copy`,
    {
      config: { access: manageSchemes },
      schema: {
        summary: 'Copy a scheme to change it',
        tags,
        params: ZIdParam,
        response: { 201: ZGradingScheme },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await copyScheme(ctx, request.params.id, auditContext(request))),
  );
  app.delete(
    `${base}/grading-schemes/:id`,
    {
      config: { access: manageSchemes },
      schema: { summary: 'Delete a scheme no school uses', tags, params: ZIdParam },
    },
    async (request, reply) => {
      await deleteScheme(ctx, request.params.id, auditContext(request));
      return reply.code(204).send();
    },
  );

  app.get(
    `${base}/settings`,
    {
      config: { access: requires('academics:read:school') },
      schema: {
        summary: 'The school’s academic settings',
        tags: ['settings'],
        response: { 200: ZSchoolSettingsView },
      },
    },
    async (request) => getSettings(ctx, requireActor(request)),
  );
  app.put(
    `${base}/settings`,
    {
      config: { access: requires('academics:manage:school') },
      schema: {
        summary: 'Change the school’s academic settings',
        tags: ['settings'],
        body: ZSchoolSettings,
        response: { 200: ZSchoolSettingsView },
      },
    },
    async (request) =>
      updateSettings(ctx, requireActor(request), request.body, auditContext(request)),
  );

  app.get(
    `${base}/overview`,
    {
      config: { access: requires('academics:read:school') },
      schema: {
        summary: 'Counts and what still needs setting up',
        tags: ['settings'],
        response: { 200: ZAcademicsOverview },
      },
    },
    async (request) => academicsOverview(ctx, requireActor(request)),
  );
};
