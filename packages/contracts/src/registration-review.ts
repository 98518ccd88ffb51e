import * as z from 'zod/mini';
import { pageOf, ZPageQuery } from './pagination.ts';
import { registrationItemCategories, ZRegistrationState } from './registration.ts';
import { multiline } from './text.ts';

// The head of department's review of course registrations (issue 14): the department's queue
// for the school's current registration semester, one registration, approve many, return one.

export const ZDepartmentParam = z.object({ departmentId: z.uuid('Not a valid id.') });
export const ZRegistrationParam = z.object({ registrationId: z.uuid('Not a valid id.') });

const level = z.optional(z.coerce.number().check(z.int(), z.gte(100), z.lte(1000)));
const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/** The semester under review: the current session's, of its open (or latest) period. */
export const ZReviewSemester = z.object({
  sessionId: z.uuid(),
  sessionName: z.string(),
  semesterId: z.uuid(),
  semester: z.int(),
  window: z.enum(['upcoming', 'open', 'late', 'closed']),
});
export type TReviewSemester = z.infer<typeof ZReviewSemester>;

/** `GET .../departments/{id}/registrations`: `q` matches the student's name or matric number. */
export const ZReviewQuery = z.extend(ZPageQuery, {
  level,
  state: z.optional(ZRegistrationState),
  q: search,
});
export type TReviewQuery = z.infer<typeof ZReviewQuery>;

export const ZReviewRow = z.object({
  id: z.uuid(),
  studentName: z.string(),
  matricNumber: z.nullable(z.string()),
  programmeName: z.string(),
  level: z.int(),
  totalUnits: z.int(),
  courseCount: z.int(),
  state: ZRegistrationState,
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  returnReason: z.nullable(z.string()),
});
export type TReviewRow = z.infer<typeof ZReviewRow>;

/** The rows of the semester under review; no semester, no rows (`semester` says which). */
export const ZReviewPage = z.extend(pageOf(ZReviewRow), {
  semester: z.nullable(ZReviewSemester),
});
export type TReviewPage = z.infer<typeof ZReviewPage>;

export const ZStateCounts = z.object({
  draft: z.int(),
  submitted: z.int(),
  approved: z.int(),
  returned: z.int(),
});
export type TStateCounts = z.infer<typeof ZStateCounts>;

export const ZNearlyFullCourse = z.object({
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  taken: z.int(),
  capacity: z.int(),
});

export const ZReviewOverview = z.object({
  department: z.object({ id: z.uuid(), name: z.string() }),
  /** Null when the current session has no registration period: everything below is empty. */
  semester: z.nullable(ZReviewSemester),
  counts: ZStateCounts,
  byLevel: z.array(z.extend(ZStateCounts, { level: z.int() })),
  /**
   * Enrolled students of the department whom a period of the semester covers and who have not
   * submitted: no registration at all, or a draft only.
   */
  notRegistered: z.int(),
  /** The department's courses with a capacity whose seats taken reach 80 % of it. */
  nearlyFull: z.array(ZNearlyFullCourse),
});
export type TReviewOverview = z.infer<typeof ZReviewOverview>;

export const ZUnregisteredQuery = z.extend(ZPageQuery, { level, q: search });
export type TUnregisteredQuery = z.infer<typeof ZUnregisteredQuery>;

export const ZUnregisteredStudent = z.object({
  studentId: z.uuid(),
  name: z.string(),
  matricNumber: z.nullable(z.string()),
  email: z.nullable(z.string()),
  level: z.int(),
  programmeName: z.string(),
  /** True when the student saved a draft but never submitted it. */
  hasDraft: z.boolean(),
});
export const ZUnregisteredPage = pageOf(ZUnregisteredStudent);
export type TUnregisteredPage = z.infer<typeof ZUnregisteredPage>;

export const ZReviewDetail = z.object({
  id: z.uuid(),
  state: ZRegistrationState,
  returnReason: z.nullable(z.string()),
  totalUnits: z.int(),
  level: z.int(),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  reviewedByName: z.nullable(z.string()),
  department: z.object({ id: z.uuid(), name: z.string() }),
  student: z.object({
    name: z.string(),
    matricNumber: z.nullable(z.string()),
    email: z.nullable(z.string()),
    programmeName: z.string(),
    minUnits: z.int(),
    maxUnits: z.int(),
  }),
  courses: z.array(
    z.object({
      courseId: z.uuid(),
      code: z.string(),
      title: z.string(),
      units: z.int(),
      category: z.enum(registrationItemCategories),
    }),
  ),
});
export type TReviewDetail = z.infer<typeof ZReviewDetail>;

export const MAX_APPROVALS = 500;

export const ZApproveRegistrations = z.object({
  registrationIds: z
    .array(z.uuid())
    .check(
      z.minLength(1, 'Choose at least one registration.'),
      z.maxLength(MAX_APPROVALS, `Approve at most ${MAX_APPROVALS} registrations at once.`),
    ),
});
export type TApproveRegistrations = z.infer<typeof ZApproveRegistrations>;

export const ZApproveResult = z.object({
  approved: z.int(),
  /** The ones not approved, each with why (already approved, not submitted...). */
  skipped: z.array(z.object({ id: z.uuid(), reason: z.string() })),
});
export type TApproveResult = z.infer<typeof ZApproveResult>;

export const ZReturnRegistration = z.object({
  reason: multiline(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(3, 'Say in a few words what the student should change.'),
        z.maxLength(500),
      ),
  ),
});
export type TReturnRegistration = z.infer<typeof ZReturnRegistration>;
