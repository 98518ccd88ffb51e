import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '@/modules/identity/sign-in/login.service.ts';
import { auditContext } from '@/platform/audit/audit.ts';
import { readDeviceCookie } from '@/platform/auth/device-cookie.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: agent ?? null,
    deviceToken: readDeviceCookie(request),
    audit: auditContext(request),
  };
}
