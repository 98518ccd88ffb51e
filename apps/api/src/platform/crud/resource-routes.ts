import { type TListQuery, type TPermission, ZIdParam } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { type ResourceExport, resourceExport } from './resource-export.ts';
import {
  createResource,
  deleteResource,
  getResource,
  listResource,
  type ResourceSpec,
  updateResource,
} from './school-resource.ts';

type Schemas<Query, Create, Update> = {
  item: z.ZodMiniType;
  list: z.ZodMiniType;
  query: z.ZodMiniType<Query, unknown>;
  create: z.ZodMiniType<Create, unknown>;
  update: z.ZodMiniType<Update, unknown>;
};

/**
 * The five routes of a school-owned resource: list, get, create, update (also archive and
 * restore, through `status`) and delete. Reading and managing each declare their permission.
 */
export function registerResourceRoutes<
  Row,
  Item extends { id: string },
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  app: FastifyInstance,
  options: {
    path: string;
    tag: string;
    spec: ResourceSpec<Row, Item, Query, Create, Update>;
    schemas: Schemas<Query, Create, Update>;
    read: readonly TPermission[];
    manage: readonly TPermission[];
    /** The list as CSV and XLSX at `<path>.csv|.xlsx`, when given. */
    export?: ResourceExport<Item>;
  },
) {
  const { spec, schemas, path } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.services;
  const tags = [options.tag];
  const read = requires(options.read);
  const manage = requires(options.manage);
  const plural = `${spec.noun}s`;

  routes.get(
    path,
    {
      config: { access: read },
      schema: {
        summary: `List ${plural}`,
        tags,
        querystring: schemas.query,
        response: { 200: schemas.list },
      },
    },
    async (request) => listResource(ctx, spec, requireActor(request), request.query as Query),
  );
  if (options.export) {
    registerExportRoutes(app, resourceExport(spec, schemas.query, options.export), {
      path,
      summary: `The ${plural} the list shows with the same filters`,
      tags,
      access: read,
    });
  }
  routes.get(
    `${path}/:id`,
    {
      config: { access: read },
      schema: {
        summary: `One ${spec.noun}`,
        tags,
        params: ZIdParam,
        response: { 200: schemas.item },
      },
    },
    async (request) => getResource(ctx, spec, requireActor(request), request.params.id),
  );
  routes.post(
    path,
    {
      config: { access: manage },
      schema: {
        summary: `Create a ${spec.noun}`,
        tags,
        body: schemas.create,
        response: { 201: schemas.item },
      },
    },
    async (request, reply) => {
      const item = await createResource(
        ctx,
        spec,
        requireActor(request),
        // The create schema parsed it: its output is Create (Fastify widens a generic body).
        request.body as Create,
        auditContext(request),
      );
      return reply.code(201).send(item);
    },
  );
  routes.patch(
    `${path}/:id`,
    {
      config: { access: manage },
      schema: {
        summary: `Change, archive or restore a ${spec.noun}`,
        tags,
        params: ZIdParam,
        body: schemas.update,
        response: { 200: schemas.item },
      },
    },
    async (request) =>
      updateResource(
        ctx,
        spec,
        requireActor(request),
        request.params.id,
        request.body as Update,
        auditContext(request),
      ),
  );
  routes.delete(
    `${path}/:id`,
    {
      config: { access: manage },
      schema: { summary: `Delete a ${spec.noun} nothing refers to`, tags, params: ZIdParam },
    },
    async (request, reply) => {
      await deleteResource(
        ctx,
        spec,
        requireActor(request),
        request.params.id,
        auditContext(request),
      );
      return reply.code(204).send();
    },
  );
}
