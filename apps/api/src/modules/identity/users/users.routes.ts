import {
  ZCreateUserRequest,
  ZIdParam,
  ZMessage,
  ZUpdateRolesRequest,
  ZUpdateStatusRequest,
  ZUserCounts,
  ZUserList,
  ZUserListQuery,
  ZUserSummary,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import {
  createUser,
  getUser,
  listUsers,
  resendInvitation,
  updateRoles,
  updateStatus,
  userCounts,
} from './users.service.ts';
import { usersExport } from './users-export.ts';

const tags = ['users'];
const read = requires(['users:read:school', 'users:read:platform']);
const manage = requires(['users:manage:school', 'users:manage:platform']);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    '/api/v1/users',
    {
      config: { access: read },
      schema: {
        summary: 'Users, searchable and filterable by any of several main roles',
        tags,
        querystring: ZUserListQuery,
        response: { 200: ZUserList },
      },
    },
    async (request) => listUsers(ctx, requireActor(request), request.query),
  );

  registerExportRoutes(app, usersExport, {
    path: '/api/v1/users',
    summary: 'The users the list shows with the same filters',
    tags,
    access: read,
  });

  app.get(
    '/api/v1/users/counts',
    {
      config: { access: read },
      schema: { summary: 'Users by role and status', tags, response: { 200: ZUserCounts } },
    },
    async (request) => userCounts(ctx, requireActor(request)),
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: { access: read },
      schema: { summary: 'One user', tags, params: ZIdParam, response: { 200: ZUserSummary } },
    },
    async (request) => getUser(ctx, requireActor(request), request.params.id),
  );

  app.post(
    '/api/v1/users',
    {
      config: {
        access: requires(['users:manage:school', 'users:manage:platform'], {
          unauthenticated: 'login_required_to_create_users',
        }),
      },
      schema: {
        summary: 'Create a user with roles; they receive an invitation to choose a password',
        tags,
        body: ZCreateUserRequest,
        response: { 201: ZUserSummary },
      },
    },
    async (request, reply) => {
      const user = await createUser(
        ctx,
        requireActor(request),
        request.body,
        auditContext(request),
      );
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/api/v1/users/:id/roles',
    {
      config: { access: manage },
      schema: {
        summary: "Replace a user's main roles",
        tags,
        params: ZIdParam,
        body: ZUpdateRolesRequest,
        response: { 200: ZUserSummary },
      },
    },
    async (request) =>
      updateRoles(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );

  app.put(
    '/api/v1/users/:id/status',
    {
      config: { access: manage },
      schema: {
        summary: 'Suspend or reactivate a user',
        tags,
        params: ZIdParam,
        body: ZUpdateStatusRequest,
        response: { 200: ZUserSummary },
      },
    },
    async (request) =>
      updateStatus(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );

  app.post(
    '/api/v1/users/:id/invitation',
    {
      config: { access: manage },
      schema: {
        summary: 'Send the invitation e-mail again',
        tags,
        params: ZIdParam,
        response: { 200: ZMessage },
      },
    },
    async (request) => ({
      message: await resendInvitation(
        ctx,
        requireActor(request),
        request.params.id,
        auditContext(request),
      ),
    }),
  );
};
