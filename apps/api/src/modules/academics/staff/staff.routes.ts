import {
  ZCourseDetail,
  ZCreateStaffAssignment,
  ZDepartmentOverview,
  ZIdParam,
  ZMyCourses,
  ZRosterPage,
  ZRosterPageQuery,
  ZRosterQuery,
  ZStaffAssignment,
  ZStaffAssignmentList,
  ZStaffAssignmentQuery,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetail,
  myCourses,
  myDepartment,
  rosterCsv,
  rosterPage,
} from '@/modules/academics/courses/teaching.service.ts';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { csvFile, sendDownload } from '@/platform/http/send-download.ts';
import { createAssignment, deleteAssignment, listAssignments } from './staff.service.ts';

const read = requires('academics:read:school');
const manage = requires('academics:manage:school');
const base = '/api/v1/academics';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  const tags = ['staff'];

  app.get(
    `${base}/staff-assignments`,
    {
      config: { access: read },
      schema: {
        summary: 'Heads of department, lecturers and exam officers',
        tags,
        querystring: ZStaffAssignmentQuery,
        response: { 200: ZStaffAssignmentList },
      },
    },
    async (request) => listAssignments(ctx, requireActor(request), request.query),
  );
  app.post(
    `${base}/staff-assignments`,
    {
      config: { access: manage },
      schema: {
        summary: 'Assign a duty to a member of staff',
        tags,
        body: ZCreateStaffAssignment,
        response: { 201: ZStaffAssignment },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createAssignment(ctx, requireActor(request), request.body, auditContext(request)),
        ),
  );
  app.delete(
    `${base}/staff-assignments/:id`,
    {
      config: { access: manage },
      schema: { summary: 'Remove an assignment', tags, params: ZIdParam },
    },
    async (request, reply) => {
      await deleteAssignment(ctx, requireActor(request), request.params.id, auditContext(request));
      return reply.code(204).send();
    },
  );

  app.get(
    `${base}/my-courses`,
    {
      config: { access: read },
      schema: {
        summary: 'The courses you teach this session',
        tags: ['teaching'],
        response: { 200: ZMyCourses },
      },
    },
    async (request) => myCourses(ctx, requireActor(request)),
  );
  app.get(
    `${base}/my-department`,
    {
      config: { access: read },
      schema: {
        summary: 'The departments you head, with their courses',
        tags: ['teaching'],
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
        tags: ['teaching'],
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
        summary: 'The students of a course, searchable and paginated',
        tags: ['teaching'],
        params: ZIdParam,
        querystring: ZRosterPageQuery,
        response: { 200: ZRosterPage },
      },
    },
    async (request) => rosterPage(ctx, requireActor(request), request.params.id, request.query),
  );
  app.get(
    `${base}/courses/:id/roster.csv`,
    {
      config: { access: read },
      schema: {
        summary: 'The course roster as CSV',
        tags: ['teaching'],
        params: ZIdParam,
        querystring: ZRosterQuery,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await rosterCsv(
        ctx,
        requireActor(request),
        request.params.id,
        request.query.sessionId,
      );
      return sendDownload(reply, csvFile(filename, csv));
    },
  );
};
