import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token of 256 bits: session cookies, e-mail links, setup tickets. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token, so a copy of the database opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
