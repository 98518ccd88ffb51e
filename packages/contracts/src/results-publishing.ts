import * as z from 'zod/mini';
import { ZScoreSheetState } from './results.ts';

/**
 * Publishing a department's results for a semester (issue 15): every HOD-approved sheet of the
 * department's courses goes to `published`, and every student's GPA and CGPA is computed.
 * Without a semester, the current session's latest semester that has sheets.
 */
export const ZPublishDepartment = z.object({ semesterId: z.optional(z.uuid()) });
export type TPublishDepartment = z.infer<typeof ZPublishDepartment>;

/** A sheet of the department for the semester, ready to publish or not. */
export const ZPublishingSheet = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  level: z.int(),
  state: ZScoreSheetState,
  /** Students with a line on the sheet. */
  students: z.int(),
});
export type TPublishingSheet = z.infer<typeof ZPublishingSheet>;

export const ZPublishOutcome = z.object({
  semesterId: z.uuid(),
  published: z.array(ZPublishingSheet),
  /** Sheets of the department still short of HOD approval: left as they are. */
  notReady: z.array(ZPublishingSheet),
  /** Students whose standing was computed (and who were told by e-mail). */
  students: z.int(),
});
export type TPublishOutcome = z.infer<typeof ZPublishOutcome>;

export const ZBroadsheetQuery = z.object({
  semesterId: z.optional(z.uuid()),
  level: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1000))),
});
export type TBroadsheetQuery = z.infer<typeof ZBroadsheetQuery>;

export const ZBroadsheetCourse = z.object({
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  /** Null when the course has no sheet yet this semester. */
  state: z.nullable(ZScoreSheetState),
  /** HOD-approved, not yet published: its grades are shown as a preview. */
  preview: z.boolean(),
});
export type TBroadsheetCourse = z.infer<typeof ZBroadsheetCourse>;

/** A student's grade in a course; null grade when the line is blank, incomplete or not ready. */
export const ZBroadsheetCell = z.object({
  courseId: z.uuid(),
  grade: z.nullable(z.string()),
  total: z.nullable(z.number()),
});

export const ZBroadsheetRow = z.object({
  enrollmentId: z.uuid(),
  name: z.string(),
  matricNumber: z.nullable(z.string()),
  cells: z.array(ZBroadsheetCell),
  units: z.int(),
  qualityPoints: z.number(),
  cumulativeUnits: z.int(),
  cumulativeQualityPoints: z.number(),
  /** Exact quotients (null without units); pages show them cut to 2 decimals. */
  gpa: z.nullable(z.number()),
  cgpa: z.nullable(z.number()),
  carryOvers: z.array(z.string()),
  probation: z.boolean(),
  remarks: z.string(),
});
export type TBroadsheetRow = z.infer<typeof ZBroadsheetRow>;

export const ZSemesterOption = z.object({
  id: z.uuid(),
  label: z.string(),
  current: z.boolean(),
});

export const ZBroadsheet = z.object({
  department: z.object({ id: z.uuid(), name: z.string(), code: z.string() }),
  /** Null when the school has no semester with sheets yet. */
  semesterId: z.nullable(z.uuid()),
  semesterLabel: z.string(),
  semesters: z.array(ZSemesterOption),
  level: z.nullable(z.int()),
  levels: z.array(z.int()),
  sheets: z.array(ZPublishingSheet),
  /** Students with a line on the sheets ready to publish (all levels): whom publishing tells. */
  readyStudents: z.int(),
  courses: z.array(ZBroadsheetCourse),
  rows: z.array(ZBroadsheetRow),
  /** Some grades are HOD-approved and not yet published. */
  preview: z.boolean(),
});
export type TBroadsheet = z.infer<typeof ZBroadsheet>;
