import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '@/config.ts';
import { describeAccess, type RouteAccess } from '@/platform/access/route-access.ts';

/** The OpenAPI document, generated from the same zod schemas that validate each route. */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Campusflow API',
        description: 'Admissions, academic structure, fees and payments for schools.',
        version: config.version,
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const access = (document.route.config as { access?: RouteAccess } | undefined)?.access;
      if (!document.url.startsWith('/api/')) return { ...transformed, schema: { hide: true } };
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      const description = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
      return {
        ...transformed,
        schema: { ...schema, description: description + describeAccess(access) },
      };
    },
  });
}
