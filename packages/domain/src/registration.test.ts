import { describe, expect, it } from 'vitest';
import { checkRegistration, type OfferedCourse, registrationWindow } from './registration.ts';

const period = {
  opensAt: new Date('2026-01-10T00:00:00Z'),
  closesAt: new Date('2026-01-20T00:00:00Z'),
  lateClosesAt: new Date('2026-01-25T00:00:00Z'),
};

describe('registrationWindow', () => {
  it('is upcoming, open, late, then closed', () => {
    expect(registrationWindow(period, new Date('2026-01-09T23:59:59Z'))).toBe('upcoming');
    expect(registrationWindow(period, new Date('2026-01-10T00:00:00Z'))).toBe('open');
    expect(registrationWindow(period, new Date('2026-01-20T00:00:00Z'))).toBe('late');
    expect(registrationWindow(period, new Date('2026-01-25T00:00:00Z'))).toBe('closed');
  });

  it('closes at the close without a late window', () => {
    const noLate = { ...period, lateClosesAt: null };
    expect(registrationWindow(noLate, new Date('2026-01-21T00:00:00Z'))).toBe('closed');
  });
});

const course = (id: string, units: number, extra: Partial<OfferedCourse> = {}): OfferedCourse => ({
  courseId: id,
  code: id.toUpperCase(),
  units,
  compulsory: false,
  prerequisiteIds: [],
  ...extra,
});
const offered = [
  course('a', 6, { compulsory: true }),
  course('b', 6),
  course('c', 6),
  course('d', 6),
  course('e', 3, { prerequisiteIds: ['z'] }),
];
const base = { offered, passed: new Set<string>(), minUnits: 15, maxUnits: 24 };

describe('checkRegistration', () => {
  it('accepts a choice within the limits with the compulsory courses', () => {
    const result = checkRegistration({ ...base, chosen: ['a', 'b', 'c'], submitting: true });
    expect(result).toEqual({ totalUnits: 18, problems: [] });
  });

  it('lets a draft be incomplete but not over the maximum', () => {
    expect(checkRegistration({ ...base, chosen: ['b'], submitting: false }).problems).toEqual([]);
    // A course chosen twice counts once: 24 units is the maximum, not over it.
    const atMax = checkRegistration({
      ...base,
      chosen: ['a', 'b', 'c', 'd', 'd'],
      submitting: false,
    });
    expect(atMax).toEqual({ totalUnits: 24, problems: [] });
    const tooMany = checkRegistration({
      ...base,
      maxUnits: 20,
      chosen: ['a', 'b', 'c', 'd'],
      submitting: false,
    });
    expect(tooMany.problems).toEqual([{ kind: 'units_above_maximum', total: 24, max: 20 }]);
  });

  it('refuses a submission below the minimum or without a compulsory course', () => {
    const result = checkRegistration({ ...base, chosen: ['b', 'c'], submitting: true });
    expect(result.problems).toEqual([
      { kind: 'compulsory_missing', codes: ['A'] },
      { kind: 'units_below_minimum', total: 12, min: 15 },
    ]);
  });

  it('does not ask for a compulsory course whose prerequisite is not passed', () => {
    const withBlocked = [...offered, course('f', 3, { compulsory: true, prerequisiteIds: ['z'] })];
    const result = checkRegistration({
      ...base,
      offered: withBlocked,
      chosen: ['a', 'b', 'c'],
      submitting: true,
    });
    expect(result.problems).toEqual([]);
  });

  it('refuses a course not offered and one whose prerequisite is not passed', () => {
    const result = checkRegistration({ ...base, chosen: ['a', 'x', 'e'], submitting: false });
    expect(result.problems).toEqual([
      { kind: 'not_offered', courseIds: ['x'] },
      { kind: 'prerequisite_missing', codes: ['E'] },
    ]);
    const passed = checkRegistration({
      ...base,
      passed: new Set(['z']),
      chosen: ['a', 'e'],
      submitting: false,
    });
    expect(passed.problems).toEqual([]);
  });
});
