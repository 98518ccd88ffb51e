import type { TCourse, TCreateCourse, TListQuery, TUpdateCourse } from '@campusflow/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  coursePrerequisites,
  courses,
  curriculumItems,
} from '@/modules/academics/courses.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import type { ResourceExport } from '@/platform/crud/resource-export.ts';
import type { ResourceSpec } from '@/platform/crud/school-resource.ts';
import { fieldError } from '@/platform/errors/field-error.ts';

type CourseRow = {
  course: typeof courses.$inferSelect;
  departmentName: string;
  prerequisites: { id: string; code: string }[];
};

const prerequisitesOf = sql<{ id: string; code: string }[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'code', p.code) order by p.code)
  from course_prerequisites cp join courses p on p.id = cp.prerequisite_id
  where cp.course_id = "courses"."id"), '[]'::json)`;

export const courseSpec: ResourceSpec<
  CourseRow,
  TCourse,
  TListQuery & { departmentId?: string; level?: number; semester?: number },
  TCreateCourse,
  TUpdateCourse
> = {
  entity: 'course',
  noun: 'course',
  table: courses,
  select: (db) =>
    db
      .select({ course: courses, departmentName: departments.name, prerequisites: prerequisitesOf })
      .from(courses)
      .innerJoin(departments, eq(departments.id, courses.departmentId))
      .$dynamic(),
  toItem: ({ course, departmentName, prerequisites }) => ({
    id: course.id,
    name: `${course.code} ${course.title}`,
    code: course.code,
    title: course.title,
    units: course.units,
    level: course.level,
    semester: course.semester,
    category: course.category,
    capacity: course.capacity,
    departmentId: course.departmentId,
    departmentName,
    prerequisites,
    status: course.status,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  }),
  search: [courses.code, courses.title],
  sortable: {
    name: courses.code,
    code: courses.code,
    title: courses.title,
    level: courses.level,
    units: courses.units,
  },
  defaultSort: 'code',
  filters: (query) => [
    query.departmentId ? eq(courses.departmentId, query.departmentId) : undefined,
    query.level ? eq(courses.level, query.level) : undefined,
    query.semester ? eq(courses.semester, query.semester) : undefined,
  ],
  references: [{ field: 'departmentId', table: departments, noun: 'department' }],
  uniques: {
    courses_school_code_key: { field: 'code', message: 'Another course already has this code.' },
  },
  dependents: [
    {
      table: curriculumItems,
      column: curriculumItems.courseId,
      message: 'This course is in a curriculum.',
    },
    {
      table: coursePrerequisites,
      column: coursePrerequisites.prerequisiteId,
      message: 'Other courses need this one first.',
    },
  ],
  verify: async (tx, schoolId, values) => {
    const ids = values.prerequisiteIds ?? [];
    if (ids.length === 0) return undefined;
    if ('id' in values && ids.includes(values.id))
      throw fieldError('body.prerequisiteIds', 'A course cannot be its own prerequisite.');
    const found = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(inArray(courses.id, ids), eq(courses.schoolId, schoolId)));
    if (found.length !== new Set(ids).size)
      throw fieldError('body.prerequisiteIds', 'Choose prerequisites among your school’s courses.');
    return undefined;
  },
  afterWrite: async (tx, schoolId, id, input) => {
    if (!Array.isArray(input.prerequisiteIds)) return;
    const ids = [...new Set(input.prerequisiteIds)];
    if (ids.includes(id))
      throw fieldError('body.prerequisiteIds', 'A course cannot be its own prerequisite.');
    await tx.delete(coursePrerequisites).where(eq(coursePrerequisites.courseId, id));
    if (ids.length > 0) {
      await tx
        .insert(coursePrerequisites)
        .values(ids.map((prerequisiteId) => ({ schoolId, courseId: id, prerequisiteId })));
    }
  },
};

/** The courses list as a file (`/api/v1/academics/courses.csv|.xlsx`). */
export const courseExport: ResourceExport<TCourse> = {
  name: 'courses',
  columns: [
    { header: 'Code', value: (c) => c.code },
    { header: 'Title', value: (c) => c.title, width: 36 },
    { header: 'Units', value: (c) => c.units },
    { header: 'Level', value: (c) => c.level },
    { header: 'Semester', value: (c) => c.semester },
    { header: 'Category', value: (c) => c.category },
    { header: 'Capacity', value: (c) => c.capacity },
    { header: 'Department', value: (c) => c.departmentName, width: 28 },
    { header: 'Prerequisites', value: (c) => c.prerequisites.map((p) => p.code).join('; ') },
    { header: 'Status', value: (c) => c.status },
  ],
};
