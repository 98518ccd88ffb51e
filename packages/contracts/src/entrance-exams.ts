import * as z from 'zod/mini';
import { ZAdmissionStage } from './admissions.ts';
import { ZImportResult } from './imports.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

// Entrance exams (docs/domain.md, Admissions): an exam of the current session for some
// programmes, its candidates with exam numbers, their scores and the publication of the scores.

export const entranceExamStatuses = ['draft', 'published'] as const;
export const ZEntranceExamStatus = z.enum(entranceExamStatuses);
export type TEntranceExamStatus = z.infer<typeof ZEntranceExamStatus>;

/** Scores in one form save, and candidates in one page of the table. */
export const MAX_SCORES_PER_SAVE = 500;

const examFields = {
  title: z
    .string({ error: 'Name the exam, e.g. Post-UTME 2026.' })
    .check(
      z.trim(),
      z.minLength(3, 'Name the exam, e.g. Post-UTME 2026.'),
      z.maxLength(120, 'At most 120 characters.'),
    ),
  programmeIds: z
    .array(z.uuid('Choose a programme.'), { error: 'Choose the programmes that sit this exam.' })
    .check(
      z.minLength(1, 'Choose the programmes that sit this exam.'),
      z.maxLength(200, 'At most 200 programmes.'),
    ),
  startsAt: z.iso.datetime({ offset: true, error: 'Enter the date and time of the exam.' }),
  venue: z
    .string({ error: 'Enter the venue.' })
    .check(
      z.trim(),
      z.minLength(2, 'Enter the venue.'),
      z.maxLength(200, 'At most 200 characters.'),
    ),
  durationMinutes: z
    .int('Enter the duration in minutes.')
    .check(z.gte(10, 'At least 10 minutes.'), z.lte(600, 'At most 600 minutes (10 hours).')),
  maxScore: z
    .int('Enter the maximum score, e.g. 100.')
    .check(z.gte(1, 'At least 1.'), z.lte(1000, 'At most 1000.')),
  passMark: z.int('Enter the pass mark.').check(z.gte(0, 'The pass mark is not negative.')),
};

type Marks = { maxScore?: number; passMark?: number };
const passMarkWithinMax = () =>
  z.refine<Marks>(
    (v) => v.maxScore === undefined || v.passMark === undefined || v.passMark <= v.maxScore,
    { message: 'The pass mark is at most the maximum score.', path: ['passMark'] },
  );

/** A new entrance exam of the current session. */
export const ZEntranceExamInput = z.object(examFields).check(passMarkWithinMax());
export type TEntranceExamInput = z.infer<typeof ZEntranceExamInput>;

/**
 * A change to an exam: only the fields sent. A published exam no longer changes, and the
 * maximum score is fixed once a score is recorded (scores are kept as a percentage of it).
 */
export const ZUpdateEntranceExam = z.partial(z.object(examFields)).check(passMarkWithinMax());
export type TUpdateEntranceExam = z.infer<typeof ZUpdateEntranceExam>;

export const ZExamProgramme = z.object({ id: z.uuid(), name: z.string(), code: z.string() });
export type TExamProgramme = z.infer<typeof ZExamProgramme>;

export const ZEntranceExam = z.object({
  id: z.uuid(),
  title: z.string(),
  sessionId: z.uuid(),
  sessionName: z.string(),
  programmes: z.array(ZExamProgramme),
  startsAt: z.string(),
  venue: z.string(),
  durationMinutes: z.int(),
  maxScore: z.int(),
  passMark: z.int(),
  /** `published`: the applicants see their scores. */
  status: ZEntranceExamStatus,
  publishedAt: z.nullable(z.string()),
  candidates: z.int(),
  scored: z.int(),
  passed: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEntranceExam = z.infer<typeof ZEntranceExam>;
export const ZEntranceExamList = pageOf(ZEntranceExam);
export type TEntranceExamList = z.infer<typeof ZEntranceExamList>;

export const ZEntranceExamQuery = z.extend(ZPageQuery, {
  status: z.optional(ZEntranceExamStatus),
  sessionId: z.optional(z.uuid()),
});
export type TEntranceExamQuery = z.infer<typeof ZEntranceExamQuery>;

/** A candidate of an exam, as the exam officer's table shows it. */
export const ZCandidate = z.object({
  id: z.uuid(),
  enrollmentId: z.uuid(),
  applicantName: z.string(),
  jambNo: z.nullable(z.string()),
  programmeName: z.string(),
  examNumber: z.string(),
  stage: ZAdmissionStage,
  score: z.nullable(z.number()),
  /** Null until a score is recorded. */
  passed: z.nullable(z.boolean()),
});
export type TCandidate = z.infer<typeof ZCandidate>;
export const ZCandidateList = pageOf(ZCandidate);
export type TCandidateList = z.infer<typeof ZCandidateList>;

export const ZCandidateQuery = z.extend(ZPageQuery, {
  /** Name, exam number or JAMB number. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  scored: z.optional(z.enum(['yes', 'no'])),
});
export type TCandidateQuery = z.infer<typeof ZCandidateQuery>;

export const ZEligibleCount = z.object({ count: z.int() });
export type TEligibleCount = z.infer<typeof ZEligibleCount>;
export const ZAddCandidatesResult = z.object({ added: z.int() });
export type TAddCandidatesResult = z.infer<typeof ZAddCandidatesResult>;

/**
 * Why a score cannot be recorded for an exam with this maximum, or null. The same words beside
 * a typed score, on a refused save and on a line of an uploaded file: never clamped.
 */
export function examScoreProblem(score: number, maxScore: number): string | null {
  if (!Number.isFinite(score)) return 'The score is not a number.';
  if (score < 0) return 'A score is not negative.';
  if (score > maxScore) return `Above the maximum score of ${maxScore}.`;
  return null;
}

/** Scores typed into the candidates table, many at once; the maximum is the exam's. */
export const ZScoreEntry = z.object({
  scores: z
    .array(
      z.object({
        enrollmentId: z.uuid('Not a valid candidate.'),
        score: z.number('Enter a score.').check(z.gte(0, 'A score is not negative.')),
      }),
    )
    .check(
      z.minLength(1, 'Enter at least one score.'),
      z.maxLength(MAX_SCORES_PER_SAVE, `At most ${MAX_SCORES_PER_SAVE} scores at a time.`),
    ),
});
export type TScoreEntry = z.infer<typeof ZScoreEntry>;
export const ZScoreEntryResult = z.object({
  /** Scores written: first recorded or corrected. */
  saved: z.int(),
  /** Scores sent that were already recorded as they are. */
  unchanged: z.int(),
});
export type TScoreEntryResult = z.infer<typeof ZScoreEntryResult>;

/** The academics import's result, for a file of exam numbers and scores. */
export const ZScoreUploadResult = z.extend(z.omit(ZImportResult, { kind: true }), {
  kind: z.literal('entrance_scores'),
});
export type TScoreUploadResult = z.infer<typeof ZScoreUploadResult>;
