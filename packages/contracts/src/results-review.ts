import * as z from 'zod/mini';
import { ZPageQuery } from './pagination.ts';
import { ZScoreSheet, ZScoreSheetState } from './results.ts';

/**
 * The review of score sheets (issue 15): the HOD's list of the department's sheets and the
 * approval page with its distribution and flags; the exam officer's progress and a sheet's
 * history.
 */

/** A course with approved students but no sheet opened yet shows as `not_started`. */
export const departmentSheetStates = [
  'not_started',
  'draft',
  'submitted',
  'hod_approved',
  'published',
] as const;
export const ZDepartmentSheetState = z.enum(departmentSheetStates);
export type TDepartmentSheetState = z.infer<typeof ZDepartmentSheetState>;

export const ZDepartmentSheetsQuery = z.object({
  ...ZPageQuery.shape,
  state: z.optional(ZDepartmentSheetState),
});
export type TDepartmentSheetsQuery = z.infer<typeof ZDepartmentSheetsQuery>;

export const ZSheetCounts = z.object({
  students: z.int(),
  graded: z.int(),
  absent: z.int(),
  blank: z.int(),
  incomplete: z.int(),
});

/** One course of the department this session, with its sheet (null: not started). */
export const ZDepartmentSheet = z.object({
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  level: z.int(),
  semester: z.int(),
  sheetId: z.nullable(z.uuid()),
  state: ZDepartmentSheetState,
  counts: ZSheetCounts,
  submittedAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type TDepartmentSheet = z.infer<typeof ZDepartmentSheet>;

export const ZDepartmentSheetsPage = z.object({
  items: z.array(ZDepartmentSheet),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
  department: z.object({ id: z.uuid(), name: z.string() }),
  sessionName: z.nullable(z.string()),
  /** Sheets by state over the whole department (the filter's badges). */
  byState: z.record(ZDepartmentSheetState, z.int()),
});
export type TDepartmentSheetsPage = z.infer<typeof ZDepartmentSheetsPage>;

export const ZGradeDistribution = z.object({
  students: z.int(),
  graded: z.int(),
  absent: z.int(),
  blank: z.int(),
  incomplete: z.int(),
  grades: z.array(z.object({ grade: z.string(), count: z.int() })),
  meanTotal: z.nullable(z.number()),
});
export type TGradeDistribution = z.infer<typeof ZGradeDistribution>;

export const sheetFlagCodes = [
  'same_total',
  'all_top',
  'all_fail',
  'many_blanks',
  'far_mean',
  'far_top_share',
  'far_fail_share',
] as const;
export const ZSheetFlag = z.object({ code: z.enum(sheetFlagCodes), message: z.string() });
export type TSheetFlag = z.infer<typeof ZSheetFlag>;

/** The sheet as the HOD and the exam officer review it. */
export const ZSheetReview = z.object({
  sheet: ZScoreSheet,
  departmentName: z.string(),
  sessionName: z.string(),
  distribution: ZGradeDistribution,
  flags: z.array(ZSheetFlag),
  /** The same course's earlier published sheets, latest first. */
  earlier: z.array(
    z.object({
      sheetId: z.uuid(),
      sessionName: z.string(),
      semester: z.int(),
      distribution: ZGradeDistribution,
    }),
  ),
});
export type TSheetReview = z.infer<typeof ZSheetReview>;

/** One department's sheets of the session by state (the exam officer's home). */
export const ZDepartmentProgress = z.object({
  departmentId: z.uuid(),
  departmentName: z.string(),
  facultyName: z.string(),
  counts: z.record(ZScoreSheetState, z.int()),
  total: z.int(),
});
export type TDepartmentProgress = z.infer<typeof ZDepartmentProgress>;

export const ZResultsProgress = z.object({
  sessionName: z.nullable(z.string()),
  /** The faculty the exam officer is assigned to; null: the whole school. */
  facultyName: z.nullable(z.string()),
  departments: z.array(ZDepartmentProgress),
  totals: z.record(ZScoreSheetState, z.int()),
});
export type TResultsProgress = z.infer<typeof ZResultsProgress>;

/** One step of a sheet's history, from the audit log. */
export const ZSheetHistoryEntry = z.object({
  id: z.string(),
  action: z.enum(['submitted', 'approved', 'returned', 'published', 'other']),
  actorName: z.nullable(z.string()),
  actorRole: z.nullable(z.string()),
  at: z.string(),
  reason: z.nullable(z.string()),
  fromState: z.nullable(z.string()),
  toState: z.nullable(z.string()),
});
export type TSheetHistoryEntry = z.infer<typeof ZSheetHistoryEntry>;

export const ZSheetHistory = z.object({ items: z.array(ZSheetHistoryEntry) });
export type TSheetHistory = z.infer<typeof ZSheetHistory>;
