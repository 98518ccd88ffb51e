import { describe, expect, it } from 'vitest';
import { academicYearLabel, parseAcademicYearLabel } from './academic-year.ts';

describe('academicYearLabel', () => {
  it('formats year/year+1', () => {
    expect(academicYearLabel(2025)).toBe('2025/2026');
    expect(academicYearLabel(1999)).toBe('1999/2000');
  });

  it('refuses years that are not whole plausible years', () => {
    expect(() => academicYearLabel(2025.5)).toThrow(RangeError);
    expect(() => academicYearLabel(12)).toThrow(RangeError);
  });

  it('round-trips through the parser', () => {
    for (const year of [1990, 2000, 2025, 2099]) {
      expect(parseAcademicYearLabel(academicYearLabel(year))).toEqual({ startYear: year });
    }
  });

  it('rejects labels whose years do not follow each other', () => {
    expect(parseAcademicYearLabel('2025/2027')).toBeNull();
    expect(parseAcademicYearLabel('2025-2026')).toBeNull();
  });
});
