import type { TMyRegistration } from '@campusflow/contracts';

// What the registration page works out from the offer and the ticked courses before anything
// is sent: the running total and what is wrong with it. The server decides (packages/domain
// `checkRegistration`); this only lets the student see it first.

export type Offer = NonNullable<TMyRegistration['proposal']>['courses'][number];
export type Limits = { minUnits: number; maxUnits: number };

/** The units of the ticked courses that are on offer. */
export function totalUnits(courses: readonly Offer[], chosen: ReadonlySet<string>): number {
  return courses.reduce((sum, c) => sum + (chosen.has(c.courseId) ? c.units : 0), 0);
}

/** `17 of 15–24 units` */
export const unitsLabel = (total: number, limits: Limits) =>
  `${total} of ${limits.minUnits}–${limits.maxUnits} units`;

/**
 * What is wrong with the total: above the maximum always (the server refuses such a draft too);
 * below the minimum only when submitting, since a draft may be incomplete.
 */
export function unitsProblem(total: number, limits: Limits, submitting: boolean): string | null {
  if (total > limits.maxUnits) {
    return `Your courses add up to ${total} units; your programme allows at most ${limits.maxUnits}.`;
  }
  if (submitting && total < limits.minUnits) {
    return `Your courses add up to ${total} units; your programme requires at least ${limits.minUnits}.`;
  }
  return null;
}

/** Compulsory courses the student may take but has not ticked (asked for at submission). */
export const missingCompulsory = (courses: readonly Offer[], chosen: ReadonlySet<string>) =>
  courses.filter(
    (c) => c.category === 'compulsory' && c.prerequisitesMet && !chosen.has(c.courseId),
  );

/** Every problem that stops a submission, in the order the page shows them. */
export function submitProblems(
  courses: readonly Offer[],
  chosen: ReadonlySet<string>,
  limits: Limits,
): string[] {
  const missing = missingCompulsory(courses, chosen);
  const units = unitsProblem(totalUnits(courses, chosen), limits, true);
  return [
    ...(missing.length
      ? [`Include the compulsory ${missing.map((c) => c.code).join(', ')} before submitting.`]
      : []),
    ...(units ? [units] : []),
  ];
}

/** Whether every seat of the course is taken (a course without capacity never fills). */
export const isFull = (c: Pick<Offer, 'seatsTaken' | 'capacity'>) =>
  c.capacity !== null && c.seatsTaken >= c.capacity;

/** `34 of 40 seats`, or null when the course has no limit. */
export const seatsLabel = (c: Pick<Offer, 'seatsTaken' | 'capacity'>) =>
  c.capacity === null ? null : `${Math.min(c.seatsTaken, c.capacity)} of ${c.capacity} seats`;

/**
 * Why the course's box cannot be ticked, or null when it can. A course already chosen stays
 * free to untick (its seat is the student's), even when the course is now full.
 */
export function lockedReason(c: Offer, chosen: ReadonlySet<string>): string | null {
  if (chosen.has(c.courseId)) return null;
  if (!c.prerequisitesMet) return `Needs ${c.prerequisites.map((p) => p.code).join(', ')}`;
  // A seat held for the student from the waiting list may be taken although the course is full.
  if (isFull(c) && !c.waitlist?.heldUntil) return 'Full';
  return null;
}

export type CourseGroup = { key: Offer['category']; title: string; courses: Offer[] };

const groupTitles: Record<Offer['category'], string> = {
  carry_over: 'Carry-over courses',
  compulsory: 'Compulsory courses',
  elective: 'Electives',
};

/** The offer in the order the student works through it: carry-overs first, then the rest. */
export function groupCourses(courses: readonly Offer[]): CourseGroup[] {
  return (['carry_over', 'compulsory', 'elective'] as const)
    .map((key) => ({
      key,
      title: groupTitles[key],
      courses: courses.filter((c) => c.category === key),
    }))
    .filter((g) => g.courses.length > 0);
}

/** Whether the ticked courses differ from the saved ones. */
export function hasChanges(saved: readonly string[], chosen: ReadonlySet<string>): boolean {
  return saved.length !== chosen.size || saved.some((id) => !chosen.has(id));
}

/** The ticked courses as a draft keeps them (lib/use-form-draft.ts): their ids, in one order. */
export const choiceOf = (courses: readonly Pick<Offer, 'courseId'>[]): string[] =>
  courses.map((c) => c.courseId).sort();

/** Whether a kept draft is still a list of course ids. */
export const isCourseIds = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');
