import {
  ZCourseDetail,
  ZDepartmentOverview,
  ZIdParam,
  ZMyCourses,
  ZRosterPage,
  ZRosterPageQuery,
  ZRosterQuery,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { KeptAnswers } from '@/platform/http/kept-answers.ts';
import { courseDetail, myCourses, myDepartment } from './course-pages.service.ts';
import { rosterPage } from './roster.service.ts';
import { rosterExport } from './roster-export.ts';

const read = requires('academics:read:school');
const base = '/api/v1/academics';
const tags = ['teaching'];

/** The most lecturers' course lists one API process keeps. */
const MOST_COURSE_LISTS = 5_000;

/**
 * The lecturer's and HOD's course pages. Their URLs stay under academics; they live here
 * because who takes a course is who registered it (approved registrations).
 */
export const rostersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const courseLists = new KeptAnswers(MOST_COURSE_LISTS);

  app.get(
    `${base}/my-courses`,
    {
      config: { access: read },
      schema: {
        summary: 'The courses you teach this session',
        tags,
        response: { 200: ZMyCourses },
      },
    },
    // Kept while the session's teaching mark holds (migration 0036), sent as kept: the response
    // schema above is checked once, when the list is made. It depends on the user alone.
    async (request, reply) => {
      const actor = requireActor(request);
      const answer = await courseLists.answer(actor.userId, actor.teachingMark, async () => ({
        json: JSON.stringify(ZMyCourses.parse(await myCourses(ctx, actor))),
      }));
      return answer.send(request, reply);
    },
  );
  app.get(
    `${base}/my-department`,
    {
      config: { access: read },
      schema: {
        summary: 'The departments you head, with their courses',
        tags,
        response: { 200: ZDepartmentOverview },
      },
    },
    async (request) => myDepartment(ctx, requireActor(request)),
  );
  app.get(
    `${base}/courses/:id/detail`,
    {
      config: { access: read },
      schema: {
        summary:
          'A course with its lecturers, curriculum places and students (for those with a duty for it)',
        tags,
        params: ZIdParam,
        querystring: ZRosterQuery,
        response: { 200: ZCourseDetail },
      },
    },
    async (request) =>
      courseDetail(ctx, requireActor(request), request.params.id, request.query.sessionId),
  );
  app.get(
    `${base}/courses/:id/students`,
    {
      config: { access: read },
      schema: {
        summary: 'The students of a course (approved registrations), searchable and paginated',
        tags,
        params: ZIdParam,
        querystring: ZRosterPageQuery,
        response: { 200: ZRosterPage },
      },
    },
    async (request) => rosterPage(ctx, requireActor(request), request.params.id, request.query),
  );
  registerExportRoutes(app, rosterExport, {
    path: `${base}/courses/:id/roster`,
    summary: "The course's students (its roster), searched as the list is",
    tags,
    access: read,
  });
};
