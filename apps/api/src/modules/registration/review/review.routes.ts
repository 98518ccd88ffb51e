import {
  ZApproveRegistrations,
  ZApproveResult,
  ZDepartmentParam,
  ZRegistrationParam,
  ZReturnRegistration,
  ZReviewDetail,
  ZReviewOverview,
  ZReviewPage,
  ZReviewQuery,
  ZUnregisteredPage,
  ZUnregisteredQuery,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { approveRegistrations, returnRegistration } from './review-decisions.service.ts';
import { reviewDetail } from './review-detail.service.ts';
import { reviewExport } from './review-export.ts';
import { listDepartmentRegistrations } from './review-list.service.ts';
import { departmentOverview, unregisteredStudents } from './review-overview.service.ts';

const tags = ['registration'];
const base = '/api/v1/registration';
const review = requires('registration:review:department');

/** The head of department's review of the department's course registrations. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/departments/:departmentId/registrations`,
    {
      config: { access: review },
      schema: {
        summary: "The department's registrations of the semester under review",
        tags,
        params: ZDepartmentParam,
        querystring: ZReviewQuery,
        response: { 200: ZReviewPage },
      },
    },
    async (request) =>
      listDepartmentRegistrations(
        ctx,
        requireActor(request),
        request.params.departmentId,
        request.query,
      ),
  );

  registerExportRoutes(app, reviewExport, {
    path: `${base}/departments/:departmentId/registrations`,
    summary: "The department's registrations the list shows with the same filters",
    tags,
    access: review,
  });

  app.get(
    `${base}/departments/:departmentId/overview`,
    {
      config: { access: review },
      schema: {
        summary: 'Registrations by state and level, students not registered, courses nearly full',
        tags,
        params: ZDepartmentParam,
        response: { 200: ZReviewOverview },
      },
    },
    async (request) => departmentOverview(ctx, requireActor(request), request.params.departmentId),
  );

  app.get(
    `${base}/departments/:departmentId/unregistered`,
    {
      config: { access: review },
      schema: {
        summary: "The department's students who have not submitted a registration",
        tags,
        params: ZDepartmentParam,
        querystring: ZUnregisteredQuery,
        response: { 200: ZUnregisteredPage },
      },
    },
    async (request) =>
      unregisteredStudents(ctx, requireActor(request), request.params.departmentId, request.query),
  );

  app.post(
    `${base}/departments/:departmentId/approve`,
    {
      config: { access: review },
      schema: {
        summary: 'Approve the submitted registrations among these',
        tags,
        params: ZDepartmentParam,
        body: ZApproveRegistrations,
        response: { 200: ZApproveResult },
      },
    },
    async (request) =>
      approveRegistrations(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.departmentId,
        request.body.registrationIds,
      ),
  );

  app.get(
    `${base}/review/:registrationId`,
    {
      config: { access: review },
      schema: {
        summary: 'One registration of your department, with its courses',
        tags,
        params: ZRegistrationParam,
        response: { 200: ZReviewDetail },
      },
    },
    async (request) => reviewDetail(ctx, requireActor(request), request.params.registrationId),
  );

  app.post(
    `${base}/review/:registrationId/return`,
    {
      config: { access: review },
      schema: {
        summary: 'Return a registration to the student with a reason',
        tags,
        params: ZRegistrationParam,
        body: ZReturnRegistration,
        response: { 200: ZReviewDetail },
      },
    },
    async (request) =>
      returnRegistration(
        ctx,
        requireActor(request),
        auditContext(request),
        request.params.registrationId,
        request.body.reason,
      ),
  );
};
