import * as z from 'zod/mini';
import { ZScoreSheet } from './results.ts';

export const ZGradeBand = z.object({
  grade: z.string(),
  minScore: z.int(),
  maxScore: z.int(),
  points: z.number(),
});
export type TGradeBand = z.infer<typeof ZGradeBand>;

/**
 * The sheet as its lecturer sees it: with the grade bands that grade its students (each by the
 * scheme of their entry year), so the page shows a line's total and grade as it is typed.
 * The server grades again when the line is saved; its grade is the one that counts.
 */
export const ZLecturerScoreSheet = z.extend(ZScoreSheet, {
  scales: z.array(z.array(ZGradeBand)),
  /** enrollmentId -> index in `scales`. */
  scaleOf: z.record(z.string(), z.int()),
});
export type TLecturerScoreSheet = z.infer<typeof ZLecturerScoreSheet>;
