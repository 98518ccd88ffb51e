import type { TAmendment } from '@campusflow/contracts/results';
import { describe, expect, it } from 'vitest';
import { formatAmendedLine, formatChange, openByLine, waitsFor } from './amendment-lines.ts';

const line = (ca: number | null, exam: number | null, absent: boolean, grade: string | null) => ({
  ca,
  exam,
  absent,
  grade,
});

const amendment = (over: Partial<TAmendment>): TAmendment => ({
  id: 'a1',
  sheetId: 's1',
  courseCode: 'CSC 201',
  courseTitle: 'Data structures',
  departmentId: 'd1',
  enrollmentId: 'e1',
  studentName: 'Ada',
  matricNumber: 'CSC/1',
  before: line(12, 40, false, 'C'),
  after: line(12, 55, false, 'A'),
  reason: 'The exam script was marked twice.',
  state: 'requested',
  requestedByName: 'Dr Obi',
  requestedAt: '2026-01-01T00:00:00.000Z',
  hodAt: null,
  officerAt: null,
  rejectionReason: null,
  ...over,
});

describe('amended lines', () => {
  it('show CA, exam or ABS, and the grade', () => {
    expect(formatAmendedLine(line(12.5, 45, false, 'B'))).toBe('CA 12.5 · Exam 45 · B');
    expect(formatAmendedLine(line(12, null, true, 'F'))).toBe('CA 12 · ABS · F');
    expect(formatAmendedLine(line(null, null, false, null))).toBe('CA — · Exam — · no grade');
    expect(formatAmendedLine(null)).toBe('No scores');
  });

  it('show the old line, then the new', () => {
    expect(formatChange(amendment({}))).toBe('CA 12 · Exam 40 · C → CA 12 · Exam 55 · A');
  });
});

describe('decisions', () => {
  it('wait for the head, then the exam officer, then nobody', () => {
    expect(waitsFor({ state: 'requested' }, 'hod')).toBe(true);
    expect(waitsFor({ state: 'requested' }, 'officer')).toBe(false);
    expect(waitsFor({ state: 'hod_approved' }, 'officer')).toBe(true);
    expect(waitsFor({ state: 'hod_approved' }, 'hod')).toBe(false);
    expect(waitsFor({ state: 'approved' }, 'officer')).toBe(false);
    expect(waitsFor({ state: 'rejected' }, 'hod')).toBe(false);
  });

  it('mark the lines of a sheet that have an open correction', () => {
    const open = openByLine(
      [
        amendment({ id: 'a', enrollmentId: 'e1' }),
        amendment({ id: 'b', enrollmentId: 'e2', state: 'approved' }),
        amendment({ id: 'c', enrollmentId: 'e3', state: 'hod_approved' }),
        amendment({ id: 'd', enrollmentId: 'e4', sheetId: 'other' }),
      ],
      's1',
    );
    expect([...open.keys()].sort()).toEqual(['e1', 'e3']);
  });
});
