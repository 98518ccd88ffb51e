import type { TFieldError } from '@campusflow/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@/platform/db/unavailable.ts';
import { AppError } from './app-error.ts';
import { problemOf, sendProblem } from './problem.ts';

/** Seconds to suggest when the database is out of reach (a restart takes a few). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own error codes that are the client's fault, mapped to our catalogue. */
const clientErrorCodes: Record<string, Parameters<typeof problemOf>[1]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_json_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_json',
};

/** A PostgreSQL error code, found on the error or on a driver error it wraps. */
function postgresCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function fieldErrorsOf(error: FastifyError): TFieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'body';
  return error.validation.map((issue) => {
    const pathParts = String(issue.instancePath ?? '')
      .split('/')
      .filter(Boolean);
    return { field: [context, ...pathParts].join('.'), message: issue.message ?? 'Invalid value.' };
  });
}

/**
 * Every error leaves as problem+json (rule 5). Known client errors keep their status and say
 * what was wrong; anything else is logged in full and answered with a plain 500, never with a
 * stack trace or SQL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
      const problem = problemOf(request, error.code, {
        detail: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.missing ? { missing: error.missing } : {}),
      });
      return sendProblem(reply, problem);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error);
      const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return sendProblem(reply, problemOf(request, 'validation_failed', { detail, errors }));
    }
    const mapped = error.code ? clientErrorCodes[error.code] : undefined;
    if (mapped) {
      return sendProblem(reply, problemOf(request, mapped, { status: error.statusCode }));
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendProblem(reply, problemOf(request, 'malformed_json'));
    }
    // The database is restarting or out of reach: say so and when to try again; the pool
    // reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(reply, problemOf(request, 'database_unavailable'));
    }
    // A unique index refused a row another request just wrote: a conflict, not a crash.
    if (postgresCode(error) === '23505') {
      return sendProblem(reply, problemOf(request, 'conflict'));
    }
    if (error.statusCode === 429) {
      return sendProblem(reply, problemOf(request, 'too_many_requests'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // A client error from a plugin: keep its status, but not its internal wording.
      request.log.info({ err: error }, 'client error');
      return sendProblem(
        reply,
        problemOf(request, 'validation_failed', {
          status: error.statusCode,
          detail: 'The request could not be understood.',
        }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problemOf(request, 'internal', { status: 500 }));
  });
}
