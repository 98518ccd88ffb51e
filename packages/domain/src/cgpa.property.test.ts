import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  cgpa,
  type GradingScheme,
  nigerianFivePointScheme,
  type RetakePolicy,
} from './grading.ts';

// Properties of the CGPA (issue 15): whatever the attempts and the retake rule, it stays on the
// scale, and the order in which semesters are given does not change it.

const policies: RetakePolicy[] = ['all_attempts', 'best_attempt', 'latest_attempt'];
const codes = ['MTH 101', 'PHY 101', 'CHM 101', 'GST 101', 'CSC 101', 'BIO 101'];
/** One course code keeps its units, as a course does. */
const unitsOf = (code: string) => 1 + (code.charCodeAt(0) % 5);

/** Up to 8 semesters, each with a set of distinct courses and their scores. */
const semesters = fc.array(
  fc.uniqueArray(
    fc.record({
      code: fc.constantFrom(...codes),
      score: fc.integer({ min: 0, max: 100 }),
    }),
    { selector: (c) => c.code, maxLength: codes.length },
  ),
  { maxLength: 8 },
);

const attemptsOf = (terms: { code: string; score: number }[][]): Attempt[] =>
  terms.flatMap((courses, sequence) =>
    courses.map((c) => ({ courseCode: c.code, units: unitsOf(c.code), score: c.score, sequence })),
  );

const schemeWith = (retakePolicy: RetakePolicy): GradingScheme => ({
  ...nigerianFivePointScheme,
  retakePolicy,
});

describe('the CGPA', () => {
  it('stays within 0 and the scale’s maximum point, under every retake rule', () => {
    fc.assert(
      fc.property(semesters, fc.constantFrom(...policies), (terms, policy) => {
        const result = cgpa(attemptsOf(terms), schemeWith(policy));
        if (result.gpa === null) {
          expect(result.totalUnits).toBe(0);
          return;
        }
        expect(result.gpa).toBeGreaterThanOrEqual(0);
        expect(result.gpa).toBeLessThanOrEqual(nigerianFivePointScheme.maxPoint);
      }),
    );
  });

  it('does not depend on the order in which the semesters are given', () => {
    fc.assert(
      fc.property(
        semesters.chain((terms) =>
          fc.tuple(
            fc.constant(attemptsOf(terms)),
            fc.shuffledSubarray(attemptsOf(terms), {
              minLength: attemptsOf(terms).length,
            }),
          ),
        ),
        fc.constantFrom(...policies),
        ([inOrder, shuffled], policy) => {
          const scheme = schemeWith(policy);
          const a = cgpa(inOrder, scheme);
          const b = cgpa(shuffled, scheme);
          expect(b.totalUnits).toBe(a.totalUnits);
          expect(b.qualityPoints).toBe(a.qualityPoints);
          expect(b.gpa).toBe(a.gpa);
        },
      ),
    );
  });

  it('counts a failed course passed on retake as the rule says (worked by hand)', () => {
    // MTH 101 (3 units) failed, then passed with a B; PHY 101 (1 unit) an A.
    // All attempts: (0 + 12 + 5) / 7; the best or the latest MTH only: (12 + 5) / 4.
    const attempts = attemptsOf([
      [
        { code: 'MTH 101', score: 30 },
        { code: 'PHY 101', score: 75 },
      ],
      [{ code: 'MTH 101', score: 62 }],
    ]);
    expect(unitsOf('MTH 101')).toBe(3);
    expect(cgpa(attempts, schemeWith('all_attempts'))).toMatchObject({
      totalUnits: 7,
      qualityPoints: 17,
    });
    expect(cgpa(attempts, schemeWith('best_attempt'))).toMatchObject({
      totalUnits: 4,
      qualityPoints: 17,
    });
    expect(cgpa(attempts, schemeWith('latest_attempt'))).toMatchObject({
      totalUnits: 4,
      qualityPoints: 17,
    });
  });
});
