import { describe, expect, it } from 'vitest';
import { nigerianFivePointScheme as five, gradeFor } from './grading.ts';
import {
  type CheckedLine,
  type GradeDistribution,
  gradeDistribution,
  gradeLabels,
  sheetFlags,
} from './sheet-checks.ts';

const order = five.bands.map((b) => b.grade);
const labels = gradeLabels(five.bands);

/** Lines from a short notation: a number is a total, `ABS`, `-` blank, `~` incomplete. */
const sheet = (...cells: (number | 'ABS' | '-' | '~')[]): CheckedLine[] =>
  cells.map((c) =>
    c === 'ABS'
      ? { status: 'absent', total: null, grade: 'ABS' }
      : c === '-'
        ? { status: 'blank', total: null, grade: null }
        : c === '~'
          ? { status: 'incomplete', total: null, grade: null }
          : { status: 'graded', total: c, grade: gradeFor(c, five).grade },
  );

const flagsOf = (lines: CheckedLine[], earlier: GradeDistribution[] = []) =>
  sheetFlags(lines, gradeDistribution(lines, order), earlier, labels).map((f) => f.code);

const earlierOf = (...cells: (number | 'ABS' | '-' | '~')[]) =>
  gradeDistribution(sheet(...cells), order);

describe('a sheet’s grade distribution', () => {
  it('counts every grade of the scheme in order, then ABS, and the mean of graded totals', () => {
    const d = gradeDistribution(sheet(72, 65, 65, 39, 'ABS', '-', '~'), order);
    expect(d).toEqual({
      students: 7,
      graded: 4,
      absent: 1,
      blank: 1,
      incomplete: 1,
      grades: [
        { grade: 'A', count: 1 },
        { grade: 'B', count: 2 },
        { grade: 'C', count: 0 },
        { grade: 'D', count: 0 },
        { grade: 'E', count: 0 },
        { grade: 'F', count: 1 },
        { grade: 'ABS', count: 1 },
      ],
      // (72 + 65 + 65 + 39) / 4 = 60.25
      meanTotal: 60.25,
    });
  });

  it('has no mean with nothing graded', () => {
    expect(gradeDistribution(sheet('-', '-'), order).meanTotal).toBeNull();
    expect(gradeDistribution([], order).students).toBe(0);
  });
});

describe('the flags of a sheet (worked examples)', () => {
  // Each row: the sheet, the earlier sessions' sheets, the flags expected.
  const examples: {
    name: string;
    lines: CheckedLine[];
    earlier?: GradeDistribution[];
    flags: string[];
  }[] = [
    { name: 'a normal spread', lines: sheet(72, 64, 55, 48, 41, 30), flags: [] },
    { name: 'five with the same total', lines: sheet(55, 55, 55, 55, 55), flags: ['same_total'] },
    { name: 'four with the same total: too few', lines: sheet(55, 55, 55, 55), flags: [] },
    {
      name: 'same total, ABS and blanks aside',
      lines: sheet(55, 55, 55, 55, 55, 'ABS'),
      flags: ['same_total'],
    },
    {
      name: 'all A’s (different totals)',
      lines: sheet(70, 75, 80, 90, 99),
      flags: ['all_top'],
    },
    { name: 'all F’s', lines: sheet(10, 20, 30, 35, 39), flags: ['all_fail'] },
    {
      name: 'all the same A total: both flags',
      lines: sheet(80, 80, 80, 80, 80),
      flags: ['same_total', 'all_top'],
    },
    // 2 of 10 missing = 20 %: flagged at the limit.
    {
      name: 'a fifth blank or incomplete',
      lines: sheet(72, 64, 55, 48, 41, 30, 66, 58, '-', '~'),
      flags: ['many_blanks'],
    },
    // 1 of 10 = 10 %.
    { name: 'one blank in ten', lines: sheet(72, 64, 55, 48, 41, 30, 66, 58, 50, '-'), flags: [] },
    // ABS is a mark, not a blank.
    { name: 'absences are not blanks', lines: sheet(72, 64, 'ABS', 'ABS', 'ABS'), flags: [] },
    { name: 'an empty sheet', lines: sheet('-', '-', '-'), flags: ['many_blanks'] },
    {
      // Earlier mean (50+52+48+60+40)/5 = 50; now (70+72+68+65+66)/5 = 68.2: 18.2 above.
      // A's now 2 of 5 (70, 72) = 40 % against 0 %: 40 points.
      name: 'far above the earlier sessions',
      lines: sheet(70, 72, 68, 65, 66),
      earlier: [earlierOf(50, 52, 48, 60, 40)],
      flags: ['far_mean', 'far_top_share'],
    },
    {
      // Earlier, pooled: (60 × 5 + 50 × 5) / 10 = 55; now (45+50+47+49+48)/5 = 47.8: 7.2 below.
      name: 'near the earlier sessions',
      lines: sheet(45, 50, 47, 49, 48),
      earlier: [earlierOf(60, 60, 60, 60, 60, 'ABS'), earlierOf(50, 50, 50, 50, 50)],
      flags: [],
    },
    {
      // F's now 2 of 5 = 40 %, before 0 of 5; mean 46 against 55: 9 points, no flag.
      name: 'many more fails than before',
      lines: sheet(30, 35, 55, 60, 50),
      earlier: [earlierOf(55, 55, 55, 55, 55)],
      flags: ['far_fail_share'],
    },
    {
      name: 'earlier sheets with nothing graded compare nothing',
      lines: sheet(90, 95, 92, 85, 30),
      earlier: [earlierOf('-', '-')],
      flags: [],
    },
    {
      name: 'too few graded to compare with earlier sessions',
      lines: sheet(90, 95, 92, 85),
      earlier: [earlierOf(40, 41, 42, 43, 44)],
      flags: [],
    },
  ];

  it.each(examples)('$name', ({ lines, earlier, flags }) => {
    expect(flagsOf(lines, earlier)).toEqual(flags);
  });

  it('says each flag in a plain sentence with its numbers', () => {
    const lines = sheet(70, 72, 68, 65, 66, '-', '-');
    const d = gradeDistribution(lines, order);
    const messages = sheetFlags(lines, d, [earlierOf(50, 52, 48, 60, 40)], labels).map(
      (f) => f.message,
    );
    expect(messages).toEqual([
      '2 of 7 students (29 %) have no score or only one of CA and exam.',
      "The mean total, 68.2, is 18.2 points above the mean of this course's earlier sessions, 50.",
      "40 % of the graded students have an A, against 0 % in this course's earlier sessions.",
    ]);
  });

  it('names the top and failing grades of the scheme', () => {
    expect(labels).toEqual({ top: 'A', fail: 'F' });
    expect(
      gradeLabels([
        { grade: 'P', points: 0 },
        { grade: 'D', points: 4 },
      ]),
    ).toEqual({ top: 'D', fail: 'P' });
  });
});
