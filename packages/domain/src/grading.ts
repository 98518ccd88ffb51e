/**
 * Grading schemes, grade points, GPA, CGPA and class of degree (docs/domain.md, Course
 * registration and results). Pure: no I/O.
 */

export type GradeBand = { grade: string; minScore: number; maxScore: number; points: number };
/** A class of degree applies from `minCgpa` up to the next class's minimum. */
export type DegreeClass = { name: string; minCgpa: number };
/** How a course taken more than once counts towards the CGPA. */
export type RetakePolicy = 'all_attempts' | 'best_attempt' | 'latest_attempt';

export type GradingScheme = {
  maxPoint: number;
  bands: GradeBand[];
  classes: DegreeClass[];
  retakePolicy: RetakePolicy;
};

/** The 5-point scale of Nigerian universities since 2018/19. */
export const nigerianFivePointScheme: GradingScheme = {
  maxPoint: 5,
  bands: [
    { grade: 'A', minScore: 70, maxScore: 100, points: 5 },
    { grade: 'B', minScore: 60, maxScore: 69, points: 4 },
    { grade: 'C', minScore: 50, maxScore: 59, points: 3 },
    { grade: 'D', minScore: 45, maxScore: 49, points: 2 },
    { grade: 'E', minScore: 40, maxScore: 44, points: 1 },
    { grade: 'F', minScore: 0, maxScore: 39, points: 0 },
  ],
  classes: [
    { name: 'First Class', minCgpa: 4.5 },
    { name: 'Second Class Upper', minCgpa: 3.5 },
    { name: 'Second Class Lower', minCgpa: 2.4 },
    { name: 'Third Class', minCgpa: 1.5 },
    { name: 'Pass', minCgpa: 1.0 },
  ],
  retakePolicy: 'all_attempts',
};

export type SchemeProblem = { path: string; message: string };

/**
 * Checks a scheme: whole-number bands that together cover 0 to 100 with no gap and no
 * overlap, points within 0..maxPoint and not falling as scores rise, distinct grade letters,
 * and classes of degree with distinct minimums within 0..maxPoint.
 */
export function validateGradingScheme(scheme: GradingScheme): SchemeProblem[] {
  const problems: SchemeProblem[] = [];
  if (!(scheme.maxPoint > 0 && scheme.maxPoint <= 10)) {
    problems.push({
      path: 'maxPoint',
      message: 'The maximum point must be above 0 and at most 10.',
    });
  }
  scheme.bands.forEach((band, i) => {
    const at = `bands.${i}`;
    if (!Number.isInteger(band.minScore) || !Number.isInteger(band.maxScore)) {
      problems.push({ path: at, message: 'Scores in a band are whole numbers.' });
    }
    if (band.minScore > band.maxScore)
      problems.push({ path: at, message: 'The lowest score is above the highest.' });
    if (band.points < 0 || band.points > scheme.maxPoint) {
      problems.push({
        path: `${at}.points`,
        message: `Points must be between 0 and ${scheme.maxPoint}.`,
      });
    }
    if (!band.grade.trim())
      problems.push({ path: `${at}.grade`, message: 'Give the band a grade.' });
  });
  const grades = scheme.bands.map((b) => b.grade.trim().toUpperCase());
  if (new Set(grades).size !== grades.length)
    problems.push({ path: 'bands', message: 'Each grade appears once.' });

  const sorted = [...scheme.bands].sort((a, b) => a.minScore - b.minScore);
  let expected = 0;
  for (const band of sorted) {
    if (band.minScore > expected) {
      problems.push({ path: 'bands', message: `No band covers ${expected}–${band.minScore - 1}.` });
    } else if (band.minScore < expected) {
      problems.push({ path: 'bands', message: `Bands overlap at ${band.minScore}.` });
    }
    expected = Math.max(expected, band.maxScore + 1);
  }
  if (sorted.length === 0 || expected <= 100) {
    problems.push({ path: 'bands', message: `No band covers ${expected}–100.` });
  } else if (expected > 101) {
    problems.push({ path: 'bands', message: 'A band goes above 100.' });
  }
  for (let i = 1; i < sorted.length; i++) {
    const lower = sorted[i - 1];
    const higher = sorted[i];
    if (lower && higher && higher.points < lower.points) {
      problems.push({
        path: 'bands',
        message: `A higher score may not earn fewer points (${higher.grade}).`,
      });
    }
  }

  const minimums = scheme.classes.map((c) => c.minCgpa);
  if (new Set(minimums).size !== minimums.length) {
    problems.push({ path: 'classes', message: 'Two classes of degree start at the same CGPA.' });
  }
  scheme.classes.forEach((c, i) => {
    if (c.minCgpa < 0 || c.minCgpa > scheme.maxPoint) {
      problems.push({ path: `classes.${i}.minCgpa`, message: `Between 0 and ${scheme.maxPoint}.` });
    }
    if (!c.name.trim())
      problems.push({ path: `classes.${i}.name`, message: 'Name the class of degree.' });
  });
  return problems;
}

/**
 * The grade and points for a total score. Scores are rounded to a whole number first (half
 * up), as score sheets are: 69.5 is 70.
 */
export function gradeFor(score: number, scheme: GradingScheme): { grade: string; points: number } {
  if (!Number.isFinite(score) || score < 0 || score > 100) {
    throw new RangeError(`A score is between 0 and 100, not ${score}`);
  }
  const whole = Math.floor(score + 0.5);
  const band = scheme.bands.find((b) => whole >= b.minScore && whole <= b.maxScore);
  if (!band) throw new RangeError(`The grading scheme has no band for ${whole}`);
  return { grade: band.grade, points: band.points };
}

export type GradedCourse = { units: number; score: number };

export type GpaResult = {
  totalUnits: number;
  /** Sum of units × points, the numerator of the GPA. */
  qualityPoints: number;
  /** Exact quotient; null when no units were taken. */
  gpa: number | null;
};

/** GPA = sum(units × points) / sum(units) over the courses given. */
export function gpa(courses: readonly GradedCourse[], scheme: GradingScheme): GpaResult {
  let totalUnits = 0;
  let qualityPoints = 0;
  for (const course of courses) {
    if (!Number.isInteger(course.units) || course.units < 0) {
      throw new RangeError(`Credit units are whole and not negative, not ${course.units}`);
    }
    totalUnits += course.units;
    qualityPoints += course.units * gradeFor(course.score, scheme).points;
  }
  return { totalUnits, qualityPoints, gpa: totalUnits === 0 ? null : qualityPoints / totalUnits };
}

export type Attempt = GradedCourse & {
  courseCode: string /** order of the attempt in time */;
  sequence: number;
};

/** CGPA over every published attempt, counting retakes as the scheme says. */
export function cgpa(attempts: readonly Attempt[], scheme: GradingScheme): GpaResult {
  if (scheme.retakePolicy === 'all_attempts') return gpa(attempts, scheme);
  const chosen = new Map<string, Attempt>();
  for (const attempt of attempts) {
    const current = chosen.get(attempt.courseCode);
    const better =
      !current ||
      (scheme.retakePolicy === 'latest_attempt'
        ? attempt.sequence > current.sequence
        : gradeFor(attempt.score, scheme).points > gradeFor(current.score, scheme).points);
    if (better) chosen.set(attempt.courseCode, attempt);
  }
  return gpa([...chosen.values()], scheme);
}

/** The class of degree for a CGPA, compared exactly (4.495 is not First Class); null below Pass. */
export function classOfDegree(value: number, scheme: GradingScheme): string | null {
  const reached = scheme.classes
    .filter((c) => value >= c.minCgpa)
    .sort((a, b) => b.minCgpa - a.minCgpa)[0];
  return reached?.name ?? null;
}

/**
 * Two decimals for display, cut rather than rounded, so that a 4.495 shown as "4.49" agrees with
 * its class (Second Class Upper) instead of reading as a First.
 */
export function formatGradePoint(value: number | null): string {
  if (value === null) return '—';
  return (Math.floor(value * 100 + 1e-9) / 100).toFixed(2);
}
