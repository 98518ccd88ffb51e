import * as z from 'zod/mini';
import { ZListQuery, ZRecordStatus } from './academics.ts';
import { pageOf } from './pagination.ts';

export const courseCategories = ['core', 'required', 'elective'] as const;
export const ZCourseCategory = z.enum(courseCategories);

/** "csc201", "CSC-201" and "csc 201" are all CSC 201. */
export function normalizeCourseCode(value: string): string {
  const match = /^\s*([A-Za-z]{2,4})[\s-]*(\d{3}[A-Za-z]?)\s*$/.exec(value);
  return match
    ? `${match[1]?.toUpperCase()} ${match[2]?.toUpperCase()}`
    : value.trim().toUpperCase();
}

export const ZCourseCode = z.pipe(
  z.pipe(
    z.string({ error: 'Enter the course code, e.g. CSC 201.' }),
    z.transform(normalizeCourseCode),
  ),
  z
    .string()
    .check(z.regex(/^[A-Z]{2,4} \d{3}[A-Z]?$/, 'A code like CSC 201: 2–4 letters and 3 digits.')),
);

const level = z
  .number({ error: 'Choose the level.' })
  .check(z.int(), z.gte(100, 'From 100.'), z.lte(900, 'Up to 900.'));
const semester = z.number({ error: 'Choose the semester.' }).check(z.int(), z.gte(1), z.lte(3));

export const ZCourse = z.object({
  id: z.uuid(),
  status: ZRecordStatus,
  /** `code title`, for lists and pickers. */
  name: z.string(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  level: z.int(),
  semester: z.int(),
  category: ZCourseCategory,
  /** Seats in each semester's offering; null: no limit (decision 007). */
  capacity: z.nullable(z.int()),
  departmentId: z.uuid(),
  departmentName: z.string(),
  prerequisites: z.array(z.object({ id: z.uuid(), code: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;
export const ZCourseList = pageOf(ZCourse);
export type TCourseList = z.infer<typeof ZCourseList>;
export const ZCourseQuery = z.extend(ZListQuery, {
  departmentId: z.optional(z.uuid()),
  level: z.optional(z.coerce.number().check(z.int())),
  semester: z.optional(z.coerce.number().check(z.int())),
});

/** Seats in each semester's offering; null: no limit. */
const capacity = z.nullable(
  z
    .number({ error: 'Enter the seats, or leave it empty for no limit.' })
    .check(z.int('Whole seats.'), z.gte(0, 'Not negative.'), z.lte(100_000)),
);

const courseFields = {
  code: ZCourseCode,
  title: z
    .string({ error: 'Enter the course title.' })
    .check(z.trim(), z.minLength(3, 'Enter the course title.'), z.maxLength(200)),
  units: z
    .number({ error: 'Enter the credit units.' })
    .check(z.int('Whole units.'), z.gte(0, 'Not negative.'), z.lte(15, 'At most 15.')),
  level,
  semester,
  category: z._default(ZCourseCategory, 'core'),
  capacity: z._default(capacity, null),
  departmentId: z.uuid({ error: 'Choose the department.' }),
  prerequisiteIds: z._default(
    z.array(z.uuid()).check(z.maxLength(10, 'At most 10 prerequisites.')),
    [],
  ),
};
export const ZCreateCourse = z.object(courseFields);
export type TCreateCourse = z.infer<typeof ZCreateCourse>;
export const ZUpdateCourse = z.partial(
  z.extend(z.object(courseFields), {
    category: ZCourseCategory,
    capacity,
    prerequisiteIds: z.array(z.uuid()).check(z.maxLength(10, 'At most 10 prerequisites.')),
    status: ZRecordStatus,
  }),
);
export type TUpdateCourse = z.infer<typeof ZUpdateCourse>;

// Curriculum: the courses a programme takes at each level and semester.

export const ZCurriculumQuery = z.object({
  programmeId: z.uuid({ error: 'Choose a programme.' }),
  level: z.coerce.number().check(z.int(), z.gte(100), z.lte(900)),
});

export const ZCurriculumItem = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  category: ZCourseCategory,
});
export type TCurriculumItem = z.infer<typeof ZCurriculumItem>;

export const ZCurriculumSemester = z.object({
  semester: z.int(),
  items: z.array(ZCurriculumItem),
  totalUnits: z.int(),
  /** Units a student must take: core and required courses. */
  compulsoryUnits: z.int(),
  minUnits: z.int(),
  maxUnits: z.int(),
  /** Plain-language notes when the totals and the limits do not fit together. */
  warnings: z.array(z.string()),
});
export type TCurriculumSemester = z.infer<typeof ZCurriculumSemester>;

export const ZCurriculum = z.object({
  programmeId: z.uuid(),
  programmeName: z.string(),
  level: z.int(),
  levels: z.array(z.int()),
  semesters: z.array(ZCurriculumSemester),
});
export type TCurriculum = z.infer<typeof ZCurriculum>;

export const ZAddCurriculumItem = z.object({
  programmeId: z.uuid({ error: 'Choose a programme.' }),
  level,
  semester,
  courseId: z.uuid({ error: 'Choose a course.' }),
  /** For this programme; the course's own category when left out. */
  category: z.optional(ZCourseCategory),
});
export type TAddCurriculumItem = z.infer<typeof ZAddCurriculumItem>;
