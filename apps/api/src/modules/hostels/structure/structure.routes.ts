import {
  ZBedSpaceList,
  ZBedSpaceQuery,
  ZBulkRooms,
  ZBulkRoomsResult,
  ZCreateHostel,
  ZCreateHostelBlock,
  ZCreateHostelRoom,
  ZHostel,
  ZHostelBlock,
  ZHostelBlockList,
  ZHostelBlockQuery,
  ZHostelList,
  ZHostelQuery,
  ZHostelRoom,
  ZHostelRoomList,
  ZHostelRoomQuery,
  ZIdParam,
  ZSetBedStatus,
  ZSetBedStatusResult,
  ZUpdateHostel,
  ZUpdateHostelBlock,
  ZUpdateHostelRoom,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerResourceRoutes } from '@/platform/crud/resource-routes.ts';
import { listBeds, setBedStatus } from './beds.service.ts';
import { createBlock, deleteBlock, listBlocks, updateBlock } from './blocks.service.ts';
import { createRoomsInBulk } from './bulk-rooms.service.ts';
import { hostelSpec } from './hostel.resource.ts';
import { createRoom, deleteRoom, listRooms, updateRoom } from './rooms.service.ts';

const tags = ['hostels'];
const base = '/api/v1/hostels/structure';
const manage = ['hostels:manage:school'] as const;
const access = requires(manage);

/** Hostels, blocks, rooms and bed spaces (the hostel admin's reference data). */
export const hostelStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  registerResourceRoutes(app, {
    path: `${base}/hostels`,
    tag: 'hostels',
    spec: hostelSpec,
    read: manage,
    manage,
    schemas: {
      item: ZHostel,
      list: ZHostelList,
      query: ZHostelQuery,
      create: ZCreateHostel,
      update: ZUpdateHostel,
    },
  });

  app.get(
    `${base}/blocks`,
    {
      config: { access },
      schema: {
        summary: 'List hostel blocks',
        tags,
        querystring: ZHostelBlockQuery,
        response: { 200: ZHostelBlockList },
      },
    },
    async (request) => listBlocks(ctx, requireActor(request), request.query),
  );
  app.post(
    `${base}/blocks`,
    {
      config: { access },
      schema: {
        summary: 'Add a block to a hostel',
        tags,
        body: ZCreateHostelBlock,
        response: { 201: ZHostelBlock },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createBlock(ctx, requireActor(request), request.body, auditContext(request))),
  );
  app.patch(
    `${base}/blocks/:id`,
    {
      config: { access },
      schema: {
        summary: 'Rename a block',
        tags,
        params: ZIdParam,
        body: ZUpdateHostelBlock,
        response: { 200: ZHostelBlock },
      },
    },
    async (request) =>
      updateBlock(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );
  app.delete(
    `${base}/blocks/:id`,
    {
      config: { access },
      schema: { summary: 'Delete a block without rooms', tags, params: ZIdParam },
    },
    async (request, reply) => {
      await deleteBlock(ctx, requireActor(request), request.params.id, auditContext(request));
      return reply.code(204).send();
    },
  );

  app.get(
    `${base}/rooms`,
    {
      config: { access },
      schema: {
        summary: 'List hostel rooms with their bed spaces by status',
        tags,
        querystring: ZHostelRoomQuery,
        response: { 200: ZHostelRoomList },
      },
    },
    async (request) => listRooms(ctx, requireActor(request), request.query),
  );
  app.post(
    `${base}/rooms`,
    {
      config: { access },
      schema: {
        summary: 'Add a room and its bed spaces',
        tags,
        body: ZCreateHostelRoom,
        response: { 201: ZHostelRoom },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createRoom(ctx, requireActor(request), request.body, auditContext(request))),
  );
  app.patch(
    `${base}/rooms/:id`,
    {
      config: { access },
      schema: {
        summary: 'Change a room; a new capacity adds or removes free bed spaces',
        tags,
        params: ZIdParam,
        body: ZUpdateHostelRoom,
        response: { 200: ZHostelRoom },
      },
    },
    async (request) =>
      updateRoom(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );
  app.delete(
    `${base}/rooms/:id`,
    {
      config: { access },
      schema: { summary: 'Delete a room no student has used', tags, params: ZIdParam },
    },
    async (request, reply) => {
      await deleteRoom(ctx, requireActor(request), request.params.id, auditContext(request));
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/bulk-rooms`,
    {
      config: { access },
      schema: {
        summary: 'Add a range of rooms (e.g. 101 to 140) and their bed spaces to a block',
        tags,
        body: ZBulkRooms,
        response: { 201: ZBulkRoomsResult },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createRoomsInBulk(ctx, requireActor(request), request.body, auditContext(request)),
        ),
  );

  app.get(
    `${base}/beds`,
    {
      config: { access },
      schema: {
        summary: 'List bed spaces with their place, status and occupant state',
        tags,
        querystring: ZBedSpaceQuery,
        response: { 200: ZBedSpaceList },
      },
    },
    async (request) => listBeds(ctx, requireActor(request), request.query),
  );
  app.post(
    `${base}/bed-status`,
    {
      config: { access },
      schema: {
        summary: 'Mark bed spaces (or every bed of some rooms) available, reserved or out of order',
        tags,
        body: ZSetBedStatus,
        response: { 200: ZSetBedStatusResult },
      },
    },
    async (request) =>
      setBedStatus(ctx, requireActor(request), request.body, auditContext(request)),
  );
};
