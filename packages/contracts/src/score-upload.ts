import * as z from 'zod/mini';
import { ZImportProblem, ZImportResult } from './imports.ts';

/**
 * What can be wrong with a row of an uploaded score sheet (issue 15, "Score entry"): the
 * dry run names each, by line, with a count of each kind.
 */
export const scoreUploadProblemKinds = [
  'missing_column',
  'missing_matric',
  'unknown_matric',
  'not_on_sheet',
  'duplicate',
  'not_a_number',
  'above_maximum',
  'invalid_score',
] as const;
export type TScoreUploadProblemKind = (typeof scoreUploadProblemKinds)[number];

export const ZScoreUploadProblem = z.extend(ZImportProblem, {
  kind: z.enum(scoreUploadProblemKinds),
});
export type TScoreUploadProblem = z.infer<typeof ZScoreUploadProblem>;

/** A row that will be (or was) written: the student and the line as it will be graded. */
export const ZScoreUploadLine = z.object({
  line: z.int(),
  enrollmentId: z.uuid(),
  matricNumber: z.string(),
  studentName: z.string(),
  ca: z.nullable(z.number()),
  exam: z.nullable(z.number()),
  absent: z.boolean(),
  total: z.nullable(z.number()),
  grade: z.nullable(z.string()),
});
export type TScoreUploadLine = z.infer<typeof ZScoreUploadLine>;

/**
 * The answer to a score sheet upload (matric number, CA, exam; `ABS` in the exam column):
 * a dry run writes nothing; a real run writes every line in one statement, and only when no
 * row has a problem. A row with CA and exam both blank leaves the student's line as it is.
 */
export const ZScoreSheetUploadResult = z.extend(
  z.omit(ZImportResult, { kind: true, problems: true }),
  {
    kind: z.literal('score_sheet'),
    problems: z.array(ZScoreUploadProblem),
    counts: z.record(z.enum(scoreUploadProblemKinds), z.int()),
    lines: z.array(ZScoreUploadLine),
    /** Rows with CA and exam blank: left as they are. */
    skipped: z.int(),
  },
);
export type TScoreSheetUploadResult = z.infer<typeof ZScoreSheetUploadResult>;
