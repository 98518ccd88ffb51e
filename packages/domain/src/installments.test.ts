import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentAmount, splitInstallments } from './installments.ts';

describe('splitInstallments', () => {
  it('splits evenly and gives the odd kobo to the first parts', () => {
    expect(splitInstallments(100_000, 2)).toEqual([50_000, 50_000]);
    expect(splitInstallments(100_001, 2)).toEqual([50_001, 50_000]);
    expect(splitInstallments(10, 3)).toEqual([4, 3, 3]);
    expect(installmentAmount(10, 3, 3)).toBe(3);
  });

  it('always sums to the whole, in parts at most 1 kobo apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (amount, n) => {
          const parts = splitInstallments(amount, n);
          expect(parts).toHaveLength(n);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses a count outside 1 to 12 and an instalment that does not exist', () => {
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
    expect(() => splitInstallments(100, 13)).toThrow(RangeError);
    expect(() => installmentAmount(100, 2, 3)).toThrow(RangeError);
  });
});
