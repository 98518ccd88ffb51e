import * as z from 'zod/mini';
import { pageOf, ZPageQuery } from './pagination.ts';

export const recordStatuses = ['active', 'archived'] as const;
export const ZRecordStatus = z.enum(recordStatuses);

/** Every academics list: page, search text, sort, and which records by status. */
export const ZListQuery = z.extend(ZPageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z.optional(
    z.string().check(z.regex(/^-?[a-zA-Z]{1,40}$/, 'Sort by a column, e.g. name or -name.')),
  ),
  status: z._default(z.enum(['active', 'archived', 'all']), 'active'),
});
export type TListQuery = z.infer<typeof ZListQuery>;

const name = (what: string) =>
  z
    .string({ error: `Enter the ${what} name.` })
    .check(
      z.trim(),
      z.minLength(2, `Enter the ${what} name.`),
      z.maxLength(150, 'At most 150 characters.'),
    );

const code = (example: string) =>
  z.pipe(
    z.string({ error: 'Enter a short code.' }).check(z.trim(), z.toUpperCase()),
    z
      .string()
      .check(z.regex(/^[A-Z][A-Z0-9]{1,9}$/, `2 to 10 letters and digits, e.g. ${example}.`)),
  );

const base = {
  id: z.uuid(),
  status: ZRecordStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
};

// Faculties

export const ZFaculty = z.object({
  ...base,
  name: z.string(),
  code: z.string(),
  departmentCount: z.int(),
});
export type TFaculty = z.infer<typeof ZFaculty>;
export const ZFacultyList = pageOf(ZFaculty);
export type TFacultyList = z.infer<typeof ZFacultyList>;
export const ZCreateFaculty = z.object({ name: name('faculty'), code: code('SCI') });
export type TCreateFaculty = z.infer<typeof ZCreateFaculty>;
export const ZUpdateFaculty = z.partial(z.extend(ZCreateFaculty, { status: ZRecordStatus }));
export type TUpdateFaculty = z.infer<typeof ZUpdateFaculty>;

// Departments

export const ZDepartment = z.object({
  ...base,
  name: z.string(),
  code: z.string(),
  facultyId: z.uuid(),
  facultyName: z.string(),
  programmeCount: z.int(),
});
export type TDepartment = z.infer<typeof ZDepartment>;
export const ZDepartmentList = pageOf(ZDepartment);
export type TDepartmentList = z.infer<typeof ZDepartmentList>;
export const ZDepartmentQuery = z.extend(ZListQuery, { facultyId: z.optional(z.uuid()) });
export const ZCreateDepartment = z.object({
  name: name('department'),
  code: code('CSC'),
  facultyId: z.uuid({ error: 'Choose the faculty.' }),
});
export type TCreateDepartment = z.infer<typeof ZCreateDepartment>;
export const ZUpdateDepartment = z.partial(z.extend(ZCreateDepartment, { status: ZRecordStatus }));
export type TUpdateDepartment = z.infer<typeof ZUpdateDepartment>;

// Programme types (B.Sc., ND, HND, NCE, PGD, M.Sc., Pre-degree, …)

export const ZProgrammeType = z.object({
  ...base,
  name: z.string(),
  durationLevels: z.int(),
  levelStep: z.int(),
  programmeCount: z.int(),
});
export type TProgrammeType = z.infer<typeof ZProgrammeType>;
export const ZProgrammeTypeList = pageOf(ZProgrammeType);
export type TProgrammeTypeList = z.infer<typeof ZProgrammeTypeList>;
export const ZCreateProgrammeType = z.object({
  name: z
    .string({ error: 'Enter the name, e.g. B.Sc.' })
    .check(z.trim(), z.minLength(2, 'Enter the name, e.g. B.Sc.'), z.maxLength(40)),
  durationLevels: z
    .number({ error: 'How many levels (years) it lasts.' })
    .check(z.int(), z.gte(1, 'At least 1 level.'), z.lte(8, 'At most 8 levels.')),
  levelStep: z._default(
    z.number().check(z.int(), z.gte(1, 'At least 1.'), z.lte(1000, 'At most 1000.')),
    100,
  ),
});
export type TCreateProgrammeType = z.infer<typeof ZCreateProgrammeType>;
export const ZUpdateProgrammeType = z.partial(
  z.extend(ZCreateProgrammeType, {
    levelStep: z.number().check(z.int(), z.gte(1, 'At least 1.'), z.lte(1000, 'At most 1000.')),
    status: ZRecordStatus,
  }),
);
export type TUpdateProgrammeType = z.infer<typeof ZUpdateProgrammeType>;

// Programmes

export const DEFAULT_MIN_UNITS = 15;
export const DEFAULT_MAX_UNITS = 24;

export const ZProgramme = z.object({
  ...base,
  name: z.string(),
  code: z.string(),
  departmentId: z.uuid(),
  departmentName: z.string(),
  programmeTypeId: z.uuid(),
  programmeTypeName: z.string(),
  durationLevels: z.int(),
  levelStep: z.int(),
  /** Credit units a student registers per semester (docs/domain.md, Curriculum). */
  minUnits: z.int(),
  maxUnits: z.int(),
});
export type TProgramme = z.infer<typeof ZProgramme>;
export const ZProgrammeList = pageOf(ZProgramme);
export type TProgrammeList = z.infer<typeof ZProgrammeList>;
export const ZProgrammeQuery = z.extend(ZListQuery, {
  departmentId: z.optional(z.uuid()),
  programmeTypeId: z.optional(z.uuid()),
});
const units = z
  .number()
  .check(z.int('Whole units.'), z.gte(0, 'Not negative.'), z.lte(60, 'At most 60.'));
export const ZCreateProgramme = z
  .object({
    name: name('programme'),
    code: code('CSC'),
    departmentId: z.uuid({ error: 'Choose the department.' }),
    programmeTypeId: z.uuid({ error: 'Choose the programme type.' }),
    minUnits: z._default(units, DEFAULT_MIN_UNITS),
    maxUnits: z._default(units, DEFAULT_MAX_UNITS),
  })
  .check(
    z.refine((p) => p.minUnits <= p.maxUnits, {
      message: 'The minimum cannot be above the maximum.',
      path: ['minUnits'],
    }),
  );
export type TCreateProgramme = z.infer<typeof ZCreateProgramme>;
export const ZUpdateProgramme = z.partial(
  z.object({
    name: name('programme'),
    code: code('CSC'),
    departmentId: z.uuid(),
    programmeTypeId: z.uuid(),
    minUnits: units,
    maxUnits: units,
    status: ZRecordStatus,
  }),
);
export type TUpdateProgramme = z.infer<typeof ZUpdateProgramme>;

/**
 * GET /api/v1/academics/my-enrollment: the signed-in student's studentship, once enrolled with
 * a matric number; null for an applicant (whose application is in admissions).
 */
export const ZMyEnrollment = z.object({
  enrollment: z.nullable(
    z.object({
      id: z.uuid(),
      matricNumber: z.string(),
      programme: z.object({ id: z.uuid(), name: z.string(), code: z.string() }),
      department: z.object({ id: z.uuid(), name: z.string() }),
      faculty: z.object({ id: z.uuid(), name: z.string() }),
      level: z.int(),
      /** The year the student entered, 2024 for the 2024/2025 session. */
      entryYear: z.int(),
      /** The school's current session; null when none is marked. */
      session: z.nullable(z.object({ id: z.uuid(), name: z.string(), academicYear: z.string() })),
    }),
  ),
});
export type TMyEnrollment = z.infer<typeof ZMyEnrollment>;
