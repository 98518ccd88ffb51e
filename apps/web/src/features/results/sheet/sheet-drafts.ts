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

const storageKey = (sheetId: string) => `campusflow.score-drafts.${sheetId}`;

/** Unsaved lines kept in the browser by sheet, so a reload or a lost connection loses nothing. */
export const draftStore = {
  load(sheetId: string): Drafts {
    try {
      const raw = localStorage.getItem(storageKey(sheetId));
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {};
    } catch {
      return {};
    }
  },
  save(sheetId: string, drafts: Drafts) {
    try {
      if (Object.keys(drafts).length === 0) localStorage.removeItem(storageKey(sheetId));
      else localStorage.setItem(storageKey(sheetId), JSON.stringify(drafts));
    } catch {
      // Storage full or blocked: the drafts still live in the page and are sent as usual.
    }
  },
};

/** Counts as the page shows them: a line's standing by what is typed. */
export function countStatuses(statuses: readonly ScoreOutcome['status'][]) {
  const counts = { graded: 0, absent: 0, blank: 0, incomplete: 0 };
  for (const s of statuses) counts[s] += 1;
  return counts;
}
