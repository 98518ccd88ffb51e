import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_URL_SECONDS = 15 * 60;

function signatureOf(secret: string, fileId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${fileId}.${expires}`).digest('base64url');
}

/** A download link that works without a session until it expires. */
export function signedContentUrl(secret: string, fileId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  const signature = signatureOf(secret, fileId, expires);
  return {
    url: `/api/v1/files/${fileId}/content?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * A signature over any `subject` until `expires` (seconds since 1970), for links to what is not
 * a stored file (an export's download, which names its owner in the subject).
 */
export function subjectSignature(secret: string, subject: string, expires: number): string {
  return signatureOf(secret, subject, expires);
}

export function verifySignature(
  secret: string,
  fileId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signatureOf(secret, fileId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
