import {
  VEHICLE_DOCUMENT_MAX_BYTES,
  ZCreateVehicle,
  ZIdParam,
  ZUpdateVehicle,
  ZVehicle,
  ZVehicleDocument,
  ZVehicleDocumentList,
  ZVehicleDocumentParams,
  ZVehicleList,
  ZVehicleQuery,
} from '@campusflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/actor.ts';
import { requires } from '@/platform/access/route-access.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { registerResourceRoutes } from '@/platform/crud/resource-routes.ts';
import { readUpload } from '@/platform/files/upload.ts';
import { vehicleSpec } from './vehicle.resource.ts';
import {
  deleteVehicleDocument,
  listVehicleDocuments,
  putVehicleDocument,
} from './vehicle-documents.service.ts';

const tags = ['transport'];
const base = '/api/v1/transport/vehicles';
const manage = ['transport:manage:school'] as const;
const access = requires(manage);

/** Vehicles, their drivers and documents (the transport admin's fleet). */
export const transportVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.services;
  registerResourceRoutes(app, {
    path: base,
    tag: 'transport',
    spec: vehicleSpec,
    read: manage,
    manage,
    schemas: {
      item: ZVehicle,
      list: ZVehicleList,
      query: ZVehicleQuery,
      create: ZCreateVehicle,
      update: ZUpdateVehicle,
    },
  });

  app.get(
    `${base}/:id/documents`,
    {
      config: { access },
      schema: {
        summary: "A vehicle's current documents with their expiry",
        tags,
        params: ZIdParam,
        response: { 200: ZVehicleDocumentList },
      },
    },
    async (request) => listVehicleDocuments(ctx, requireActor(request), request.params.id),
  );
  app.put(
    `${base}/:id/documents/:kind`,
    {
      config: { access },
      schema: {
        summary:
          "File or replace a vehicle's document (multipart: expiresOn, reference, then a PDF, JPEG or PNG file)",
        tags,
        params: ZVehicleDocumentParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZVehicleDocument },
      },
    },
    async (request) => {
      const upload = await readUpload(request, {
        maxBytes: VEHICLE_DOCUMENT_MAX_BYTES,
        allowed: ['application/pdf', 'image/jpeg', 'image/png'],
      });
      return putVehicleDocument(
        ctx,
        requireActor(request),
        request.params.id,
        request.params.kind,
        upload,
        auditContext(request),
      );
    },
  );
  app.delete(
    `${base}/:id/documents/:kind`,
    {
      config: { access },
      schema: {
        summary: "Remove a vehicle's document and its file",
        tags,
        params: ZVehicleDocumentParams,
      },
    },
    async (request, reply) => {
      await deleteVehicleDocument(
        ctx,
        requireActor(request),
        request.params.id,
        request.params.kind,
        auditContext(request),
      );
      return reply.code(204).send();
    },
  );
};
