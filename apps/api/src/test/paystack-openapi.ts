import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { repoRoot } from '@/config.ts';

/**
 * Checks requests sent to Paystack (or to the fake) against Paystack's official OpenAPI 3.0
 * document (PaystackOSS/openapi, MIT; a copy with its licence is kept next to this file in
 * reference/paystack/, so the check runs on machines without the shared folder): the
 * operation exists, the query and path parameters are declared and well-typed, the bearer
 * header is there, and the JSON body validates against the operation's `application/json`
 * request schema, with no top-level property the schema does not declare.
 */

export const PAYSTACK_OPENAPI_FILE = path.resolve(
  repoRoot,
  'apps/api/src/test/reference/paystack/paystack.yaml',
);

/** A place where the OpenAPI document disagrees with Paystack's documented behaviour. */
export type SpecDeviation = {
  /** JSON pointer to the schema in the document that is replaced. */
  pointer: string;
  schema: Record<string, unknown>;
  reason: string;
};

/**
 * The document's known errors that our requests meet, each replaced by what Paystack documents
 * (integration notes §6, "Spec caveats"). Keep this list short and specific.
 */
export const paystackSpecDeviations: readonly SpecDeviation[] = [
  {
    pointer: '/components/schemas/TransactionInitialize/properties/transaction_charge',
    schema: { type: 'integer', minimum: 0 },
    reason:
      'Paystack documents transaction_charge as an integer amount in kobo (API reference, ' +
      'inline-js README; integration notes §2.3, §4); the OpenAPI document types it string.',
  },
];

/** What is needed of a request; `FakePaystackRequest` fits. */
export type PaystackRequest = {
  method: string;
  /** As sent, percent-encoded. */
  path: string;
  query?: Record<string, string | string[] | undefined>;
  /** Lower-case names, as node:http gives them; checks on headers are skipped without them. */
  headers?: Record<string, string | string[] | undefined>;
  /** Parsed JSON body; undefined when there was none. */
  body?: unknown;
};

export type PaystackOpenApi = {
  /** The problems of one request under the document; empty when it conforms. */
  check(request: PaystackRequest): string[];
  /** Throws one error listing every problem of every request. */
  assertConform(requests: readonly PaystackRequest[]): void;
};

type Json = Record<string, unknown>;
type Operation = {
  method: string;
  template: string;
  matcher: RegExp;
  parameterNames: string[];
  pointer: string;
  operation: Json;
  parameters: { name: string; in: string; required: boolean; schemaPointer: string }[];
  secured: boolean;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const DOCUMENT_ID = 'paystack';
let parsedDocument: unknown;

/** Reads the document (parsed once per process) and prepares a validator. */
export function loadPaystackOpenApi(
  options: { deviations?: readonly SpecDeviation[] } = {},
): PaystackOpenApi {
  parsedDocument ??= parse(readFileSync(PAYSTACK_OPENAPI_FILE, 'utf8'));
  const document: unknown = structuredClone(parsedDocument);
  if (!isRecord(document) || !isRecord(document.paths))
    throw new Error(`${PAYSTACK_OPENAPI_FILE} has no paths`);
  for (const deviation of options.deviations ?? paystackSpecDeviations) {
    replaceAt(document, deviation.pointer, deviation.schema);
  }
  convertNullable(document);

  // Bodies are checked as sent; query and path values arrive as text, so those are coerced.
  const bodies = withDocument(new Ajv({ strict: false, allErrors: true }), document);
  const parameters = withDocument(
    new Ajv({ strict: false, allErrors: true, coerceTypes: 'array' }),
    document,
  );
  const operations = operationsOf(document);
  const compiled = new Map<string, ValidateFunction>();
  const compile = (ajv: Ajv, key: string, schema: Json) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  const check = (request: PaystackRequest): string[] => {
    const method = request.method.toLowerCase();
    const [pathOnly = ''] = request.path.split('?');
    const label = `${request.method.toUpperCase()} ${request.path}`;
    const found = operations.find((op) => op.method === method && op.matcher.test(pathOnly));
    if (!found) return [`${label}: no such operation in the OpenAPI document`];
    const problems: string[] = [];
    const add = (text: string) => problems.push(`${label}: ${text}`);

    // Parameters: path values from the URL, query values as given; nothing undeclared.
    const pathValues: Json = {};
    const match = found.matcher.exec(pathOnly);
    found.parameterNames.forEach((name, index) => {
      const raw = match?.[index + 1] ?? '';
      try {
        pathValues[name] = decodeURIComponent(raw);
      } catch {
        add(`path parameter "${name}" is not valid percent-encoding`);
        pathValues[name] = raw;
      }
    });
    for (const where of ['path', 'query'] as const) {
      const declared = found.parameters.filter((p) => p.in === where);
      const given: Json = where === 'path' ? pathValues : { ...(request.query ?? {}) };
      for (const name of Object.keys(given)) {
        if (given[name] === undefined) delete given[name];
        else if (!declared.some((p) => p.name === name))
          add(`${where} parameter "${name}" is not declared`);
      }
      const schema = {
        type: 'object',
        properties: Object.fromEntries(
          declared.map((p) => [p.name, { $ref: `${DOCUMENT_ID}#${fragment(p.schemaPointer)}` }]),
        ),
        required: declared.filter((p) => p.required).map((p) => p.name),
      };
      const validate = compile(parameters, `${found.pointer} ${where}`, schema);
      if (!validate(given)) for (const error of validate.errors ?? []) add(describe(where, error));
    }

    if (request.headers && found.secured) {
      const authorization = request.headers.authorization;
      if (typeof authorization !== 'string' || !/^Bearer \S+$/.test(authorization))
        add('no "Authorization: Bearer <secret key>" header');
    }

    const requestBody = deref(document, found.operation.requestBody);
    const content = isRecord(requestBody) ? requestBody.content : undefined;
    const jsonSchema = isRecord(content) && isRecord(content['application/json']);
    if (request.body === undefined) {
      if (isRecord(requestBody) && requestBody.required === true) add('the body is required');
      return problems;
    }
    if (!jsonSchema) {
      add('the operation takes no JSON body');
      return problems;
    }
    const contentType = request.headers?.['content-type'];
    if (
      request.headers &&
      !(typeof contentType === 'string' && /^application\/json\b/.test(contentType))
    )
      add(`the body is sent as ${String(contentType)}, not application/json`);
    const schemaPointer = `${found.pointer}/requestBody/content/application~1json/schema`;
    const validate = compile(bodies, schemaPointer, {
      $ref: `${DOCUMENT_ID}#${fragment(schemaPointer)}`,
    });
    if (!validate(request.body))
      for (const error of validate.errors ?? []) add(describe('body', error));
    // OpenAPI allows unknown properties unless told otherwise; a misspelt field would then pass.
    const declared = declaredProperties(document, resolve(document, schemaPointer));
    if (declared && isRecord(request.body)) {
      for (const name of Object.keys(request.body))
        if (!declared.has(name)) add(`body property "${name}" is not declared`);
    }
    return problems;
  };

  return {
    check,
    assertConform(requests) {
      const problems = requests.flatMap(check);
      if (problems.length > 0)
        throw new Error(
          `Requests that do not conform to Paystack's OpenAPI document:\n${problems.join('\n')}`,
        );
    },
  };
}

function withDocument(ajv: Ajv, document: Json): Ajv {
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

function operationsOf(document: Json): Operation[] {
  const paths = isRecord(document.paths) ? document.paths : {};
  const secured = Array.isArray(document.security) && document.security.length > 0;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    const itemPointer = `/paths/${escapeSegment(template)}`;
    const parameterNames = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const pattern = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const pointer = `${itemPointer}/${method}`;
      const byKey = new Map<string, Operation['parameters'][number]>();
      // Operation parameters override path-item parameters of the same name and place.
      for (const [list, base] of [
        [item.parameters, `${itemPointer}/parameters`],
        [operation.parameters, `${pointer}/parameters`],
      ] as const) {
        if (!Array.isArray(list)) continue;
        list.forEach((entry: unknown, index) => {
          const target = refTarget(entry) ?? `${base}/${index}`;
          const parameter = resolve(document, target);
          if (!isRecord(parameter) || typeof parameter.name !== 'string') return;
          const place = String(parameter.in);
          byKey.set(`${place}:${parameter.name}`, {
            name: parameter.name,
            in: place,
            required: parameter.required === true,
            schemaPointer: `${target}/schema`,
          });
        });
      }
      operations.push({
        method,
        template,
        matcher: new RegExp(`^${pattern}$`),
        parameterNames,
        pointer,
        operation,
        parameters: [...byKey.values()],
        secured: Array.isArray(operation.security) ? operation.security.length > 0 : secured,
      });
    }
  }
  // A literal path wins over a template that also matches (`/bank/resolve` over `/bank/{id}`).
  return operations.sort((a, b) => a.parameterNames.length - b.parameterNames.length);
}

/** Top-level property names a body schema declares, or null when it does not say. */
function declaredProperties(document: Json, schema: unknown): Set<string> | null {
  const resolved = deref(document, schema);
  if (!isRecord(resolved)) return null;
  const names = new Set<string>();
  if (isRecord(resolved.properties))
    for (const name of Object.keys(resolved.properties)) names.add(name);
  if (Array.isArray(resolved.allOf))
    for (const part of resolved.allOf) {
      const inner = declaredProperties(document, part);
      if (!inner) return null;
      for (const name of inner) names.add(name);
    }
  const open =
    resolved.additionalProperties !== undefined && resolved.additionalProperties !== false;
  return names.size === 0 || open || resolved.oneOf || resolved.anyOf ? null : names;
}

/**
 * OpenAPI 3.0's `nullable: true` is not JSON Schema: becomes `type: [t, 'null']` (and `null` in
 * an `enum`); without a `type` it means nothing and is dropped.
 */
function convertNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) convertNullable(item);
    return;
  }
  if (!isRecord(node)) return;
  if (node.nullable === true) {
    if (typeof node.type === 'string') node.type = [node.type, 'null'];
    if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
    delete node.nullable;
  } else if (typeof node.nullable === 'boolean') {
    delete node.nullable;
  }
  for (const value of Object.values(node)) convertNullable(value);
}

function describe(where: string, error: ErrorObject): string {
  const at = error.instancePath === '' ? where : `${where}${error.instancePath}`;
  const detail =
    error.keyword === 'enum' && Array.isArray(error.params.allowedValues)
      ? ` (${error.params.allowedValues.map(String).join(', ')})`
      : '';
  return `${at} ${error.message ?? 'is invalid'}${detail}`;
}

function replaceAt(document: Json, pointer: string, value: unknown): void {
  const segments = pointer.split('/').slice(1).map(unescapeSegment);
  const last = segments.pop();
  const parent = segments.reduce<unknown>(
    (node, key) => (isRecord(node) ? node[key] : undefined),
    document,
  );
  if (last === undefined || !isRecord(parent) || !(last in parent))
    throw new Error(`no ${pointer} in the OpenAPI document; revisit the deviation`);
  parent[last] = value;
}

function resolve(document: Json, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map(unescapeSegment)
    .reduce<unknown>((node, key) => {
      if (Array.isArray(node)) return node[Number(key)];
      return isRecord(node) ? node[key] : undefined;
    }, document);
}

function deref(document: Json, node: unknown): unknown {
  let current = node;
  for (let depth = 0; depth < 20; depth++) {
    const target = refTarget(current);
    if (target === null) return current;
    current = resolve(document, target);
  }
  return current;
}

/** The pointer of a local `$ref`, or null. */
function refTarget(node: unknown): string | null {
  return isRecord(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#')
    ? node.$ref.slice(1)
    : null;
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A JSON pointer as a URI fragment (`{` and `}` of path templates are not allowed raw). */
function fragment(pointer: string): string {
  return pointer.split('/').map(encodeURIComponent).join('/');
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
