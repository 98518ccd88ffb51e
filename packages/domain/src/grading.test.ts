import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  cgpa,
  classOfDegree,
  formatGradePoint,
  type GradeBand,
  type GradingScheme,
  gpa,
  gradeFor,
  nigerianFivePointScheme as scheme,
  validateGradingScheme,
} from './grading.ts';

/** Random valid schemes: 0..100 cut into consecutive bands, points rising with scores. */
const validScheme = fc
  .uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 9 })
  .chain((cuts) => {
    const edges = [0, ...[...cuts].sort((a, b) => a - b), 101];
    const bands: GradeBand[] = [];
    for (let i = 0; i < edges.length - 1; i++) {
      const min = edges[i] ?? 0;
      const max = (edges[i + 1] ?? 101) - 1;
      bands.push({ grade: String.fromCharCode(90 - i), minScore: min, maxScore: max, points: i });
    }
    return fc.constant<GradingScheme>({
      maxPoint: Math.max(1, bands.length - 1),
      bands,
      classes: [{ name: 'Pass', minCgpa: 0 }],
      retakePolicy: 'all_attempts',
    });
  });

describe('validateGradingScheme', () => {
  it('accepts the national 5-point scale', () => {
    expect(validateGradingScheme(scheme)).toEqual([]);
  });

  it('accepts every partition of 0–100 into bands', () => {
    fc.assert(fc.property(validScheme, (s) => validateGradingScheme(s).length === 0));
  });

  it('finds the gap when a band is removed from the middle', () => {
    fc.assert(
      fc.property(
        validScheme.filter((s) => s.bands.length >= 3),
        (s) => {
          const bands = s.bands.filter((_, i) => i !== 1);
          return validateGradingScheme({ ...s, bands }).some((p) =>
            p.message.startsWith('No band covers'),
          );
        },
      ),
    );
  });

  it('finds an overlap when a band reaches into the next', () => {
    fc.assert(
      fc.property(
        validScheme.filter((s) => s.bands.length >= 2),
        (s) => {
          const bands = s.bands.map((b, i) => (i === 0 ? { ...b, maxScore: b.maxScore + 1 } : b));
          return validateGradingScheme({ ...s, bands }).some((p) =>
            p.message.startsWith('Bands overlap'),
          );
        },
      ),
    );
  });

  it('names other mistakes', () => {
    const messages = (s: GradingScheme) => validateGradingScheme(s).map((p) => p.message);
    expect(
      messages({
        ...scheme,
        bands: scheme.bands.map((b) => (b.grade === 'B' ? { ...b, points: 6 } : b)),
      }),
    ).toContain('Points must be between 0 and 5.');
    expect(
      messages({
        ...scheme,
        bands: scheme.bands.map((b) => (b.grade === 'C' ? { ...b, points: 5 } : b)),
      }),
    ).toContain('A higher score may not earn fewer points (B).');
    expect(
      messages({
        ...scheme,
        bands: scheme.bands.map((b) => (b.grade === 'A' ? { ...b, maxScore: 99 } : b)),
      }),
    ).toContain('No band covers 100–100.');
    expect(
      messages({ ...scheme, classes: [...scheme.classes, { name: 'Distinction', minCgpa: 4.5 }] }),
    ).toContain('Two classes of degree start at the same CGPA.');
  });
});

describe('gradeFor', () => {
  it('follows the national bands at every boundary', () => {
    const table: [number, string, number][] = [
      [100, 'A', 5],
      [70, 'A', 5],
      [69, 'B', 4],
      [60, 'B', 4],
      [59, 'C', 3],
      [50, 'C', 3],
      [49, 'D', 2],
      [45, 'D', 2],
      [44, 'E', 1],
      [40, 'E', 1],
      [39, 'F', 0],
      [0, 'F', 0],
    ];
    for (const [score, grade, points] of table)
      expect(gradeFor(score, scheme)).toEqual({ grade, points });
  });

  it('rounds a fractional total half up before grading', () => {
    expect(gradeFor(69.5, scheme).grade).toBe('A');
    expect(gradeFor(69.49, scheme).grade).toBe('B');
  });

  it('gives every score from 0 to 100 exactly one grade, never fewer points for more marks', () => {
    fc.assert(
      fc.property(
        validScheme,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (s, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          return gradeFor(low, s).points <= gradeFor(high, s).points;
        },
      ),
    );
  });

  it('refuses scores outside 0–100', () => {
    expect(() => gradeFor(101, scheme)).toThrow(RangeError);
    expect(() => gradeFor(-1, scheme)).toThrow(RangeError);
    expect(() => gradeFor(Number.NaN, scheme)).toThrow(RangeError);
  });
});

const course = fc.record({
  units: fc.integer({ min: 1, max: 6 }),
  score: fc.integer({ min: 0, max: 100 }),
});

describe('gpa', () => {
  it('lies between the lowest and highest points earned', () => {
    fc.assert(
      fc.property(fc.array(course, { minLength: 1, maxLength: 12 }), (courses) => {
        const points = courses.map((c) => gradeFor(c.score, scheme).points);
        const value = gpa(courses, scheme).gpa ?? -1;
        return value >= Math.min(...points) - 1e-12 && value <= Math.max(...points) + 1e-12;
      }),
    );
  });

  it('does not change when every course carries k times the units', () => {
    fc.assert(
      fc.property(
        fc.array(course, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 2, max: 5 }),
        (courses, k) => {
          const scaled = courses.map((c) => ({ ...c, units: c.units * k }));
          return Math.abs((gpa(courses, scheme).gpa ?? 0) - (gpa(scaled, scheme).gpa ?? 0)) < 1e-12;
        },
      ),
    );
  });

  it('is null without units', () => {
    expect(gpa([], scheme)).toEqual({ totalUnits: 0, qualityPoints: 0, gpa: null });
  });
});

describe('a transcript worked by hand', () => {
  // First semester: CSC 101 (3 units, 72 = A, 15), MTH 101 (3, 65 = B, 12), PHY 101 (2, 48 = D, 4),
  // GST 101 (2, 55 = C, 6), CHM 101 (3, 38 = F, 0): 13 units, 37 quality points, GPA 37/13 = 2.8461...
  const first: Attempt[] = [
    { courseCode: 'CSC 101', units: 3, score: 72, sequence: 1 },
    { courseCode: 'MTH 101', units: 3, score: 65, sequence: 1 },
    { courseCode: 'PHY 101', units: 2, score: 48, sequence: 1 },
    { courseCode: 'GST 101', units: 2, score: 55, sequence: 1 },
    { courseCode: 'CHM 101', units: 3, score: 38, sequence: 1 },
  ];
  // Second semester: CSC 102 (3, 81 = A, 15), MTH 102 (3, 59 = C, 9), CHM 101 again (3, 61 = B, 12),
  // GST 102 (2, 44 = E, 2): 11 units, 38 quality points, GPA 38/11 = 3.4545...
  const second: Attempt[] = [
    { courseCode: 'CSC 102', units: 3, score: 81, sequence: 2 },
    { courseCode: 'MTH 102', units: 3, score: 59, sequence: 2 },
    { courseCode: 'CHM 101', units: 3, score: 61, sequence: 2 },
    { courseCode: 'GST 102', units: 2, score: 44, sequence: 2 },
  ];

  it('gives the semester GPAs', () => {
    expect(gpa(first, scheme)).toEqual({ totalUnits: 13, qualityPoints: 37, gpa: 37 / 13 });
    expect(formatGradePoint(gpa(first, scheme).gpa)).toBe('2.84');
    expect(formatGradePoint(gpa(second, scheme).gpa)).toBe('3.45');
  });

  it('gives the CGPA with both attempts of CHM 101 counted (the default): 75/24 = 3.125', () => {
    const result = cgpa([...first, ...second], scheme);
    expect(result).toEqual({ totalUnits: 24, qualityPoints: 75, gpa: 75 / 24 });
    expect(formatGradePoint(result.gpa)).toBe('3.12');
    expect(classOfDegree(result.gpa ?? 0, scheme)).toBe('Second Class Lower');
  });

  it('with the best attempt only: 75/21 = 3.5714, Second Class Upper', () => {
    const best = cgpa([...first, ...second], { ...scheme, retakePolicy: 'best_attempt' });
    expect(best).toEqual({ totalUnits: 21, qualityPoints: 75, gpa: 75 / 21 });
    expect(classOfDegree(best.gpa ?? 0, scheme)).toBe('Second Class Upper');
  });
});

describe('classOfDegree', () => {
  it('uses the thresholds exactly', () => {
    expect(classOfDegree(5, scheme)).toBe('First Class');
    expect(classOfDegree(4.5, scheme)).toBe('First Class');
    expect(classOfDegree(4.495, scheme)).toBe('Second Class Upper');
    expect(classOfDegree(3.5, scheme)).toBe('Second Class Upper');
    expect(classOfDegree(2.4, scheme)).toBe('Second Class Lower');
    expect(classOfDegree(1.5, scheme)).toBe('Third Class');
    expect(classOfDegree(1.0, scheme)).toBe('Pass');
    expect(classOfDegree(0.99, scheme)).toBeNull();
  });

  it('never gives a lower class to a higher CGPA', () => {
    const rank = (name: string | null) =>
      name ? scheme.classes.length - scheme.classes.findIndex((c) => c.name === name) : 0;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          return rank(classOfDegree(low, scheme)) <= rank(classOfDegree(high, scheme));
        },
      ),
    );
  });

  it('shows two decimals, cut so that the figure agrees with the class', () => {
    expect(formatGradePoint(4.495)).toBe('4.49');
    expect(formatGradePoint(3.5)).toBe('3.50');
    expect(formatGradePoint(null)).toBe('—');
  });
});
