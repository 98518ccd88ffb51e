import type { FastifyRequest } from 'fastify';
import { auditContext } from '@/platform/audit/audit.ts';
import { readDeviceCookie } from '@/platform/auth/device-cookie.ts';
import type { RequestMeta } from './login.service.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: agent ?? null,
    deviceToken: readDeviceCookie(request),
    audit: auditContext(request),
  };
}
