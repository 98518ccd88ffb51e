/** The most parts a fee may be split into. */
export const MAX_INSTALLMENTS = 12;

/**
 * Splits an amount into `n` instalments that sum exactly to it: equal parts, with the kobo left
 * over given one each to the first parts (so no part differs from another by more than 1 kobo).
 */
export function splitInstallments(amountKobo: number, n: number): number[] {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < 0) {
    throw new RangeError(`amount must be a whole, non-negative number of kobo, got ${amountKobo}`);
  }
  if (!Number.isInteger(n) || n < 1 || n > MAX_INSTALLMENTS) {
    throw new RangeError(`instalments must be between 1 and ${MAX_INSTALLMENTS}, got ${n}`);
  }
  const base = Math.floor(amountKobo / n);
  const remainder = amountKobo - base * n;
  return Array.from({ length: n }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** The amount of instalment `number` (1-based) of `n`. */
export function installmentAmount(amountKobo: number, n: number, number: number): number {
  const parts = splitInstallments(amountKobo, n);
  const part = parts[number - 1];
  if (part === undefined) throw new RangeError(`There is no instalment ${number} of ${n}.`);
  return part;
}
