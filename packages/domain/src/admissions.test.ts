import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationFacts,
  admissionAggregate,
  examTransition,
  offerTransition,
  olevelCheck,
  rejectTransition,
  screeningTransition,
  stageTrack,
} from './admissions.ts';

const sitting = (grades: Record<string, string>) => ({
  subjects: Object.entries(grades).map(([subject, grade]) => ({ subject, grade })),
});
const science = { subjects: ['English Language', 'Mathematics'], minCredits: 5, maxSittings: 2 };

describe('olevelCheck', () => {
  it('passes five credits including English and Mathematics in one sitting', () => {
    const result = olevelCheck(
      [
        sitting({
          English: 'C6',
          Maths: 'B3',
          Physics: 'A1',
          Chemistry: 'C5',
          Biology: 'C4',
          Igbo: 'F9',
        }),
      ],
      science,
    );
    expect(result).toMatchObject({ meets: true, credits: 5, missingSubjects: [] });
  });

  it('combines two sittings but counts a subject once', () => {
    const first = sitting({ 'English Language': 'D7', Mathematics: 'C4', Physics: 'B2' });
    const second = sitting({ English: 'C6', Mathematics: 'A1', Chemistry: 'C5', Biology: 'C6' });
    expect(olevelCheck([first, second], science)).toMatchObject({ meets: true, credits: 5 });
  });

  it('names a required subject without a credit, and refuses a third sitting', () => {
    const weak = sitting({ English: 'E8', Maths: 'C4', Physics: 'B2', Chemistry: 'B3', Art: 'A1' });
    const result = olevelCheck([weak], science);
    expect(result.meets).toBe(false);
    expect(result.missingSubjects).toEqual(['English Language']);
    const good = sitting({ English: 'A1', Maths: 'A1', Physics: 'A1', Chemistry: 'A1', Art: 'A1' });
    expect(olevelCheck([good, good, good], science).meets).toBe(false);
    expect(olevelCheck([good], { ...science, maxSittings: 1 }).meets).toBe(true);
    expect(olevelCheck([], science).meets).toBe(false);
  });

  it('never counts more credits than distinct subjects', () => {
    const grade = fc.constantFrom('A1', 'B2', 'B3', 'C4', 'C5', 'C6', 'D7', 'E8', 'F9');
    const subject = fc.constantFrom('English', 'Maths', 'Physics', 'Chemistry', 'Biology');
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.record({ subject, grade }), { maxLength: 9 }), { maxLength: 2 }),
        (sittings) => {
          const result = olevelCheck(
            sittings.map((subjects) => ({ subjects })),
            science,
          );
          expect(result.credits).toBeLessThanOrEqual(5);
          if (result.meets) expect(result.missingSubjects).toEqual([]);
        },
      ),
    );
  });
});

describe('admissionAggregate', () => {
  it('weighs UTME/400 and the other score/100 by the school setting', () => {
    expect(admissionAggregate(280, 60, 50)).toBe(65);
    expect(admissionAggregate(200, 80, 60)).toBe(62);
    expect(admissionAggregate(300, null, 50)).toBe(75);
    expect(admissionAggregate(null, 90, 50)).toBeNull();
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
        fc.integer({ min: 0, max: 100 }),
        (utme, other, weight) => {
          const value = admissionAggregate(utme, other, weight) ?? -1;
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('stage transitions', () => {
  const both = { screening: true, entranceExam: true };
  const facts = (over: Partial<ApplicationFacts>): ApplicationFacts => ({
    stage: 'submitted',
    screeningResult: null,
    examScored: false,
    ...over,
  });

  it('refuses an offer before screening where screening is on', () => {
    expect(offerTransition(facts({}), { screening: true, entranceExam: false })).toEqual({
      ok: false,
      reason: 'Screen this application before offering admission.',
    });
    expect(offerTransition(facts({}), { screening: false, entranceExam: false })).toEqual({
      ok: true,
      stage: 'offered',
    });
  });

  it('needs an exam score when the school holds an entrance exam', () => {
    const screened = facts({ stage: 'screening', screeningResult: 'passed' });
    expect(offerTransition(screened, both).ok).toBe(false);
    expect(examTransition(screened, both)).toEqual({ ok: true, stage: 'entrance_exam' });
    const scored = { ...screened, stage: 'entrance_exam' as const, examScored: true };
    expect(offerTransition(scored, both)).toEqual({ ok: true, stage: 'offered' });
  });

  it('lets a new decision reverse an earlier one, never after acceptance', () => {
    const failed = facts({ stage: 'rejected', screeningResult: 'failed' });
    expect(screeningTransition(failed, true, both)).toEqual({ ok: true, stage: 'screening' });
    const offered = facts({ stage: 'offered', screeningResult: 'passed', examScored: true });
    expect(rejectTransition(offered)).toEqual({ ok: true, stage: 'rejected' });
    expect(screeningTransition(offered, false, both).ok).toBe(false);
    expect(rejectTransition(facts({ stage: 'enrolled' })).ok).toBe(false);
    expect(offerTransition(facts({ stage: 'draft' }), both).ok).toBe(false);
  });

  it('skips the stages a school does not use', () => {
    expect(stageTrack({ screening: false, entranceExam: false })).toEqual([
      'draft',
      'submitted',
      'offered',
      'enrolled',
    ]);
    expect(stageTrack(both)).toContain('entrance_exam');
  });
});
