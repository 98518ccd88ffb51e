import * as z from 'zod/mini';
import { ZCourseFormCode } from './registration.ts';

/**
 * A student's published results (issue 15, "Students"): only published score sheets count.
 * GPA and CGPA are exact quotients of integer units and quality points; the `*Display`
 * strings are cut (not rounded) to two decimals, as packages/domain `formatGradePoint` does.
 */

/** One course of a published semester. `grade` is "ABS" for a missed exam. */
export const ZResultCourse = z.object({
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  grade: z.nullable(z.string()),
  points: z.nullable(z.number()),
  absent: z.boolean(),
});
export type TResultCourse = z.infer<typeof ZResultCourse>;

export const ZResultSemester = z.object({
  semesterId: z.uuid(),
  sessionName: z.string(),
  /** 1, 2 or 3. */
  semester: z.int(),
  courses: z.array(ZResultCourse),
  units: z.int(),
  qualityPoints: z.number(),
  gpa: z.nullable(z.number()),
  gpaDisplay: z.string(),
  cumulativeUnits: z.int(),
  cumulativeQualityPoints: z.number(),
  cgpa: z.nullable(z.number()),
  cgpaDisplay: z.string(),
  probation: z.boolean(),
  publishedAt: z.string(),
});
export type TResultSemester = z.infer<typeof ZResultSemester>;

/** A course failed (no points) or missed (ABS) and not passed in a later published semester. */
export const ZCarryOver = z.object({
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  grade: z.nullable(z.string()),
  sessionName: z.string(),
  semester: z.int(),
});
export type TCarryOver = z.infer<typeof ZCarryOver>;

export const ZMyResults = z.object({
  /** Oldest first; empty for an applicant or a student with nothing published. */
  semesters: z.array(ZResultSemester),
  carryOvers: z.array(ZCarryOver),
  cgpa: z.nullable(z.number()),
  cgpaDisplay: z.string(),
  /** The probation flag of the latest published semester. */
  probation: z.boolean(),
  /** The enrollment's current level is the programme's last. */
  finalYear: z.boolean(),
  /** The class of degree of the CGPA by the student's scheme, for a final-year student. */
  classOfDegree: z.nullable(z.string()),
});
export type TMyResults = z.infer<typeof ZMyResults>;

export const ZStatementParams = z.object({ semesterId: z.uuid('Not a valid id.') });

export const resultDocumentKinds = ['statement', 'transcript'] as const;
export const ZResultDocumentKind = z.enum(resultDocumentKinds);
export type TResultDocumentKind = z.infer<typeof ZResultDocumentKind>;

/** A statement's or transcript's code as printed: `XXXX-XXXX-XXXX`, any case. */
export const ZResultDocumentCodeParam = z.object({ code: ZCourseFormCode });

/**
 * What the public check shows of an issued statement or transcript, frozen when it was issued:
 * who, which programme, the CGPA then, the semester of a statement, and when. Nothing more.
 */
export const ZResultDocumentCheck = z.object({
  code: z.string(),
  kind: ZResultDocumentKind,
  schoolName: z.string(),
  name: z.string(),
  programme: z.string(),
  matricNumber: z.nullable(z.string()),
  cgpa: z.string(),
  /** "2025/2026 Regular, first semester" for a statement; null for a transcript. */
  semester: z.nullable(z.string()),
  issuedAt: z.string(),
});
export type TResultDocumentCheck = z.infer<typeof ZResultDocumentCheck>;
