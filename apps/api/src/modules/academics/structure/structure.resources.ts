import type {
  TCreateDepartment,
  TCreateFaculty,
  TCreateProgramme,
  TCreateProgrammeType,
  TDepartment,
  TFaculty,
  TListQuery,
  TProgramme,
  TProgrammeType,
  TUpdateDepartment,
  TUpdateFaculty,
  TUpdateProgramme,
  TUpdateProgrammeType,
} from '@campusflow/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  departments,
  faculties,
  programmes,
  programmeTypes,
} from '@/modules/academics/structure.tables.ts';
import type { ResourceSpec } from '@/platform/crud/school-resource.ts';
import { fieldError } from '@/platform/errors/field-error.ts';

const times = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Counts of active children, qualified by hand: drizzle leaves outer columns unqualified.
const activeCount = (table: string, column: string, outer: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} c where c.${sql.raw(column)} = ${sql.raw(outer)} and c.status = 'active')`;

type FacultyRow = { faculty: typeof faculties.$inferSelect; departmentCount: number };

export const facultySpec: ResourceSpec<
  FacultyRow,
  TFaculty,
  TListQuery,
  TCreateFaculty,
  TUpdateFaculty
> = {
  entity: 'faculty',
  noun: 'faculty',
  table: faculties,
  select: (db) =>
    db
      .select({
        faculty: faculties,
        departmentCount: activeCount('departments', 'faculty_id', '"faculties"."id"'),
      })
      .from(faculties)
      .$dynamic(),
  toItem: ({ faculty, departmentCount }) => ({
    id: faculty.id,
    name: faculty.name,
    code: faculty.code,
    status: faculty.status,
    departmentCount,
    ...times(faculty),
  }),
  search: [faculties.name, faculties.code],
  sortable: { name: faculties.name, code: faculties.code, createdAt: faculties.createdAt },
  defaultSort: 'name',
  uniques: {
    faculties_school_name_key: {
      field: 'name',
      message: 'A faculty with this name already exists.',
    },
    faculties_school_code_key: {
      field: 'code',
      message: 'Another faculty already uses this code.',
    },
  },
  dependents: [
    { table: departments, column: departments.facultyId, message: 'This faculty has departments.' },
  ],
};

type DepartmentRow = {
  department: typeof departments.$inferSelect;
  facultyName: string;
  programmeCount: number;
};

export const departmentSpec: ResourceSpec<
  DepartmentRow,
  TDepartment,
  TListQuery & { facultyId?: string },
  TCreateDepartment,
  TUpdateDepartment
> = {
  entity: 'department',
  noun: 'department',
  table: departments,
  select: (db) =>
    db
      .select({
        department: departments,
        facultyName: faculties.name,
        programmeCount: activeCount('programmes', 'department_id', '"departments"."id"'),
      })
      .from(departments)
      .innerJoin(faculties, eq(faculties.id, departments.facultyId))
      .$dynamic(),
  toItem: ({ department, facultyName, programmeCount }) => ({
    id: department.id,
    name: department.name,
    code: department.code,
    facultyId: department.facultyId,
    facultyName,
    status: department.status,
    programmeCount,
    ...times(department),
  }),
  search: [departments.name, departments.code],
  sortable: { name: departments.name, code: departments.code, createdAt: departments.createdAt },
  defaultSort: 'name',
  filters: (query) => [query.facultyId ? eq(departments.facultyId, query.facultyId) : undefined],
  references: [{ field: 'facultyId', table: faculties, noun: 'faculty' }],
  uniques: {
    departments_faculty_name_key: {
      field: 'name',
      message: 'This faculty already has a department with this name.',
    },
    departments_school_code_key: {
      field: 'code',
      message: 'Another department already uses this code.',
    },
  },
  dependents: [
    {
      table: programmes,
      column: programmes.departmentId,
      message: 'This department has programmes.',
    },
  ],
};

type ProgrammeTypeRow = { type: typeof programmeTypes.$inferSelect; programmeCount: number };

export const programmeTypeSpec: ResourceSpec<
  ProgrammeTypeRow,
  TProgrammeType,
  TListQuery,
  TCreateProgrammeType,
  TUpdateProgrammeType
> = {
  entity: 'programme_type',
  noun: 'programme type',
  table: programmeTypes,
  select: (db) =>
    db
      .select({
        type: programmeTypes,
        programmeCount: activeCount('programmes', 'programme_type_id', '"programme_types"."id"'),
      })
      .from(programmeTypes)
      .$dynamic(),
  toItem: ({ type, programmeCount }) => ({
    id: type.id,
    name: type.name,
    durationLevels: type.durationLevels,
    levelStep: type.levelStep,
    status: type.status,
    programmeCount,
    ...times(type),
  }),
  search: [programmeTypes.name],
  sortable: { name: programmeTypes.name, durationLevels: programmeTypes.durationLevels },
  defaultSort: 'name',
  uniques: {
    programme_types_school_name_key: {
      field: 'name',
      message: 'A programme type with this name already exists.',
    },
  },
  dependents: [
    {
      table: programmes,
      column: programmes.programmeTypeId,
      message: 'Programmes are of this type.',
    },
  ],
};

type ProgrammeRow = {
  programme: typeof programmes.$inferSelect;
  departmentName: string;
  type: { name: string; durationLevels: number; levelStep: number };
};

export const programmeSpec: ResourceSpec<
  ProgrammeRow,
  TProgramme,
  TListQuery & { departmentId?: string; programmeTypeId?: string },
  TCreateProgramme,
  TUpdateProgramme
> = {
  entity: 'programme',
  noun: 'programme',
  table: programmes,
  select: (db) =>
    db
      .select({
        programme: programmes,
        departmentName: departments.name,
        type: {
          name: programmeTypes.name,
          durationLevels: programmeTypes.durationLevels,
          levelStep: programmeTypes.levelStep,
        },
      })
      .from(programmes)
      .innerJoin(departments, eq(departments.id, programmes.departmentId))
      .innerJoin(programmeTypes, eq(programmeTypes.id, programmes.programmeTypeId))
      .$dynamic(),
  toItem: ({ programme, departmentName, type }) => ({
    id: programme.id,
    name: programme.name,
    code: programme.code,
    departmentId: programme.departmentId,
    departmentName,
    programmeTypeId: programme.programmeTypeId,
    programmeTypeName: type.name,
    durationLevels: type.durationLevels,
    levelStep: type.levelStep,
    minUnits: programme.minUnits,
    maxUnits: programme.maxUnits,
    status: programme.status,
    ...times(programme),
  }),
  search: [programmes.name, programmes.code],
  sortable: { name: programmes.name, code: programmes.code, createdAt: programmes.createdAt },
  defaultSort: 'name',
  filters: (query) => [
    query.departmentId ? eq(programmes.departmentId, query.departmentId) : undefined,
    query.programmeTypeId ? eq(programmes.programmeTypeId, query.programmeTypeId) : undefined,
  ],
  references: [
    { field: 'departmentId', table: departments, noun: 'department' },
    { field: 'programmeTypeId', table: programmeTypes, noun: 'programme type' },
  ],
  uniques: {
    programmes_department_name_key: {
      field: 'name',
      message: 'This department already has a programme with this name.',
    },
    programmes_school_code_key: {
      field: 'code',
      message: 'Another programme already uses this code.',
    },
  },
  check: (values) => {
    const min = Number(values.minUnits ?? 0);
    const max = Number(values.maxUnits ?? Number.POSITIVE_INFINITY);
    if (min > max) {
      const message = 'The minimum cannot be above the maximum.';
      throw fieldError('body.minUnits', message);
    }
  },
};
