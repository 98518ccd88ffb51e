import type { TApplication, TBioData, TOlevelSitting } from '@campusflow/contracts';

type TPreviousInstitution = TApplication['previousInstitutions'][number];

// The shapes of the wizard's steps as kept in the browser until saved (lib/use-form-draft.ts),
// and the checks a kept draft must pass to be put back. Documents and the fee are never kept.

/** The form name of a step's draft; the application is the record. */
export const stepDraftName = (
  step: 'programme' | 'personal' | 'jamb' | 'olevel' | 'institutions',
) => `application-${step}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export type ProgrammeDraft = {
  first: string;
  second: string | null;
  mode: TApplication['entryMode'];
};

export const isProgrammeDraft = (value: unknown): value is ProgrammeDraft =>
  isRecord(value) &&
  typeof value.first === 'string' &&
  (value.second === null || typeof value.second === 'string') &&
  (value.mode === 'utme' || value.mode === 'direct_entry');

/** Bio-data is all text fields, each optional. */
export const isBioDraft = (value: unknown): value is TBioData =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

/** Subjects as text: one no longer on JAMB's list is dropped when put back. */
export type JambDraft = { jambNo: string; score: number | string; subjects: string[] };

export const isJambDraft = (value: unknown): value is JambDraft =>
  isRecord(value) &&
  typeof value.jambNo === 'string' &&
  (typeof value.score === 'number' || typeof value.score === 'string') &&
  Array.isArray(value.subjects) &&
  value.subjects.every((s) => typeof s === 'string');

const isSubjectRow = (value: unknown) =>
  isRecord(value) && typeof value.subject === 'string' && typeof value.grade === 'string';

/** O'level sittings as typed: an exam body, a year, a number and subject rows. */
export const isOlevelDraft = (value: unknown): value is TOlevelSitting[] =>
  Array.isArray(value) &&
  value.every(
    (s) =>
      isRecord(s) &&
      typeof s.examBody === 'string' &&
      typeof s.year === 'number' &&
      typeof s.examNumber === 'string' &&
      Array.isArray(s.subjects) &&
      s.subjects.every(isSubjectRow),
  );

/** Direct entry's institutions attended before: a name, a qualification and two years each. */
export const isInstitutionsDraft = (value: unknown): value is TPreviousInstitution[] =>
  Array.isArray(value) &&
  value.every(
    (row) =>
      isRecord(row) &&
      typeof row.name === 'string' &&
      typeof row.qualification === 'string' &&
      typeof row.yearFrom === 'number' &&
      typeof row.yearTo === 'number',
  );
