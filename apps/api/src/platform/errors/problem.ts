import { STATUS_CODES } from 'node:http';
import {
  type ErrorCode,
  errorCatalogue,
  type TFieldError,
  type TProblem,
} from '@campusflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function problemOf(
  request: FastifyRequest,
  code: ErrorCode,
  options: {
    status?: number;
    detail?: string;
    errors?: TFieldError[];
    missing?: readonly string[];
  } = {},
): TProblem {
  const status = options.status ?? errorCatalogue[code].status;
  return {
    type: `https://campusflow.app/problems/${code.replaceAll('_', '-')}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: options.detail ?? errorCatalogue[code].message,
    code,
    instance: request.url.split('?')[0],
    requestId: request.id,
    ...(options.errors ? { errors: options.errors } : {}),
    ...(options.missing ? { missing: [...options.missing] } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: TProblem): FastifyReply {
  return reply.code(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}
