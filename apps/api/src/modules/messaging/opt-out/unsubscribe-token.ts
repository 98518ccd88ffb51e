import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of the opt-out link in each message: the school and the address, signed with the
// app secret, so the page needs no sign-in and no stored token, and nobody can make one for
// another address. It does not expire: a link in an old message keeps working.

const PURPOSE = 'mail-opt-out';

function signatureOf(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest('base64url');
}

/** A SHA-256 HMAC in base64url: the last characters of a token. */
const SIGNATURE_LENGTH = 43;

export type OptOutSubject = { schoolId: string; email: string };

export function unsubscribeToken(secret: string, subject: OptOutSubject): string {
  const payload = Buffer.from(`${subject.schoolId} ${subject.email.toLowerCase()}`).toString(
    'base64url',
  );
  // Letters, digits, - and _ only: mail programs make the whole link clickable.
  return `${payload}${signatureOf(secret, payload)}`;
}

/** The school and address of a token, or null when it was not signed by this portal. */
export function readUnsubscribeToken(secret: string, token: string): OptOutSubject | null {
  if (token.length <= SIGNATURE_LENGTH) return null;
  const payload = token.slice(0, -SIGNATURE_LENGTH);
  const signature = token.slice(-SIGNATURE_LENGTH);
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [schoolId = '', email = ''] = Buffer.from(payload, 'base64url').toString('utf8').split(' ');
  return schoolId && email ? { schoolId, email } : null;
}
