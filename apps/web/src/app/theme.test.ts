import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { fillUnderWhite } from './theme.ts';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('filled colours under white text (issue 20, color-contrast)', () => {
  it('reach 4.5:1 for every colour of the palette', () => {
    const short = Object.entries(DEFAULT_THEME.colors)
      .map(([name, shades]) => [name, contrast('#ffffff', fillUnderWhite(shades[8]))] as const)
      .filter(([, ratio]) => ratio < 4.5);
    expect(short).toEqual([]);
  });

  it('darken only the ones that need it', () => {
    // Mantine's green 8: 3.4:1 before.
    expect(contrast('#ffffff', DEFAULT_THEME.colors.green[8])).toBeLessThan(4.5);
    expect(fillUnderWhite(DEFAULT_THEME.colors.green[8])).not.toBe(DEFAULT_THEME.colors.green[8]);
    expect(fillUnderWhite(DEFAULT_THEME.colors.blue[8])).toBe(DEFAULT_THEME.colors.blue[8]);
  });
});
