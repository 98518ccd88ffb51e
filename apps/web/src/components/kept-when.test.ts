import { describe, expect, it } from 'vitest';
import { keptWhen } from './kept-when.ts';

const now = Date.UTC(2026, 10, 24, 18, 13);

describe('when a restored draft was kept', () => {
  it('is the Lagos time on the same day, the date and time before it', () => {
    expect(keptWhen(now, now + 60_000)).toBe('at 19:13');
    expect(keptWhen(now, now + 86_400_000)).toBe('on 24 Nov 2026, 19:13');
  });
});
