// Course registration rules (docs/domain.md, "Course registration and results"). Pure: the API
// loads the facts, these decide; the server is the one that calls them before writing.

export type RegistrationWindow = 'upcoming' | 'open' | 'late' | 'closed';

/** Where `now` falls in a registration period: before, inside, in its late window, after. */
export function registrationWindow(
  period: { opensAt: Date; closesAt: Date; lateClosesAt: Date | null },
  now: Date,
): RegistrationWindow {
  const t = now.getTime();
  if (t < period.opensAt.getTime()) return 'upcoming';
  if (t < period.closesAt.getTime()) return 'open';
  if (period.lateClosesAt && t < period.lateClosesAt.getTime()) return 'late';
  return 'closed';
}

export type OfferedCourse = {
  courseId: string;
  code: string;
  units: number;
  compulsory: boolean;
  /** Ids of the courses that must be passed first. */
  prerequisiteIds: readonly string[];
};

/** Whether every prerequisite of the course is among the passed courses. */
export function prerequisitesMet(
  course: Pick<OfferedCourse, 'prerequisiteIds'>,
  passed: ReadonlySet<string>,
): boolean {
  return course.prerequisiteIds.every((id) => passed.has(id));
}

export type RegistrationProblem =
  | { kind: 'not_offered'; courseIds: string[] }
  | { kind: 'prerequisite_missing'; codes: string[] }
  | { kind: 'compulsory_missing'; codes: string[] }
  | { kind: 'units_below_minimum'; total: number; min: number }
  | { kind: 'units_above_maximum'; total: number; max: number };

/**
 * Checks a choice of courses against the offer. A draft may be incomplete (below the minimum,
 * compulsory courses missing); a submission may not. `passed` comes from published results;
 * a course whose prerequisite is not passed cannot be taken yet.
 */
export function checkRegistration(input: {
  offered: readonly OfferedCourse[];
  chosen: readonly string[];
  passed: ReadonlySet<string>;
  minUnits: number;
  maxUnits: number;
  submitting: boolean;
}): { totalUnits: number; problems: RegistrationProblem[] } {
  const byId = new Map(input.offered.map((c) => [c.courseId, c]));
  const chosen = [...new Set(input.chosen)];
  const problems: RegistrationProblem[] = [];
  const notOffered = chosen.filter((id) => !byId.has(id));
  if (notOffered.length) problems.push({ kind: 'not_offered', courseIds: notOffered });
  const courses = chosen.flatMap((id) => byId.get(id) ?? []);
  const blocked = courses.filter((c) => !prerequisitesMet(c, input.passed));
  if (blocked.length) {
    problems.push({ kind: 'prerequisite_missing', codes: blocked.map((c) => c.code) });
  }
  const totalUnits = courses.reduce((sum, c) => sum + c.units, 0);
  if (totalUnits > input.maxUnits) {
    problems.push({ kind: 'units_above_maximum', total: totalUnits, max: input.maxUnits });
  }
  if (input.submitting) {
    const chosenSet = new Set(chosen);
    // A compulsory course the student may not take yet (a prerequisite not passed) is not asked.
    const missing = input.offered.filter(
      (c) => c.compulsory && !chosenSet.has(c.courseId) && prerequisitesMet(c, input.passed),
    );
    if (missing.length) {
      problems.push({ kind: 'compulsory_missing', codes: missing.map((c) => c.code) });
    }
    if (totalUnits < input.minUnits) {
      problems.push({ kind: 'units_below_minimum', total: totalUnits, min: input.minUnits });
    }
  }
  return { totalUnits, problems };
}
