import { describe, expect, it } from 'vitest';
import { isSummaryTime, lagosIsoWeek } from './week.ts';

describe('the summary week', () => {
  it('numbers ISO weeks in Lagos time, across the turn of the year', () => {
    expect(lagosIsoWeek(new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
    // Sunday 23:30 UTC is already Monday in Lagos.
    expect(lagosIsoWeek(new Date('2026-11-29T23:30:00Z'))).toBe('2026-W49');
    expect(lagosIsoWeek(new Date('2026-11-29T22:30:00Z'))).toBe('2026-W48');
    expect(lagosIsoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(lagosIsoWeek(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01');
  });

  it('waits on Monday until seven in the morning in Lagos', () => {
    expect(isSummaryTime(new Date('2026-11-30T05:59:00Z'))).toBe(false);
    expect(isSummaryTime(new Date('2026-11-30T06:00:00Z'))).toBe(true);
    expect(isSummaryTime(new Date('2026-12-01T01:00:00Z'))).toBe(true);
  });
});
