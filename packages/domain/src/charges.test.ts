import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChargeSettings,
  GATEWAY_FEE_CAP_KOBO,
  gatewayFeeFor,
  platformFeeFor,
  quoteCharges,
} from './charges.ts';

const naira = (n: number) => Math.round(n * 100);

describe('quoteCharges', () => {
  // Worked by hand in naira, then written in kobo.
  it.each<[string, number, ChargeSettings, ReturnType<typeof quoteCharges>]>([
    [
      // 2 % of 10,000 = 200; S = 10,200; (10,200 + 100) / 0.985 = 10,456.8528 -> 10,456.85;
      // minus 10,200 = 256.85; plus 0.01 = 256.86; total 10,456.86.
      'N10,000, 2 % exclusive, student bears the gateway fee',
      naira(10_000),
      {
        platformFeeType: 'percentage',
        platformFeeValue: 2,
        platformFeeMode: 'exclusive',
        gatewayFee: 'student',
      },
      {
        amount: 1_000_000,
        platformFee: 20_000,
        subtotal: 1_020_000,
        gatewayFee: 25_686,
        total: 1_045_686,
      },
    ],
    [
      // S = 2,000 is not above 2,500: 2,000 / 0.985 = 2,030.4569 -> 2,030.46; fee 30.46 + 0.01.
      'N2,000, no platform fee, below the flat-fee threshold',
      naira(2_000),
      { platformFeeValue: 0 },
      { amount: 200_000, platformFee: 0, subtotal: 200_000, gatewayFee: 3_047, total: 203_047 },
    ],
    [
      // Exactly 2,500 is not "above": 2,500 / 0.985 = 2,538.0711 -> 2,538.07; fee 38.07 + 0.01.
      'N2,500 exactly: no flat 100',
      naira(2_500),
      {},
      { amount: 250_000, platformFee: 0, subtotal: 250_000, gatewayFee: 3_808, total: 253_808 },
    ],
    [
      // Fixed 500 inclusive: S = 200,000; (200,100) / 0.985 - 200,000 = 3,147.21 -> capped at 2,000.
      'N200,000, fixed N500 inclusive: the gateway fee is capped at N2,000',
      naira(200_000),
      { platformFeeType: 'fixed', platformFeeValue: naira(500), platformFeeMode: 'inclusive' },
      {
        amount: 20_000_000,
        platformFee: 50_000,
        subtotal: 20_000_000,
        gatewayFee: 200_000,
        total: 20_200_000,
      },
    ],
    [
      // 2.5 % of 50,000 = 1,250; the school bears the gateway fee.
      'N50,000, 2.5 % exclusive, school bears the gateway fee',
      naira(50_000),
      {
        platformFeeType: 'percentage',
        platformFeeValue: 2.5,
        platformFeeMode: 'exclusive',
        gatewayFee: 'school',
      },
      {
        amount: 5_000_000,
        platformFee: 125_000,
        subtotal: 5_125_000,
        gatewayFee: 0,
        total: 5_125_000,
      },
    ],
    [
      // 1.5 % of 333.33 = 4.99995 -> 5.00 (rounded to 2 decimals); S = 338.33;
      // 338.33 / 0.985 = 343.4822 -> 343.48; fee 5.15 + 0.01 = 5.16.
      'N333.33 at 1.5 %: the platform fee rounds half up to the kobo',
      33_333,
      { platformFeeValue: 1.5 },
      { amount: 33_333, platformFee: 500, subtotal: 33_833, gatewayFee: 516, total: 34_349 },
    ],
  ])('%s', (_name, amount, school, expected) => {
    expect(quoteCharges(amount, school)).toEqual(expected);
  });

  const settings = fc.record({
    platformFeeType: fc.constantFrom('percentage' as const, 'fixed' as const),
    platformFeeValue: fc.oneof(
      fc.integer({ min: 0, max: 1_000 }),
      fc.double({ min: 0, max: 20, noNaN: true }),
    ),
    platformFeeMode: fc.constantFrom('exclusive' as const, 'inclusive' as const),
    gatewayFee: fc.constantFrom('student' as const, 'school' as const),
  });
  const amounts = fc.integer({ min: 0, max: 10_000_000_000 });

  it('always gives whole kobo and total = subtotal + gateway fee', () => {
    fc.assert(
      fc.property(amounts, settings, (amount, school) => {
        const q = quoteCharges(amount, school);
        for (const value of Object.values(q)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(q.total).toBe(q.subtotal + q.gatewayFee);
      }),
    );
  });

  it('in exclusive mode: total >= subtotal >= amount, and subtotal = amount + platform fee', () => {
    fc.assert(
      fc.property(amounts, settings, (amount, school) => {
        const q = quoteCharges(amount, { ...school, platformFeeMode: 'exclusive' });
        expect(q.subtotal).toBe(amount + q.platformFee);
        expect(q.subtotal).toBeGreaterThanOrEqual(amount);
        expect(q.total).toBeGreaterThanOrEqual(q.subtotal);
      }),
    );
  });

  it('in inclusive mode the subtotal is the amount', () => {
    fc.assert(
      fc.property(amounts, settings, (amount, school) => {
        expect(quoteCharges(amount, { ...school, platformFeeMode: 'inclusive' }).subtotal).toBe(
          amount,
        );
      }),
    );
  });

  it('never charges a gateway fee above N2,000, and none when the school bears it', () => {
    fc.assert(
      fc.property(amounts, settings, (amount, school) => {
        const q = quoteCharges(amount, school);
        expect(q.gatewayFee).toBeLessThanOrEqual(GATEWAY_FEE_CAP_KOBO);
        if (school.gatewayFee === 'school') expect(q.gatewayFee).toBe(0);
      }),
    );
  });

  it('covers the gateway: the fee is at least 1.5 % of what is charged, up to the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (subtotal) => {
        const fee = gatewayFeeFor(subtotal);
        const owed = Math.min(Math.ceil(0.015 * (subtotal + fee)), GATEWAY_FEE_CAP_KOBO);
        if (fee < GATEWAY_FEE_CAP_KOBO) expect(fee).toBeGreaterThanOrEqual(owed);
      }),
    );
  });

  it('refuses fractional or negative kobo', () => {
    expect(() => quoteCharges(10.5, {})).toThrow(RangeError);
    expect(() => quoteCharges(-1, {})).toThrow(RangeError);
    expect(() => platformFeeFor(100, { platformFeeValue: -2 })).toThrow(RangeError);
  });
});
