import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './datetime-local.ts';

describe('datetime-local inputs', () => {
  it('turn the local text into an instant and back to the same text', () => {
    const iso = localInputToIso('2031-10-06T08:00');
    expect(iso).toMatch(/^2031-10-0[5-7]T\d{2}:00:00\.000Z$/);
    expect(isoToLocalInput(iso)).toBe('2031-10-06T08:00');
  });

  it('keep an empty input empty', () => {
    expect(localInputToIso('')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });
});
