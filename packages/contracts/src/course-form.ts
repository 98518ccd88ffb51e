import * as z from 'zod/mini';
import { ZCourseFormCode } from './registration.ts';

/** The public check of a course form: the code printed on it, in the path. */
export const ZCourseFormCodeParam = z.object({ code: ZCourseFormCode });

/** A registration the HOD reviews, in the path. */
export const ZRegistrationIdParam = z.object({ registrationId: z.uuid('Not a valid id.') });

/**
 * What the public check page shows of an approved course form: enough to compare with the
 * paper (the courses and units, who approved it and when), the student's name masked.
 */
export const ZCourseFormCheck = z.object({
  code: z.string(),
  schoolName: z.string(),
  /** "Adaeze O.": recognisable, not a profile. */
  studentName: z.string(),
  matricNumber: z.string(),
  programmeName: z.string(),
  level: z.int(),
  sessionName: z.string(),
  semester: z.int(),
  courses: z.array(z.object({ code: z.string(), title: z.string(), units: z.int() })),
  totalUnits: z.int(),
  approvedAt: z.string(),
  approvedBy: z.string(),
});
export type TCourseFormCheck = z.infer<typeof ZCourseFormCheck>;
