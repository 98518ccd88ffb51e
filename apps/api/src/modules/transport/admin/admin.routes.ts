import {
  ZManifest,
  ZManifestTripList,
  ZManifestTripParams,
  ZManifestTripsQuery,
  ZTransportOverview,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { registerExportRoutes } from '@/platform/export/export-routes.ts';
import { pdfFile, sendDownload } from '@/platform/http/send-download.ts';
import { manifestExport } from './manifest-export.ts';
import { manifestPdf } from './manifest-files.ts';
import { listManifestTrips, tripManifest } from './manifests.service.ts';
import { transportOverview } from './overview.service.ts';

const tags = ['transport'];
const base = '/api/v1/transport';
const manage = requires('transport:manage:school');

/** The transport admin's home figures and trip manifests (with their CSV and PDF). */
export const transportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;

  app.get(
    `${base}/overview`,
    {
      config: { access: manage },
      schema: {
        summary: 'The fleet, seats per route, expiring papers, revenue and refunds due',
        tags,
        response: { 200: ZTransportOverview },
      },
    },
    async (request) => transportOverview(ctx, requireActor(request)),
  );

  app.get(
    `${base}/manifests`,
    {
      config: { access: manage },
      schema: {
        summary: 'The trips of the school’s routes with their riders this session',
        tags,
        querystring: ZManifestTripsQuery,
        response: { 200: ZManifestTripList },
      },
    },
    async (request) => listManifestTrips(ctx, requireActor(request), request.query),
  );

  app.get(
    `${base}/manifests/:tripId`,
    {
      config: { access: manage },
      schema: {
        summary: 'A trip and its riders this session, by stop',
        tags,
        params: ZManifestTripParams,
        response: { 200: ZManifest },
      },
    },
    async (request) => tripManifest(ctx, requireActor(request), request.params.tripId),
  );

  registerExportRoutes(app, manifestExport, {
    path: `${base}/manifests/:tripId`,
    summary: 'A trip’s manifest, its riders in manifest order',
    tags,
    access: manage,
  });

  app.get(
    `${base}/manifests/:tripId.pdf`,
    {
      config: { access: manage },
      schema: {
        summary: 'A trip’s manifest as PDF, a table per stop',
        tags,
        params: ZManifestTripParams,
      },
    },
    async (request, reply) => {
      const file = await manifestPdf(ctx, requireActor(request), request.params.tripId);
      return sendDownload(reply, pdfFile(file.filename, file.bytes));
    },
  );
};
