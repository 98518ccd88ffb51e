import { randomInt } from 'node:crypto';
import { courseFormCodeAlphabet } from '@campusflow/contracts';

/**
 * A new verification code of a printed document (course form, statement of result,
 * transcript): `XXXX-XXXX-XXXX` in Crockford's alphabet (no I, L, O, U: nothing to misread off
 * paper). 60 bits from the system's random source: a code cannot be
 * guessed, and the unique index catches the astronomically rare repeat.
 */
export function newVerificationCode(): string {
  const chars = Array.from(
    { length: 12 },
    () => courseFormCodeAlphabet[randomInt(courseFormCodeAlphabet.length)],
  );
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
