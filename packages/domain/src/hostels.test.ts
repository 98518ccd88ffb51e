import { describe, expect, it } from 'vitest';
import { levelGroupOf, priceFor, quotaCap } from './hostels.ts';

const fourYears = { levelStep: 100, durationLevels: 4 };

describe('hostel rules', () => {
  it('groups levels into first year, final year and others by the programme', () => {
    expect(levelGroupOf(100, fourYears)).toBe('first_year');
    expect(levelGroupOf(200, fourYears)).toBe('others');
    expect(levelGroupOf(300, fourYears)).toBe('others');
    expect(levelGroupOf(400, fourYears)).toBe('final_year');
    expect(levelGroupOf(500, { levelStep: 100, durationLevels: 5 })).toBe('final_year');
    expect(levelGroupOf(400, { levelStep: 100, durationLevels: 5 })).toBe('others');
  });

  it('caps a group at its percentage of the beds, rounded down', () => {
    const quotas = { firstYear: 40, finalYear: 25, others: 35 };
    expect(quotaCap(200, quotas, 'first_year')).toBe(80);
    expect(quotaCap(200, quotas, 'final_year')).toBe(50);
    expect(quotaCap(7, quotas, 'others')).toBe(2);
    expect(quotaCap(0, quotas, 'others')).toBe(0);
  });

  it('prices a bed by the most specific price', () => {
    const prices = [
      { hostelId: null, roomType: null, feeId: 'every', amountKobo: 1 },
      { hostelId: null, roomType: 'ensuite', feeId: 'type', amountKobo: 2 },
      { hostelId: 'h1', roomType: null, feeId: 'hostel', amountKobo: 3 },
      { hostelId: 'h1', roomType: 'Ensuite', feeId: 'both', amountKobo: 4 },
    ];
    expect(priceFor(prices, { hostelId: 'h1', roomType: 'ensuite' })?.feeId).toBe('both');
    expect(priceFor(prices, { hostelId: 'h1', roomType: 'standard' })?.feeId).toBe('hostel');
    expect(priceFor(prices, { hostelId: 'h2', roomType: 'ENSUITE' })?.feeId).toBe('type');
    expect(priceFor(prices, { hostelId: 'h2', roomType: 'standard' })?.feeId).toBe('every');
    expect(priceFor(prices.slice(2), { hostelId: 'h2', roomType: 'standard' })).toBeNull();
  });
});
