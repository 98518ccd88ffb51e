import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatNaira,
  formatTime,
  naira,
} from './format.ts';

describe('formatting', () => {
  it('shows kobo as naira with two decimals', () => {
    expect(formatNaira(1_045_686)).toBe('10,456.86');
    expect(formatNaira(-5)).toBe('-0.05');
    expect(naira(6_000_000)).toBe('₦60,000.00');
  });

  it('shows a count with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('shows a calendar day as that day, and a moment as the day in Lagos', () => {
    expect(formatDate('2027-01-31')).toBe('31 Jan 2027');
    expect(formatDate('2027-01-31', 'long')).toBe('31 January 2027');
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatDate(new Date('2026-11-24T23:30:00Z'))).toBe('25 Nov 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('shows a moment in Lagos time on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-24T18:13:36Z')).toBe('24 Nov 2026, 19:13');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatTime('2026-11-24T18:13:36Z')).toBe('19:13');
    expect(formatTime(Date.UTC(2026, 10, 24, 23, 5))).toBe('00:05');
    expect(formatTime(null)).toBe('—');
  });
});
