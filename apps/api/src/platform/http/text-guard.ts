import { isMultiline, type TFieldError, textProblem } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldErrors } from '@/platform/errors/field-error.ts';

// Every string of every request, checked in one place before validation: control characters
// are refused everywhere, line breaks and tabs everywhere but in text the contract marks
// multi-line (`multiline()` in packages/contracts/src/text.ts). A NUL would otherwise reach
// PostgreSQL and come back as a 500; a carriage return in a name would split a CSV row.

type ZodLike = { _zod?: { def?: Record<string, unknown> } };

const wrappers = [
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
];

/** The schema and every schema it wraps (optional, nullable, pipe's input, union options…). */
function layers(schema: unknown, seen = new Set<unknown>()): unknown[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as ZodLike)._zod?.def;
  if (!def) return [schema];
  const inner: unknown[] = [];
  if (wrappers.includes(def.type as string)) inner.push(def.innerType);
  if (def.type === 'pipe') inner.push(def.in);
  if (def.type === 'union') inner.push(...((def.options as unknown[]) ?? []));
  if (def.type === 'intersection') inner.push(def.left, def.right);
  if (def.type === 'lazy' && typeof def.getter === 'function') inner.push(def.getter());
  return [schema, ...inner.flatMap((s) => layers(s, seen))];
}

/** The schemas of `key` inside these (object fields, record values, array elements). */
function childrenAt(schemas: unknown[], key: string | number): unknown[] {
  return schemas.flatMap((schema) => {
    const def = (schema as ZodLike)._zod?.def;
    if (!def) return [];
    if (def.type === 'object') {
      const shape = def.shape as Record<string, unknown> | undefined;
      return shape && typeof key === 'string' && key in shape ? layers(shape[key]) : [];
    }
    if (def.type === 'record') return layers(def.valueType);
    if (def.type === 'array') return layers(def.element);
    return [];
  });
}

/** Field errors for every refused string in `value`, named as validation names them. */
export function textErrors(schema: unknown, value: unknown, path: string): TFieldError[] {
  const errors: TFieldError[] = [];
  const visit = (schemas: unknown[], current: unknown, at: string) => {
    if (typeof current === 'string') {
      const message = textProblem(current, schemas.some(isMultiline));
      if (message) errors.push({ field: at, message });
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => {
        visit(childrenAt(schemas, i), item, `${at}.${i}`);
      });
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        visit(childrenAt(schemas, key), item, `${at}.${key}`);
      }
    }
  };
  visit(layers(schema), value, path);
  return errors;
}

const parts = ['params', 'querystring', 'body'] as const;

function refusedText(request: FastifyRequest): TFieldError[] {
  const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
  const data = { params: request.params, querystring: request.query, body: request.body };
  return parts.flatMap((part) => textErrors(schema[part], data[part], part));
}

/** Installed after the access check, so a visitor without a session learns nothing from it. */
export function installTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const errors = request.url.startsWith('/api/') ? refusedText(request) : [];
    done(errors.length > 0 ? fieldErrors(errors) : undefined);
  });
}
