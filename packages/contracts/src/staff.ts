import * as z from 'zod/mini';
import { pageOf, ZPageQuery } from './pagination.ts';
import { registrationItemCategories } from './registration.ts';

export const assignmentKinds = ['hod', 'teacher', 'exam_officer'] as const;
export const ZAssignmentKind = z.enum(assignmentKinds);
export type TAssignmentKind = z.infer<typeof ZAssignmentKind>;

export const ZStaffAssignment = z.object({
  id: z.uuid(),
  kind: ZAssignmentKind,
  userId: z.uuid(),
  userName: z.string(),
  userOrgID: z.nullable(z.string()),
  departmentId: z.nullable(z.uuid()),
  departmentName: z.nullable(z.string()),
  /** Exam officers: their faculty, or null for the whole school. */
  facultyId: z.nullable(z.uuid()),
  facultyName: z.nullable(z.string()),
  courseId: z.nullable(z.uuid()),
  courseCode: z.nullable(z.string()),
  courseTitle: z.nullable(z.string()),
  sessionId: z.nullable(z.uuid()),
  sessionName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TStaffAssignment = z.infer<typeof ZStaffAssignment>;
export const ZStaffAssignmentList = pageOf(ZStaffAssignment);
export type TStaffAssignmentList = z.infer<typeof ZStaffAssignmentList>;

export const ZStaffAssignmentQuery = z.extend(ZPageQuery, {
  kind: z.optional(ZAssignmentKind),
  departmentId: z.optional(z.uuid()),
  courseId: z.optional(z.uuid()),
  sessionId: z.optional(z.uuid()),
  userId: z.optional(z.uuid()),
});
export type TStaffAssignmentQuery = z.infer<typeof ZStaffAssignmentQuery>;

export const ZCreateStaffAssignment = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hod'),
    userId: z.uuid({ error: 'Choose the member of staff.' }),
    departmentId: z.uuid({ error: 'Choose the department.' }),
  }),
  z.object({
    kind: z.literal('teacher'),
    userId: z.uuid({ error: 'Choose the lecturer.' }),
    courseId: z.uuid({ error: 'Choose the course.' }),
    /** The current session when left out. */
    sessionId: z.optional(z.uuid()),
  }),
  z.object({
    kind: z.literal('exam_officer'),
    userId: z.uuid({ error: 'Choose the member of staff.' }),
    /** Null or left out: the whole school. */
    facultyId: z.optional(z.nullable(z.uuid())),
  }),
]);
export type TCreateStaffAssignment = z.infer<typeof ZCreateStaffAssignment>;

// What heads of department and lecturers see.

/** A course in a session; `studentCount` counts the students with an approved registration for it. */
export const ZCourseOffering = z.object({
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  level: z.int(),
  semester: z.int(),
  departmentName: z.string(),
  sessionId: z.nullable(z.uuid()),
  sessionName: z.nullable(z.string()),
  lecturers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  studentCount: z.int(),
});
export type TCourseOffering = z.infer<typeof ZCourseOffering>;

export const ZMyCourses = z.object({
  sessionId: z.nullable(z.uuid()),
  sessionName: z.nullable(z.string()),
  items: z.array(ZCourseOffering),
});
export type TMyCourses = z.infer<typeof ZMyCourses>;

export const ZDepartmentOverview = z.object({
  departments: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      code: z.string(),
      facultyName: z.string(),
      programmeCount: z.int(),
      studentCount: z.int(),
      lecturerCount: z.int(),
    }),
  ),
  sessionName: z.nullable(z.string()),
  courses: z.array(ZCourseOffering),
});
export type TDepartmentOverview = z.infer<typeof ZDepartmentOverview>;

export const ZRosterQuery = z.object({ sessionId: z.optional(z.uuid()) });

export const ZRosterPageQuery = z.extend(ZPageQuery, {
  sessionId: z.optional(z.uuid()),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type TRosterPageQuery = z.infer<typeof ZRosterPageQuery>;

export const ZRosterStudent = z.object({
  id: z.uuid(),
  name: z.string(),
  userOrgID: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  programmeName: z.string(),
  /** The level the student registered at. */
  level: z.int(),
  /** Why the course is on the student's approved registration. */
  category: z.enum(registrationItemCategories),
});
export type TRosterStudent = z.infer<typeof ZRosterStudent>;

export const ZCourseDetail = z.object({
  offering: ZCourseOffering,
  prerequisites: z.array(z.object({ id: z.uuid(), code: z.string() })),
  programmes: z.array(
    z.object({ id: z.uuid(), name: z.string(), level: z.int(), category: z.string() }),
  ),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZRosterPage = pageOf(ZRosterStudent);
export type TRosterPage = z.infer<typeof ZRosterPage>;
