import type { TScoreLine } from '@campusflow/contracts/results';
import { describe, expect, it } from 'vitest';
import {
  batchOf,
  checkDraft,
  type Draft,
  isDrafts,
  settle,
  unsavedOf,
  withDraft,
} from './sheet-drafts.ts';

const maxima = { caMax: 30, examMax: 70 };
const check = (id: string, draft: Draft) => checkDraft(id, draft, maxima, undefined);
const d = (ca: string, exam: string, absent = false): Draft => ({ ca, exam, absent });

describe('a typed line', () => {
  it('is graded as typed, ABS is a fail, one score alone is incomplete', () => {
    expect(check('a', d('12.5', '57')).outcome).toMatchObject({ total: 69.5, grade: 'A' });
    expect(check('a', d('10', '', true)).outcome).toMatchObject({ status: 'absent', grade: 'ABS' });
    expect(check('a', d('10', '')).outcome).toMatchObject({ status: 'incomplete', grade: null });
  });

  it('says what is wrong on its field and is not sent, never clamped', () => {
    const above = check('a', d('31', '70.5'));
    expect(above.input).toBeNull();
    expect(above.errors).toEqual({
      ca: 'CA is out of 30: 31 is above it.',
      exam: 'The exam score is out of 70: 70.5 is above it.',
    });
    expect(check('a', d('x', '1')).errors).toEqual({ ca: 'CA is a number.' });
  });

  it('grades by the student’s own bands', () => {
    const bands = [
      { grade: 'P', minScore: 50, maxScore: 100, points: 1 },
      { grade: 'F', minScore: 0, maxScore: 49, points: 0 },
    ];
    expect(checkDraft('a', d('20', '40'), maxima, bands).outcome?.grade).toBe('P');
  });
});

describe('pending lines', () => {
  it('drop a line typed back to what is saved', () => {
    const saved = d('10', '50');
    const one = withDraft({}, 'a', d('11', '50'), saved);
    expect(one).toEqual({ a: d('11', '50') });
    expect(withDraft(one, 'a', d('10', '50'), saved)).toEqual({});
  });

  it('batch every valid changed line into one save, leaving errors and what is on its way', () => {
    const drafts = { a: d('11', '50'), b: d('31', '1'), c: d('5', '', true), e: d('1', '2') };
    const { lines, sent } = batchOf(drafts, check, { e: d('1', '2') });
    expect(lines).toEqual([
      { enrollmentId: 'a', ca: 11, exam: 50, absent: false },
      { enrollmentId: 'c', ca: 5, exam: null, absent: true },
    ]);
    expect(Object.keys(sent)).toEqual(['a', 'c']);
  });

  it('settle: what a save carried is done, what was typed again since stays', () => {
    const sent = { a: d('11', '50'), c: d('5', '6') };
    const now = { a: d('11', '50'), c: d('5', '60'), b: d('31', '1') };
    expect(settle(now, sent)).toEqual({ c: d('5', '60'), b: d('31', '1') });
  });
});

describe('lines kept in the browser', () => {
  it('are taken back only with the shape of drafts', () => {
    expect(isDrafts({ a: d('1', '2') })).toBe(true);
    expect(isDrafts({})).toBe(true);
    expect(isDrafts({ a: { ca: 1, exam: '2', absent: false } })).toBe(false);
    expect(isDrafts([d('1', '2')])).toBe(false);
    expect(isDrafts('x')).toBe(false);
  });

  it('restore what the server does not have, for students still on the sheet', () => {
    const line = (enrollmentId: string, ca: number | null) =>
      ({ enrollmentId, ca, exam: null, absent: false }) as TScoreLine;
    const kept = { a: d('11', ''), b: d('5', ''), gone: d('1', '1') };
    expect(unsavedOf(kept, [line('a', 10), line('b', 5)])).toEqual({ a: d('11', '') });
  });
});
