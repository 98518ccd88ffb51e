import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

export const SESSION_COOKIE = 'cf_session';

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: config.session.maxHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
  });
}
