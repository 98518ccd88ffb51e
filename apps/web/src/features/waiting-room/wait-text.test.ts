import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text.ts';

describe('the estimated wait in words', () => {
  it('rounds to what a student reads at a glance', () => {
    expect(waitText(null)).toBeNull();
    expect(waitText(25)).toBe('less than a minute');
    expect(waitText(60)).toBe('about 1 minute');
    expect(waitText(250)).toBe('about 4 minutes');
    expect(waitText(3 * 3600 + 5 * 60)).toBe('about 3 h 05 min');
  });
});
