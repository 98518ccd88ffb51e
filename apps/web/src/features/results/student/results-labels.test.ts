import { describe, expect, it } from 'vitest';
import { carryOverTitle, gradeColor, semesterTitle, unitsLabel } from './results-labels.ts';

describe('results labels', () => {
  it('name a semester by its session and order', () => {
    expect(semesterTitle({ sessionName: '2024/2025 Regular', semester: 1 })).toBe(
      '2024/2025 Regular · First semester',
    );
    expect(semesterTitle({ sessionName: '2024/2025 Regular', semester: 3 })).toBe(
      '2024/2025 Regular · Third semester',
    );
  });

  it('count units and carry-overs in the singular and plural', () => {
    expect(unitsLabel(1)).toBe('1 unit');
    expect(unitsLabel(18)).toBe('18 units');
    expect(carryOverTitle(1)).toBe('1 carry-over course');
    expect(carryOverTitle(3)).toBe('3 carry-over courses');
  });

  it('mark in red what earns nothing: a fail, an absence, an ungraded line', () => {
    expect(gradeColor({ absent: false, points: 5 })).toBe('gray');
    expect(gradeColor({ absent: false, points: 1 })).toBe('gray');
    expect(gradeColor({ absent: false, points: 0 })).toBe('red');
    expect(gradeColor({ absent: true, points: 0 })).toBe('red');
    expect(gradeColor({ absent: false, points: null })).toBe('red');
  });
});
