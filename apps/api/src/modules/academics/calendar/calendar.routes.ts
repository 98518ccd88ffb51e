import {
  ZAcademicYear,
  ZAcademicYearList,
  ZCreateAcademicYear,
  ZCreateRegistrationPeriod,
  ZCreateSemester,
  ZCreateSession,
  ZIdParam,
  ZListQuery,
  ZRegistrationPeriod,
  ZRegistrationPeriodList,
  ZRegistrationPeriodQuery,
  ZSemester,
  ZSemesterList,
  ZSemesterQuery,
  ZSession,
  ZSessionList,
  ZSessionQuery,
  ZUpdateAcademicYear,
  ZUpdateRegistrationPeriod,
  ZUpdateSemester,
  ZUpdateSession,
} from '@campusflow/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerResourceRoutes } from '@/platform/crud/resource-routes.ts';
import { getResource } from '@/platform/crud/school-resource.ts';
import {
  academicYearSpec,
  registrationPeriodSpec,
  semesterSpec,
  sessionSpec,
} from './calendar.resources.ts';
import { makeSessionCurrent } from './current-session.service.ts';

const read = ['academics:read:school'] as const;
const manage = ['academics:manage:school'] as const;
const base = '/api/v1/academics';

/** Academic years, sessions (one current), semesters and registration periods. */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const common = { tag: 'calendar', read, manage };
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/academic-years`,
    spec: academicYearSpec,
    schemas: {
      item: ZAcademicYear,
      list: ZAcademicYearList,
      query: ZListQuery,
      create: ZCreateAcademicYear,
      update: ZUpdateAcademicYear,
    },
  });
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/sessions`,
    spec: sessionSpec,
    schemas: {
      item: ZSession,
      list: ZSessionList,
      query: ZSessionQuery,
      create: ZCreateSession,
      update: ZUpdateSession,
    },
  });
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/semesters`,
    spec: semesterSpec,
    schemas: {
      item: ZSemester,
      list: ZSemesterList,
      query: ZSemesterQuery,
      create: ZCreateSemester,
      update: ZUpdateSemester,
    },
  });
  registerResourceRoutes(app, {
    ...common,
    path: `${base}/registration-periods`,
    spec: registrationPeriodSpec,
    schemas: {
      item: ZRegistrationPeriod,
      list: ZRegistrationPeriodList,
      query: ZRegistrationPeriodQuery,
      create: ZCreateRegistrationPeriod,
      update: ZUpdateRegistrationPeriod,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    `${base}/sessions/:id/current`,
    {
      config: { access: requires(manage) },
      schema: {
        summary: 'Make this the school’s current session',
        tags: ['calendar'],
        params: ZIdParam,
        response: { 200: ZSession },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await makeSessionCurrent(app.services, actor, request.params.id, auditContext(request));
      return getResource(app.services, sessionSpec, actor, request.params.id);
    },
  );
};
