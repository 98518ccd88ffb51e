import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@/config.ts';
import { secureCookie } from './session-cookie.ts';
import { newToken } from './tokens.ts';

/**
 * A long-lived random token naming this browser, set at the first successful sign-in. It
 * carries nothing about the user: the server keeps which accounts signed in from it (hashed),
 * so failures elsewhere never hold up a correct sign-in from a browser the account knows.
 */
export const DEVICE_COOKIE = 'cf_device';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function readDeviceCookie(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  return value && /^[\w-]{20,100}$/.test(value) ? value : null;
}

/** The browser's token as it is, or a new one for a browser that has none yet. */
export const deviceTokenOr = (current: string | null): string => current ?? newToken();

/** (Re)sets the browser's token for another year. */
export function setDeviceCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(config),
    path: '/api/v1/auth',
    maxAge: ONE_YEAR_SECONDS,
  });
}
