import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. The library's Algorithm
// enum is a const enum (not importable here); 2 is its Argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Checks a password against the spec's SHA-256 hex of a pre-registered initial password. */
export function verifyLegacyPassword(storedHex: string, password: string): boolean {
  const expected = Buffer.from(storedHex.toLowerCase(), 'hex');
  const actual = Buffer.from(sha256Hex(password), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A hash to verify against when the user does not exist, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-that-never-matches');
  return decoyHash;
}
