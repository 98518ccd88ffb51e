import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@/config.ts';

export const SESSION_COOKIE = 'cf_session';

/**
 * Secure in production whatever PUBLIC_URL says (a proxy may end TLS in front of an http
 * URL), and wherever the portal is served over https.
 */
export function secureCookie(config: AppConfig): boolean {
  return config.environment === 'production' || config.publicUrl.startsWith('https://');
}

/** Whether the request carries a session cookie at all, valid or not (CSRF check). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE]);
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 200 ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(config),
    path: '/',
    maxAge: config.session.maxHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(config),
    path: '/',
  });
}
