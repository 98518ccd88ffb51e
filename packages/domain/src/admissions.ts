/**
 * Admission rules (docs/domain.md, Admissions): the O'level check against a programme's
 * requirements, the ranking aggregate, and which stage change is allowed from where.
 */

export type Stage =
  | 'draft'
  | 'submitted'
  | 'screening'
  | 'entrance_exam'
  | 'offered'
  | 'accepted'
  | 'enrolled'
  | 'rejected'
  | 'withdrawn';

/** Grades that count as a credit: A1 to C6. */
const CREDIT_GRADES = new Set(['A1', 'B2', 'B3', 'C4', 'C5', 'C6']);

/** "Maths", "Mathematics" and "General Mathematics" are one subject; so are the English names. */
export function subjectKey(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  if (['maths', 'math', 'mathematics', 'generalmathematics'].includes(key)) return 'mathematics';
  if (['english', 'englishlanguage', 'useofenglish'].includes(key)) return 'englishlanguage';
  return key;
}

export type Sitting = { subjects: readonly { subject: string; grade: string }[] };
export type OlevelRequirement = {
  subjects: readonly string[];
  minCredits: number;
  maxSittings: number;
};

/**
 * Counts distinct subjects with a credit over at most `maxSittings` sittings (the best
 * combination when there are more), and names required subjects without a credit.
 */
export function olevelCheck(sittings: readonly Sitting[], requirement: OlevelRequirement) {
  const credited = new Set<string>();
  for (const sitting of sittings.slice(0, Math.max(requirement.maxSittings, 0))) {
    for (const { subject, grade } of sitting.subjects) {
      if (CREDIT_GRADES.has(grade)) credited.add(subjectKey(subject));
    }
  }
  const missingSubjects = requirement.subjects.filter((s) => !credited.has(subjectKey(s)));
  const sittingsOk = sittings.length > 0 && sittings.length <= requirement.maxSittings;
  return {
    meets: sittingsOk && missingSubjects.length === 0 && credited.size >= requirement.minCredits,
    credits: credited.size,
    minCredits: requirement.minCredits,
    missingSubjects: [...missingSubjects],
    sittings: sittings.length,
    maxSittings: requirement.maxSittings,
  };
}

/**
 * Ranking score out of 100: `utmeWeight` % of UTME/400 plus the rest of the screening or
 * entrance score (out of 100). Without such a score yet, UTME alone scaled to 100.
 */
export function admissionAggregate(
  utmeScore: number | null,
  otherPercent: number | null,
  utmeWeight: number,
): number | null {
  if (utmeScore === null) return null;
  const utme = (utmeScore / 400) * 100;
  const value =
    otherPercent === null ? utme : (utme * utmeWeight + otherPercent * (100 - utmeWeight)) / 100;
  return Math.round(value * 100) / 100;
}

export type StageSettings = { screening: boolean; entranceExam: boolean };
export type ApplicationFacts = {
  stage: Stage;
  screeningResult: 'passed' | 'failed' | null;
  examScored: boolean;
};

export type Transition = { ok: true; stage: Stage } | { ok: false; reason: string };

const no = (reason: string): Transition => ({ ok: false, reason });
const to = (stage: Stage): Transition => ({ ok: true, stage });

const decided: readonly Stage[] = ['accepted', 'enrolled', 'withdrawn'];
const beforeOffer: readonly Stage[] = ['submitted', 'screening', 'entrance_exam', 'rejected'];

/** The stage a screening decision moves an application to, or why it cannot. */
export function screeningTransition(
  facts: ApplicationFacts,
  passed: boolean,
  settings: StageSettings,
): Transition {
  if (!settings.screening) return no('This school does not screen applications.');
  if (facts.stage === 'draft') return no('The application has not been submitted.');
  if (facts.stage === 'offered' || decided.includes(facts.stage)) {
    return no('Admission has already been decided; reject the offer first to screen again.');
  }
  if (facts.stage === 'entrance_exam') {
    return no('The entrance exam score is recorded; screening can no longer change.');
  }
  return to(passed ? 'screening' : 'rejected');
}

/** Whether an entrance exam score may be recorded for this application. */
export function examTransition(facts: ApplicationFacts, settings: StageSettings): Transition {
  if (!settings.entranceExam) return no('This school does not hold an entrance exam.');
  if (settings.screening && facts.screeningResult !== 'passed') {
    return no('Only applicants who passed screening sit the entrance exam.');
  }
  if (facts.stage === 'screening' || facts.stage === 'entrance_exam') return to('entrance_exam');
  if (!settings.screening && facts.stage === 'submitted') return to('entrance_exam');
  return no('This application is not waiting for the entrance exam.');
}

/** Whether admission may be offered now. */
export function offerTransition(facts: ApplicationFacts, settings: StageSettings): Transition {
  if (facts.stage === 'draft') return no('The application has not been submitted.');
  if (decided.includes(facts.stage)) return no('Admission has already been accepted or withdrawn.');
  if (settings.screening && facts.screeningResult !== 'passed') {
    return no('Screen this application before offering admission.');
  }
  if (settings.entranceExam && !facts.examScored) {
    return no('Record the entrance exam score before offering admission.');
  }
  if (facts.stage === 'offered' || beforeOffer.includes(facts.stage)) return to('offered');
  return no('Admission cannot be offered at this stage.');
}

export function rejectTransition(facts: ApplicationFacts): Transition {
  if (facts.stage === 'draft') return no('The application has not been submitted.');
  if (facts.stage === 'rejected') return no('This application is already rejected.');
  if (decided.includes(facts.stage)) return no('Admission has already been accepted or withdrawn.');
  return to('rejected');
}

/** Stages an applicant may withdraw from. */
export function canWithdraw(stage: Stage): boolean {
  return !['enrolled', 'withdrawn', 'rejected', 'accepted'].includes(stage);
}

/** The applicant's progress: each stage the school uses, in order, with where they are. */
export function stageTrack(settings: StageSettings): Stage[] {
  return [
    'draft',
    'submitted',
    ...(settings.screening ? (['screening'] as const) : []),
    ...(settings.entranceExam ? (['entrance_exam'] as const) : []),
    'offered',
    'enrolled',
  ];
}
