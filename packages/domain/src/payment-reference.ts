/** Characters a gateway reference may hold (Paystack: alphanumerics, `-`, `.`, `=`). */
export const PAYMENT_REFERENCE_PATTERN = /^PAY-\d+-[A-Za-z0-9]+$/;

/**
 * A new payment reference `PAY-{timestamp}-{random}` (spec section 9): the time in milliseconds
 * and a random part. `random` is either the random text itself (letters and digits) or a number
 * in [0, 1) such as `Math.random()`, written as nine base-36 characters.
 */
export function newPaymentReference(now: Date | number, random: string | number): string {
  const timestamp = typeof now === 'number' ? now : now.getTime();
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new RangeError(`Not a timestamp: ${String(now)}`);
  }
  let suffix: string;
  if (typeof random === 'number') {
    if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1): ${random}`);
    suffix = Math.floor(random * 36 ** 9)
      .toString(36)
      .padStart(9, '0')
      .toUpperCase();
  } else {
    suffix = random;
  }
  if (!/^[A-Za-z0-9]+$/.test(suffix)) {
    throw new RangeError('The random part of a reference must be letters and digits.');
  }
  return `PAY-${timestamp}-${suffix}`;
}
