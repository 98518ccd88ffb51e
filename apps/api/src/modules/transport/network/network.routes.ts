import {
  ZCreateTransportRoute,
  ZIdParam,
  ZSaveTransportSettings,
  ZTransportRoute,
  ZTransportRouteFareInput,
  ZTransportRouteList,
  ZTransportRouteQuery,
  ZTransportRouteStops,
  ZTransportSettingsView,
  ZTripIdParam,
  ZTripInput,
  ZTripVehicleOptions,
  ZUpdateTransportRoute,
  ZUpdateTrip,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerResourceRoutes } from '@/platform/crud/resource-routes.ts';
import { setFare } from './fare.service.ts';
import { routeSpec } from './route.resource.ts';
import { getTransportSettings, saveTransportSettings } from './settings.service.ts';
import { replaceStops } from './stops.service.ts';
import { addTrip, deleteTrip, updateTrip, vehicleOptions } from './trips.service.ts';

const tags = ['transport'];
const base = '/api/v1/transport';
const manage = ['transport:manage:school'] as const;
const access = requires(manage);

/** Routes, their stops, trips and fares, and the session's transport settings (helper: network). */
export const transportNetworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  registerResourceRoutes(app, {
    path: `${base}/routes`,
    tag: 'transport',
    spec: routeSpec,
    read: manage,
    manage,
    schemas: {
      item: ZTransportRoute,
      list: ZTransportRouteList,
      query: ZTransportRouteQuery,
      create: ZCreateTransportRoute,
      update: ZUpdateTransportRoute,
    },
  });

  app.put(
    `${base}/routes/:id/stops`,
    {
      config: { access },
      schema: {
        summary: 'Set a route’s stops in boarding order (kept by id, added, removed)',
        tags,
        params: ZIdParam,
        body: ZTransportRouteStops,
        response: { 200: ZTransportRoute },
      },
    },
    async (request) =>
      replaceStops(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        auditContext(request),
      ),
  );

  app.post(
    `${base}/routes/:id/trips`,
    {
      config: { access },
      schema: {
        summary: 'Add a trip (period, departure, vehicle) to a route',
        tags,
        params: ZIdParam,
        body: ZTripInput,
        response: { 201: ZTransportRoute },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addTrip(
            ctx,
            requireActor(request),
            request.params.id,
            request.body,
            auditContext(request),
          ),
        ),
  );
  app.patch(
    `${base}/trips/:tripId`,
    {
      config: { access },
      schema: {
        summary: 'Change a trip’s period, departure or vehicle',
        tags,
        params: ZTripIdParam,
        body: ZUpdateTrip,
        response: { 200: ZTransportRoute },
      },
    },
    async (request) =>
      updateTrip(
        ctx,
        requireActor(request),
        request.params.tripId,
        request.body,
        auditContext(request),
      ),
  );
  app.delete(
    `${base}/trips/:tripId`,
    {
      config: { access },
      schema: { summary: 'Remove a trip from its route', tags, params: ZTripIdParam },
    },
    async (request, reply) => {
      await deleteTrip(ctx, requireActor(request), request.params.tripId, auditContext(request));
      return reply.code(204).send();
    },
  );
  app.get(
    `${base}/vehicle-options`,
    {
      config: { access },
      schema: {
        summary: 'The vehicles a trip may take (active and under repair)',
        tags,
        response: { 200: ZTripVehicleOptions },
      },
    },
    async (request) => vehicleOptions(ctx.db, requireActor(request)),
  );

  app.put(
    `${base}/routes/:id/fare`,
    {
      config: { access },
      schema: {
        summary: 'Set a route’s fare for the current session (its transport fee)',
        tags,
        params: ZIdParam,
        body: ZTransportRouteFareInput,
        response: { 200: ZTransportRoute },
      },
    },
    async (request) =>
      setFare(ctx, requireActor(request), request.params.id, request.body, auditContext(request)),
  );

  app.get(
    `${base}/settings`,
    {
      config: { access },
      schema: {
        summary: 'The current session’s transport settings (defaults before any)',
        tags,
        response: { 200: ZTransportSettingsView },
      },
    },
    async (request) => getTransportSettings(ctx, requireActor(request)),
  );
  app.put(
    `${base}/settings`,
    {
      config: { access },
      schema: {
        summary: 'Save the current session’s transport settings',
        tags,
        body: ZSaveTransportSettings,
        response: { 200: ZTransportSettingsView },
      },
    },
    async (request) =>
      saveTransportSettings(ctx, requireActor(request), request.body, auditContext(request)),
  );
};
