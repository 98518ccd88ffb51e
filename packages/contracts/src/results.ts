import * as z from 'zod/mini';

/**
 * A course's score sheet for a semester moves `draft -> submitted (lecturer) -> hod_approved
 * (HOD) -> published (exam officer)`; a return at any step, with a reason, sends it back to
 * draft. Only a draft's scores can be changed, and only by the course's lecturer.
 */
export const scoreSheetStates = ['draft', 'submitted', 'hod_approved', 'published'] as const;
export const ZScoreSheetState = z.enum(scoreSheetStates);
export type TScoreSheetState = z.infer<typeof ZScoreSheetState>;

/** A score as typed: a number of at most two decimals, or nothing yet. */
const ZScoreValue = z.nullable(z.number().check(z.gte(0), z.lte(100)));

/** One student's line as the lecturer enters it. `absent` is ABS: the exam was missed. */
export const ZScoreLineInput = z.object({
  enrollmentId: z.uuid(),
  ca: ZScoreValue,
  exam: ZScoreValue,
  absent: z._default(z.boolean(), false),
});
export type TScoreLineInput = z.infer<typeof ZScoreLineInput>;

/** Draft lines saved as the lecturer types (only the lines that changed need be sent). */
export const ZSaveScores = z.object({
  lines: z.array(ZScoreLineInput).check(z.minLength(1), z.maxLength(2000)),
});
export type TSaveScores = z.infer<typeof ZSaveScores>;

export const ZReturnScoreSheet = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say why the sheet goes back (at least 3 characters).'),
      z.maxLength(500),
    ),
});
export type TReturnScoreSheet = z.infer<typeof ZReturnScoreSheet>;

/**
 * A line's standing: `blank` (nothing entered), `incomplete` (one of CA and exam missing),
 * `graded`, or `absent` (ABS, graded as a fail with no points).
 */
export const scoreLineStatuses = ['blank', 'incomplete', 'graded', 'absent'] as const;

export const ZScoreLine = z.object({
  enrollmentId: z.uuid(),
  studentName: z.string(),
  matricNumber: z.nullable(z.string()),
  level: z.int(),
  ca: z.nullable(z.number()),
  exam: z.nullable(z.number()),
  absent: z.boolean(),
  total: z.nullable(z.number()),
  grade: z.nullable(z.string()),
  points: z.nullable(z.number()),
  status: z.enum(scoreLineStatuses),
});
export type TScoreLine = z.infer<typeof ZScoreLine>;

/** A sheet without its lines: the lists of sheets (lecturer, HOD, exam officer). */
export const ZScoreSheetSummary = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  departmentId: z.uuid(),
  sessionId: z.uuid(),
  semesterId: z.uuid(),
  semester: z.int(),
  state: ZScoreSheetState,
  returnReason: z.nullable(z.string()),
  caMax: z.int(),
  examMax: z.int(),
  submittedAt: z.nullable(z.string()),
  hodApprovedAt: z.nullable(z.string()),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type TScoreSheetSummary = z.infer<typeof ZScoreSheetSummary>;

export const ZScoreSheet = z.object({
  ...ZScoreSheetSummary.shape,
  lines: z.array(ZScoreLine),
  counts: z.object({
    students: z.int(),
    graded: z.int(),
    absent: z.int(),
    blank: z.int(),
    incomplete: z.int(),
  }),
  /** True when the signed-in user may change the scores now (the lecturer, on a draft). */
  editable: z.boolean(),
});
export type TScoreSheet = z.infer<typeof ZScoreSheet>;

export const ZScoreSheetParams = z.object({ courseId: z.uuid() });

/** A correction of a published line: HOD, then exam officer, approve; then it applies. */
export const amendmentStates = ['requested', 'hod_approved', 'approved', 'rejected'] as const;
export const ZAmendmentState = z.enum(amendmentStates);

export const ZRequestAmendment = z.object({
  enrollmentId: z.uuid(),
  ca: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  exam: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  absent: z._default(z.boolean(), false),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Say why the published score is wrong (at least 10 characters).'),
      z.maxLength(1000),
    ),
});
export type TRequestAmendment = z.infer<typeof ZRequestAmendment>;

export const ZRejectAmendment = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say why the correction is refused (at least 3 characters).'),
      z.maxLength(500),
    ),
});

const ZAmendedLine = z.object({
  ca: z.nullable(z.number()),
  exam: z.nullable(z.number()),
  absent: z.boolean(),
  grade: z.nullable(z.string()),
});

export const ZAmendment = z.object({
  id: z.uuid(),
  sheetId: z.uuid(),
  courseCode: z.string(),
  courseTitle: z.string(),
  departmentId: z.uuid(),
  enrollmentId: z.uuid(),
  studentName: z.string(),
  matricNumber: z.nullable(z.string()),
  before: z.nullable(ZAmendedLine),
  after: ZAmendedLine,
  reason: z.string(),
  state: ZAmendmentState,
  requestedByName: z.string(),
  requestedAt: z.string(),
  hodAt: z.nullable(z.string()),
  officerAt: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
});
export type TAmendment = z.infer<typeof ZAmendment>;

export const ZAmendmentList = z.object({ items: z.array(ZAmendment) });
export type TAmendmentList = z.infer<typeof ZAmendmentList>;

export const ZAmendmentListQuery = z.object({
  state: z._default(z.enum([...amendmentStates, 'open', 'all']), 'open'),
});
