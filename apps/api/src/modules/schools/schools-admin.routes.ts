import {
  LOGO_MAX_BYTES,
  ZCreateSchoolRequest,
  ZIdParam,
  ZSchool,
  ZSchoolList,
  ZSchoolListQuery,
  ZUpdateSchoolRequest,
} from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess, requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fileById } from '@/platform/files/files.service.ts';
import { readUpload } from '@/platform/files/upload.ts';
import { schools } from './schools.tables.ts';
import {
  createSchool,
  getSchool,
  listSchools,
  replaceLogo,
  updateSchool,
} from './schools-admin.service.ts';

const tags = ['schools'];
const manage = requires('schools:manage:platform');

export const schoolsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    '/api/v1/schools',
    {
      config: { access: manage },
      schema: {
        summary: 'Every school on the platform',
        tags,
        querystring: ZSchoolListQuery,
        response: { 200: ZSchoolList },
      },
    },
    async (request) => listSchools(ctx, request.query),
  );

  app.post(
    '/api/v1/schools',
    {
      config: { access: manage },
      schema: {
        summary: 'Add a school',
        tags,
        body: ZCreateSchoolRequest,
        response: { 201: ZSchool },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSchool(ctx, request.body, auditContext(request))),
  );

  app.get(
    '/api/v1/schools/:id',
    {
      config: { access: manage },
      schema: { summary: 'One school', tags, params: ZIdParam, response: { 200: ZSchool } },
    },
    async (request) => getSchool(ctx.db, request.params.id),
  );

  app.patch(
    '/api/v1/schools/:id',
    {
      config: { access: manage },
      schema: {
        summary: 'Change a school’s details, status or fee settings',
        tags,
        params: ZIdParam,
        body: ZUpdateSchoolRequest,
        response: { 200: ZSchool },
      },
    },
    async (request) => updateSchool(ctx, request.params.id, request.body, auditContext(request)),
  );

  app.put(
    '/api/v1/schools/:id/logo',
    {
      config: { access: manage },
      schema: {
        summary: 'Upload the school’s logo (JPEG or PNG, up to 1 MB)',
        tags,
        params: ZIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: ZSchool },
      },
    },
    async (request) => {
      const upload = await readUpload(request, {
        maxBytes: LOGO_MAX_BYTES,
        allowed: ['image/jpeg', 'image/png'],
      });
      return replaceLogo(ctx, request.params.id, upload, auditContext(request));
    },
  );

  app.get(
    '/api/v1/schools/:id/logo',
    {
      config: { access: publicAccess },
      schema: {
        summary: 'The school’s logo (public: it shows on public pages)',
        tags,
        params: ZIdParam,
      },
    },
    async (request, reply) => {
      const [school] = await ctx.db
        .select({ logoFileId: schools.logoFileId })
        .from(schools)
        .where(eq(schools.id, request.params.id));
      const row = school?.logoFileId ? await fileById(ctx.db, school.logoFileId) : null;
      const bytes = row ? await ctx.storage.get(row.storageKey) : null;
      if (!row || !bytes) throw new AppError('storage_object_not_found');
      return reply
        .type(row.contentType)
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    },
  );
};
