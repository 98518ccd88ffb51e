/**
 * Score lines of a course's result sheet (docs/domain.md, "Course registration and results"):
 * what a line's CA and exam mean, and which grading scheme grades a student. Pure: no I/O.
 */
import { type GradingScheme, gradeFor } from './grading.ts';

export type ScoreEntry = { ca: number | null; exam: number | null; absent: boolean };
export type ScoreMaxima = { caMax: number; examMax: number };
export type ScoreProblem = { field: 'ca' | 'exam'; message: string };

export type ScoreOutcome = {
  status: 'blank' | 'incomplete' | 'graded' | 'absent';
  total: number | null;
  grade: string | null;
  points: number | null;
};

/** The grade of a student absent from the exam: a fail, no points, a carry-over. */
export const ABSENT_GRADE = 'ABS';

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9;

/**
 * Checks a line against the sheet's maxima. A score above its maximum is an error on its field,
 * never clamped; so is a negative one or one with more than two decimals.
 */
export function checkScore(entry: ScoreEntry, maxima: ScoreMaxima): ScoreProblem[] {
  const problems: ScoreProblem[] = [];
  const check = (field: 'ca' | 'exam', value: number | null, max: number, label: string) => {
    if (value === null) return;
    if (!Number.isFinite(value) || value < 0) {
      problems.push({ field, message: `${label} cannot be negative.` });
    } else if (value > max) {
      problems.push({ field, message: `${label} is out of ${max}: ${value} is above it.` });
    } else if (!twoDecimals(value)) {
      problems.push({ field, message: `${label} has at most two decimals.` });
    }
  };
  check('ca', entry.ca, maxima.caMax, 'CA');
  check('exam', entry.exam, maxima.examMax, 'The exam score');
  return problems;
}

/**
 * What a line comes to: ABS is a fail with no points (whatever CA was earned); both scores
 * give the total, its grade and points; one score alone is incomplete and nothing is graded.
 */
export function scoreOutcome(entry: ScoreEntry, scheme: GradingScheme): ScoreOutcome {
  if (entry.absent) return { status: 'absent', total: null, grade: ABSENT_GRADE, points: 0 };
  if (entry.ca === null && entry.exam === null) {
    return { status: 'blank', total: null, grade: null, points: null };
  }
  if (entry.ca === null || entry.exam === null) {
    return { status: 'incomplete', total: null, grade: null, points: null };
  }
  // Hundredths as integers, so 12.5 + 57.25 is exactly 69.75.
  const total = (Math.round(entry.ca * 100) + Math.round(entry.exam * 100)) / 100;
  const { grade, points } = gradeFor(total, scheme);
  return { status: 'graded', total, grade, points };
}

export type SchemeAssignment = { schemeId: string; fromEntryYear: number };

/**
 * The scheme that grades a student of `entryYear`: the latest assignment from that year or
 * before. A student who entered before every assignment is graded by the earliest. Null when
 * the school has assigned none (the caller falls back to the national 5-point scale).
 */
export function schemeIdFor(assignments: readonly SchemeAssignment[], entryYear: number) {
  const sorted = [...assignments].sort((a, b) => a.fromEntryYear - b.fromEntryYear);
  const inForce = sorted.filter((a) => a.fromEntryYear <= entryYear).at(-1) ?? sorted[0];
  return inForce?.schemeId ?? null;
}
