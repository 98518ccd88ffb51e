import type { TScoreLine, TScoreLineInput } from '@campusflow/contracts/results';
import type { TGradeBand } from '@campusflow/contracts/score-entry';
import {
  checkScore,
  nigerianFivePointScheme,
  type ScoreMaxima,
  type ScoreOutcome,
  scoreOutcome,
} from '@campusflow/domain';

/** A line as typed: the text of each box (so "7." or "" stay as typed) and the ABS box. */
export type Draft = { ca: string; exam: string; absent: boolean };
/** Typed lines not yet saved, by enrollment. */
export type Drafts = Record<string, Draft>;

const text = (n: number | null) => (n === null ? '' : String(n));

export const draftOf = (line: TScoreLine): Draft => ({
  ca: text(line.ca),
  exam: text(line.exam),
  absent: line.absent,
});

const NUMBER = /^\s*(\d+(\.\d*)?|\.\d+)\s*$/;

/** A box's number: null when empty, NaN when it is not a number. */
export function parseScore(value: string): number | null {
  if (!value.trim()) return null;
  return NUMBER.test(value) ? Number(value) : Number.NaN;
}

export type LineCheck = {
  input: TScoreLineInput | null;
  errors: { ca?: string; exam?: string };
  outcome: ScoreOutcome | null;
};

/**
 * A typed line checked as the server checks it (domain `checkScore`, never clamped) and graded
 * by the student's bands, or its field errors; `input` is what a save sends.
 */
export function checkDraft(
  enrollmentId: string,
  draft: Draft,
  maxima: ScoreMaxima,
  bands: readonly TGradeBand[] | undefined,
): LineCheck {
  const ca = parseScore(draft.ca);
  const exam = draft.absent ? null : parseScore(draft.exam);
  const errors: LineCheck['errors'] = {};
  if (Number.isNaN(ca)) errors.ca = 'CA is a number.';
  if (Number.isNaN(exam)) errors.exam = 'The exam score is a number.';
  if (errors.ca || errors.exam) return { input: null, errors, outcome: null };
  const input = { enrollmentId, ca, exam, absent: draft.absent };
  for (const p of checkScore(input, maxima)) errors[p.field] = p.message;
  if (errors.ca || errors.exam) return { input: null, errors, outcome: null };
  const scheme = {
    ...nigerianFivePointScheme,
    bands: bands ? [...bands] : nigerianFivePointScheme.bands,
  };
  return { input, errors, outcome: scoreOutcome(input, scheme) };
}

const same = (a: Draft, b: Draft) => a.ca === b.ca && a.exam === b.exam && a.absent === b.absent;

/** The drafts with one line changed; a line typed back to what is saved is no longer a draft. */
export function withDraft(drafts: Drafts, id: string, draft: Draft, saved: Draft): Drafts {
  const { [id]: _old, ...rest } = drafts;
  return same(draft, saved) ? rest : { ...rest, [id]: draft };
}

/**
 * What one save sends: every draft that is valid and not already on its way (`inFlight`:
 * the drafts of the save under way). Lines with errors wait until they are fixed.
 */
export function batchOf(
  drafts: Drafts,
  check: (id: string, draft: Draft) => LineCheck,
  inFlight: Drafts = {},
): { lines: TScoreLineInput[]; sent: Drafts } {
  const lines: TScoreLineInput[] = [];
  const sent: Drafts = {};
  for (const [id, draft] of Object.entries(drafts)) {
    const prior = inFlight[id];
    if (prior && same(prior, draft)) continue;
    const { input } = check(id, draft);
    if (!input) continue;
    lines.push(input);
    sent[id] = draft;
  }
  return { lines, sent };
}

/** After a save: the drafts typed again since it left stay; the ones it carried are done. */
export function settle(drafts: Drafts, sent: Drafts): Drafts {
  return Object.fromEntries(
    Object.entries(drafts).filter(([id, draft]) => {
      const carried = sent[id];
      return !carried || !same(carried, draft);
    }),
  );
}

const isDraft = (value: unknown): value is Draft => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.ca === 'string' && typeof v.exam === 'string' && typeof v.absent === 'boolean';
};

/** Whether lines kept in the browser (lib/form-draft.ts) still have the shape of drafts. */
export function isDrafts(value: unknown): value is Drafts {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every(isDraft)
  );
}

/**
 * Kept lines worth restoring: of students still on the sheet, and not what the server already
 * has (a save that landed just before the page was left).
 */
export function unsavedOf(kept: Drafts, lines: readonly TScoreLine[]): Drafts {
  const saved = new Map(lines.map((l) => [l.enrollmentId, draftOf(l)]));
  return Object.fromEntries(
    Object.entries(kept).filter(([id, draft]) => {
      const line = saved.get(id);
      return line !== undefined && !same(line, draft);
    }),
  );
}

/** Counts as the page shows them: a line's standing by what is typed. */
export function countStatuses(statuses: readonly ScoreOutcome['status'][]) {
  const counts = { graded: 0, absent: 0, blank: 0, incomplete: 0 };
  for (const s of statuses) counts[s] += 1;
  return counts;
}
