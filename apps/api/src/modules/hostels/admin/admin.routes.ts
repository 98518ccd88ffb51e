import {
  ZFreeBeds,
  ZFreeBedsQuery,
  ZHostelApplicationList,
  ZHostelApplicationsQuery,
  ZHostelOccupancy,
  ZHostelRulesView,
  ZSaveHostelRules,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { allocationRoutes } from './allocations.routes.ts';
import { hostelApplicationsExport } from './applications-export.ts';
import { listHostelApplications } from './applications-list.service.ts';
import { freeBeds } from './free-beds.service.ts';
import { hostelOccupancyView } from './occupancy.service.ts';
import { getHostelRules, saveHostelRules } from './rules.service.ts';

const tags = ['hostels'];
const base = '/api/v1/hostels';
const manage = requires('hostels:manage:school');

/** The hostel admin's rules, prices, occupancy, lists and manual allocations. */
export const hostelAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/rules`,
    {
      config: { access: manage },
      schema: {
        summary: 'The current session’s hostel rules and bed prices (defaults before any)',
        tags,
        response: { 200: ZHostelRulesView },
      },
    },
    async (request) => getHostelRules(ctx, requireActor(request)),
  );

  app.put(
    `${base}/rules`,
    {
      config: { access: manage },
      schema: {
        summary: 'Save the session’s hostel rules and bed prices (each price a hostel fee)',
        tags,
        body: ZSaveHostelRules,
        response: { 200: ZHostelRulesView },
      },
    },
    async (request) =>
      saveHostelRules(ctx, requireActor(request), auditContext(request), request.body),
  );

  app.get(
    `${base}/occupancy`,
    {
      config: { access: manage },
      schema: {
        summary: 'Beds free, held, occupied, reserved and out of order; quotas by level group',
        tags,
        response: { 200: ZHostelOccupancy },
      },
    },
    async (request) => hostelOccupancyView(ctx, requireActor(request)),
  );

  app.get(
    `${base}/applications`,
    {
      config: { access: manage },
      schema: {
        summary: 'The session’s hostel applications, paid ones awaiting a bed first',
        tags,
        querystring: ZHostelApplicationsQuery,
        response: { 200: ZHostelApplicationList },
      },
    },
    async (request) => listHostelApplications(ctx, requireActor(request), request.query),
  );

  registerExportRoutes(app, hostelApplicationsExport, {
    path: `${base}/applications`,
    summary: 'The session’s hostel applications (residents: `state=allocated`), same filters',
    tags,
    access: manage,
  });

  app.get(
    `${base}/free-beds`,
    {
      config: { access: manage },
      schema: {
        summary: 'Beds no one holds or occupies (available or reserved), for a manual allocation',
        tags,
        querystring: ZFreeBedsQuery,
        response: { 200: ZFreeBeds },
      },
    },
    async (request) => freeBeds(ctx, requireActor(request), request.query),
  );

  await app.register(allocationRoutes);
};
