import type { FastifyInstance } from 'fastify';
import type { RegisteredRoute } from '@/platform/access/route-access.ts';

/** The part of JSON Schema the OpenAPI document's zod schemas turn into. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** The operations of the app's OpenAPI document, by `METHOD /fastify/:url`. */
export async function operationsOf(app: FastifyInstance): Promise<Map<string, Operation>> {
  const doc = (await app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${url}`, operation);
    }
  }
  return operations;
}

/** The JSON body schema of an operation, if it takes JSON. */
export function bodySchemaOf(operation: Operation | undefined): JsonSchema | undefined {
  return operation?.requestBody?.content?.['application/json']?.schema;
}

/** The query parameters of an operation. */
export function queryOf(operation: Operation | undefined): Parameter[] {
  return (operation?.parameters ?? []).filter((p) => p.in === 'query');
}

/** A value for a field named like an id (`facultyId`, `ids`): the caller decides which. */
export type IdFor = (field: string) => string;

const stringCandidates = [
  'Probe',
  'ABC',
  'ABC 101',
  'CSC 201',
  '2025/2026',
  '08030000000',
  'probe@example.test',
  '2026-01-15',
  '12:00',
  '0123456789',
  'A1',
  'x',
];

function sampleString(schema: JsonSchema, field: string, idFor: IdFor): string {
  if (schema.format === 'uuid') return idFor(field);
  if (schema.format === 'email') return 'probe@example.test';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T12:00:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/x';
  const fits = (s: string) =>
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  const found = stringCandidates.find(fits);
  if (found !== undefined) return found;
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/**
 * A plain valid value of `schema`: required fields only, the first choice of an enum or a
 * union, the least number allowed; uuid fields from `idFor` by their name.
 */
export function sampleOf(schema: JsonSchema | undefined, idFor: IdFor, field = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) {
    const choice = union.find((s) => s.type !== 'null') ?? union[0];
    return sampleOf(choice, idFor, field);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, idFor, field)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        value[name] = sampleOf(schema.properties?.[name], idFor, name);
      }
      return value;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, schema.items?.format === 'uuid' ? 1 : 0);
      return Array.from({ length: count }, () => sampleOf(schema.items, idFor, field));
    }
    case 'string':
      return sampleString(schema, field, idFor);
    case 'integer':
    case 'number': {
      const least = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(least, 1), schema.maximum ?? Number.POSITIVE_INFINITY);
    }
    case 'boolean':
      return false;
    default:
      return schema.default;
  }
}

/** Every field of a schema (nested too) whose name says it holds ids, with its path. */
export function idFieldsOf(schema: JsonSchema | undefined, path = ''): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    ...(isIdName(name) ? [`${path}${name}`] : []),
    ...idFieldsOf(property, `${path}${name}.`),
    ...idFieldsOf(property.items, `${path}${name}[].`),
  ]);
  return [...new Set([...own, ...nested.flatMap((s) => idFieldsOf(s, path))])];
}

export const isIdName = (name: string): boolean => /(Id|Ids|^id|^ids)$/.test(name);

export const routeOperationKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
