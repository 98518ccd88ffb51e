import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMatricNumber, validateMatricPattern } from './matric-number.ts';

const parts = {
  schoolCode: 'DEMO',
  entryYear: 2025,
  departmentCode: 'CSC',
  programmeCode: 'BSCCSC',
  sequence: 42,
};

describe('matric numbers', () => {
  it('fill the pattern', () => {
    expect(formatMatricNumber('{SCHOOLCODE}/{YY}/{DEPT}/{SEQ4}', parts)).toBe('DEMO/25/CSC/0042');
    expect(formatMatricNumber('{YYYY}{SEQ5}', parts)).toBe('202500042');
    expect(formatMatricNumber('u{YY}-{prog}-{SEQ}', parts)).toBe('U25-{PROG}-42');
  });

  it('report unknown parts, a missing sequence and odd characters', () => {
    expect(validateMatricPattern('{SCHOOLCODE}/{YY}/{DEPT}/{SEQ4}')).toEqual([]);
    expect(validateMatricPattern('{SCHOOL}/{SEQ}')).toEqual(['Unknown part {SCHOOL}.']);
    expect(validateMatricPattern('{SCHOOLCODE}/{YY}')).toEqual([
      'The pattern needs a sequence number: {SEQ} or {SEQ4}.',
    ]);
    expect(validateMatricPattern('{YY} {SEQ}')).toEqual([
      'Use only letters, digits, / - and . between the parts.',
    ]);
  });

  it('give different numbers to different sequence numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        (a, b) => {
          fc.pre(a !== b);
          const pattern = '{SCHOOLCODE}/{YY}/{SEQ5}';
          return (
            formatMatricNumber(pattern, { ...parts, sequence: a }) !==
            formatMatricNumber(pattern, { ...parts, sequence: b })
          );
        },
      ),
    );
  });
});
