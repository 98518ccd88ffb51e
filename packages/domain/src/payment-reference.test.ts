import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { academicYearLabel } from './academic-year.ts';
import { newPaymentReference, PAYMENT_REFERENCE_PATTERN } from './payment-reference.ts';

describe('newPaymentReference', () => {
  it('is PAY-{timestamp}-{random}', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(newPaymentReference(now, 'AB12CD')).toBe(`PAY-${now.getTime()}-AB12CD`);
    expect(newPaymentReference(1_700_000_000_000, 0)).toBe('PAY-1700000000000-000000000');
  });

  it('only ever holds characters a gateway accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (t, r) => {
          expect(newPaymentReference(t, r)).toMatch(PAYMENT_REFERENCE_PATTERN);
        },
      ),
    );
  });

  it('refuses a random part that is not letters and digits', () => {
    expect(() => newPaymentReference(Date.now(), 'a b')).toThrow(RangeError);
    expect(() => newPaymentReference(Date.now(), 1)).toThrow(RangeError);
  });
});

describe('academicYearLabel', () => {
  it('is year/year+1', () => {
    expect(academicYearLabel(2025)).toBe('2025/2026');
  });
});
