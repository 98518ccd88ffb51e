import { describe, expect, it } from 'vitest';
import { nigerianFivePointScheme as five } from './grading.ts';
import { checkScore, schemeIdFor, scoreOutcome } from './results.ts';

const maxima = { caMax: 30, examMax: 70 };

describe('a score line', () => {
  it('is refused above its maximum, never clamped, and named by field', () => {
    expect(checkScore({ ca: 31, exam: 70, absent: false }, maxima)).toEqual([
      { field: 'ca', message: 'CA is out of 30: 31 is above it.' },
    ]);
    expect(checkScore({ ca: 30, exam: 70.5, absent: false }, maxima)).toEqual([
      { field: 'exam', message: 'The exam score is out of 70: 70.5 is above it.' },
    ]);
    expect(checkScore({ ca: -1, exam: 12.345, absent: false }, maxima).map((p) => p.field)).toEqual(
      ['ca', 'exam'],
    );
    expect(checkScore({ ca: 12.5, exam: null, absent: false }, maxima)).toEqual([]);
  });

  it('grades the total, marks blanks, incomplete lines and ABS', () => {
    expect(scoreOutcome({ ca: 12.5, exam: 57, absent: false }, five)).toEqual({
      status: 'graded',
      total: 69.5,
      grade: 'A',
      points: 5,
    });
    expect(scoreOutcome({ ca: 20, exam: 19, absent: false }, five)).toMatchObject({
      total: 39,
      grade: 'F',
      points: 0,
    });
    expect(scoreOutcome({ ca: null, exam: null, absent: false }, five).status).toBe('blank');
    expect(scoreOutcome({ ca: 10, exam: null, absent: false }, five)).toEqual({
      status: 'incomplete',
      total: null,
      grade: null,
      points: null,
    });
    expect(scoreOutcome({ ca: 25, exam: null, absent: true }, five)).toEqual({
      status: 'absent',
      total: null,
      grade: 'ABS',
      points: 0,
    });
  });
});

describe('the scheme of an entry year', () => {
  const assignments = [
    { schemeId: 'five', fromEntryYear: 2018 },
    { schemeId: 'four', fromEntryYear: 2013 },
  ];
  it('is the latest assignment from that year or before, else the earliest', () => {
    expect(schemeIdFor(assignments, 2020)).toBe('five');
    expect(schemeIdFor(assignments, 2018)).toBe('five');
    expect(schemeIdFor(assignments, 2017)).toBe('four');
    expect(schemeIdFor(assignments, 2001)).toBe('four');
    expect(schemeIdFor([], 2020)).toBeNull();
  });
});
