import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  groupCourses,
  hasChanges,
  isCourseIds,
  lockedReason,
  type Offer,
  seatsLabel,
  submitProblems,
  totalUnits,
  unitsLabel,
  unitsProblem,
} from './course-choice.ts';

const offer = (code: string, units: number, over: Partial<Offer> = {}): Offer => ({
  courseId: code,
  code,
  title: `${code} title`,
  units,
  category: 'elective',
  chosen: false,
  prerequisites: [],
  prerequisitesMet: true,
  seatsTaken: 0,
  capacity: null,
  waitlist: null,
  ...over,
});

const limits = { minUnits: 15, maxUnits: 24 };
const courses = [
  offer('CSC 201', 3, { category: 'compulsory' }),
  offer('CSC 203', 4, { category: 'compulsory' }),
  offer('MTH 201', 10, { category: 'compulsory' }),
  offer('CSC 205', 9),
  offer('CSC 207', 2, { category: 'compulsory', prerequisitesMet: false }),
];

describe('the running total', () => {
  it('adds the units of the ticked courses on offer only', () => {
    expect(totalUnits(courses, new Set(['CSC 201', 'MTH 201', 'gone']))).toBe(13);
    expect(unitsLabel(17, limits)).toBe('17 of 15–24 units');
  });

  it('is wrong above the maximum at once, below the minimum only when submitting', () => {
    expect(unitsProblem(26, limits, false)).toBe(
      'Your courses add up to 26 units; your programme allows at most 24.',
    );
    expect(unitsProblem(24, limits, false)).toBeNull();
    expect(unitsProblem(13, limits, false)).toBeNull();
    expect(unitsProblem(13, limits, true)).toBe(
      'Your courses add up to 13 units; your programme requires at least 15.',
    );
    expect(unitsProblem(15, limits, true)).toBeNull();
  });
});

describe('before submitting', () => {
  it('asks for the compulsory courses the student may take, not those needing a prerequisite', () => {
    expect(submitProblems(courses, new Set(['CSC 201', 'MTH 201']), limits)).toEqual([
      'Include the compulsory CSC 203 before submitting.',
      'Your courses add up to 13 units; your programme requires at least 15.',
    ]);
    expect(
      submitProblems(courses, new Set(['CSC 201', 'CSC 203', 'MTH 201', 'CSC 205']), limits),
    ).toEqual(['Your courses add up to 26 units; your programme allows at most 24.']);
    expect(submitProblems(courses, new Set(['CSC 201', 'CSC 203', 'MTH 201']), limits)).toEqual([]);
  });
});

describe('a course the student cannot tick', () => {
  it('names the missing prerequisites', () => {
    const c = offer('CSC 301', 3, {
      prerequisitesMet: false,
      prerequisites: [{ id: 'a', code: 'CSC 101' }],
    });
    expect(lockedReason(c, new Set())).toBe('Needs CSC 101');
  });

  it('is full unless a seat is held for the student, and stays free to untick once chosen', () => {
    const full = offer('CSC 209', 3, { seatsTaken: 40, capacity: 40 });
    expect(lockedReason(full, new Set())).toBe('Full');
    expect(lockedReason(full, new Set(['CSC 209']))).toBeNull();
    const held = { ...full, waitlist: { position: 1, heldUntil: '2026-12-01T10:00:00Z' } };
    expect(lockedReason(held, new Set())).toBeNull();
    const waiting = { ...full, waitlist: { position: 3, heldUntil: null } };
    expect(lockedReason(waiting, new Set())).toBe('Full');
  });

  it('shows seats only when the course has a limit', () => {
    expect(seatsLabel({ seatsTaken: 34, capacity: 40 })).toBe('34 of 40 seats');
    expect(seatsLabel({ seatsTaken: 41, capacity: 40 })).toBe('40 of 40 seats');
    expect(seatsLabel({ seatsTaken: 3, capacity: null })).toBeNull();
  });
});

describe('the groups and the changes', () => {
  it('puts carry-overs first and leaves out empty groups', () => {
    const groups = groupCourses([...courses, offer('CSC 101', 3, { category: 'carry_over' })]);
    expect(groups.map((g) => [g.key, g.courses.length])).toEqual([
      ['carry_over', 1],
      ['compulsory', 4],
      ['elective', 1],
    ]);
    expect(
      groupCourses(courses.filter((c) => c.category === 'elective')).map((g) => g.key),
    ).toEqual(['elective']);
  });

  it('tells a changed choice from the saved one, in any order', () => {
    expect(hasChanges(['a', 'b'], new Set(['b', 'a']))).toBe(false);
    expect(hasChanges(['a', 'b'], new Set(['a']))).toBe(true);
    expect(hasChanges([], new Set(['a']))).toBe(true);
  });

  it('keeps a draft of the ticks as sorted ids, and takes back only a list of ids', () => {
    expect(choiceOf([offer('b', 2), offer('a', 3)])).toEqual(['a', 'b']);
    expect(isCourseIds(['a', 'b'])).toBe(true);
    expect(isCourseIds([1])).toBe(false);
    expect(isCourseIds({ a: true })).toBe(false);
  });
});
