import {
  ZAddCurriculumItem,
  ZCourse,
  ZCourseList,
  ZCourseQuery,
  ZCreateCourse,
  ZCurriculum,
  ZCurriculumQuery,
  ZIdParam,
  ZUpdateCourse,
} from '@campusflow/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerResourceRoutes } from '@/platform/crud/resource-routes.ts';
import { courseExport, courseSpec } from './courses.resources.ts';
import { addCurriculumItem, getCurriculum, removeCurriculumItem } from './curriculum.service.ts';

const read = ['academics:read:school'] as const;
const manage = ['academics:manage:school'] as const;
const base = '/api/v1/academics';

export const coursesRoutes: FastifyPluginAsync = async (app) => {
  registerResourceRoutes(app, {
    tag: 'courses',
    read,
    manage,
    path: `${base}/courses`,
    spec: courseSpec,
    export: courseExport,
    schemas: {
      item: ZCourse,
      list: ZCourseList,
      query: ZCourseQuery,
      create: ZCreateCourse,
      update: ZUpdateCourse,
    },
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['curriculum'];
  routes.get(
    `${base}/curriculum`,
    {
      config: { access: requires(read) },
      schema: {
        summary: 'The courses of a programme at a level, by semester, with unit totals',
        tags,
        querystring: ZCurriculumQuery,
        response: { 200: ZCurriculum },
      },
    },
    async (request) =>
      getCurriculum(
        app.services,
        requireActor(request),
        request.query.programmeId,
        request.query.level,
      ),
  );
  routes.post(
    `${base}/curriculum`,
    {
      config: { access: requires(manage) },
      schema: {
        summary: 'Add a course to a programme’s curriculum',
        tags,
        body: ZAddCurriculumItem,
        response: { 201: ZCurriculum },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await addCurriculumItem(app.services, actor, request.body, auditContext(request));
      return reply
        .code(201)
        .send(
          await getCurriculum(app.services, actor, request.body.programmeId, request.body.level),
        );
    },
  );
  routes.delete(
    `${base}/curriculum/:id`,
    {
      config: { access: requires(manage) },
      schema: { summary: 'Remove a course from a curriculum', tags, params: ZIdParam },
    },
    async (request, reply) => {
      await removeCurriculumItem(
        app.services,
        requireActor(request),
        request.params.id,
        auditContext(request),
      );
      return reply.code(204).send();
    },
  );
};
