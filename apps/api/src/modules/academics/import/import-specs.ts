import {
  type TImportKind,
  type TImportProblem,
  ZCreateCourse,
  ZCreateDepartment,
  ZCreateProgramme,
} from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { coursePrerequisites, courses } from '@/modules/academics/courses.tables.ts';
import {
  departments,
  faculties,
  programmes,
  programmeTypes,
} from '@/modules/academics/structure.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { TableRow } from '@/platform/import/table-file.ts';

export type Column = { name: string; required: boolean; hint: string };

/** One kind of import: its columns, the school's lookups, and how a row becomes values. */
export type ImportSpec<Lookups, Values> = {
  columns: Column[];
  example: string[];
  prepare: (db: DbOrTx, schoolId: string) => Promise<Lookups>;
  toValues: (
    row: TableRow,
    lookups: Lookups,
  ) => { values?: Values; problems: Omit<TImportProblem, 'line'>[] };
  /** Keys that must be unique, with the message when a key is already taken or repeated. */
  keys: (values: Values) => { key: string; column: string; taken: string }[];
  insert: (tx: DbOrTx, schoolId: string, values: Values[], lookups: Lookups) => Promise<void>;
};

const key = (column: string) => column.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The schema's verdict on a row, as problems in the file's column names. */
function checkWith(
  schema: z.ZodMiniType,
  input: Record<string, unknown>,
  columnOf: Record<string, string>,
) {
  const result = z.safeParse(schema, input);
  if (result.success) return { data: result.data as Record<string, unknown>, problems: [] };
  return {
    problems: result.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      return { column: columnOf[field] ?? field, reason: issue.message };
    }),
  };
}

function required(row: TableRow, columns: Column[]) {
  return columns
    .filter((c) => c.required && !row.cells[key(c.name)])
    .map((c) => ({ column: c.name, reason: 'This column is empty.' }));
}

const byCodeOrName = <T extends { id: string; code?: string; name: string }>(rows: T[]) => {
  const map = new Map<string, string>();
  for (const r of rows) {
    map.set(r.name.toLowerCase(), r.id);
    if (r.code) map.set(r.code.toLowerCase(), r.id);
  }
  return map;
};

type DepartmentLookups = { faculties: Map<string, string>; taken: Set<string> };
type DepartmentValues = { name: string; code: string; facultyId: string };

const departmentSpec: ImportSpec<DepartmentLookups, DepartmentValues> = {
  columns: [
    { name: 'Name', required: true, hint: 'Computer Science' },
    { name: 'Code', required: true, hint: 'CSC' },
    { name: 'Faculty', required: true, hint: 'the faculty code or name, e.g. SCI' },
  ],
  example: ['Computer Science', 'CSC', 'SCI'],
  prepare: async (db, schoolId) => {
    const facultyRows = await db
      .select({ id: faculties.id, code: faculties.code, name: faculties.name })
      .from(faculties)
      .where(eq(faculties.schoolId, schoolId));
    const existing = await db
      .select({ code: departments.code, name: departments.name, facultyId: departments.facultyId })
      .from(departments)
      .where(eq(departments.schoolId, schoolId));
    return {
      faculties: byCodeOrName(facultyRows),
      taken: new Set([
        ...existing.map((d) => `code:${d.code}`),
        ...existing.map((d) => `name:${d.facultyId}:${d.name.toLowerCase()}`),
      ]),
    };
  },
  toValues: (row, lookups) => {
    const problems = required(row, departmentSpec.columns);
    const facultyText = row.cells.faculty ?? '';
    const facultyId = lookups.faculties.get(facultyText.toLowerCase());
    if (facultyText && !facultyId)
      problems.push({
        column: 'Faculty',
        reason: `No faculty has the code or name “${facultyText}”.`,
      });
    if (problems.length) return { problems };
    const checked = checkWith(
      ZCreateDepartment,
      { name: row.cells.name, code: row.cells.code, facultyId },
      { name: 'Name', code: 'Code', facultyId: 'Faculty' },
    );
    return checked.data
      ? { values: checked.data as DepartmentValues, problems: [] }
      : { problems: checked.problems };
  },
  keys: (v) => [
    {
      key: `code:${v.code}`,
      column: 'Code',
      taken: `The code ${v.code} is already used by a department.`,
    },
    {
      key: `name:${v.facultyId}:${v.name.toLowerCase()}`,
      column: 'Name',
      taken: `This faculty already has a department called ${v.name}.`,
    },
  ],
  insert: async (tx, schoolId, values) => {
    await tx.insert(departments).values(values.map((v) => ({ ...v, schoolId })));
  },
};

type ProgrammeLookups = {
  departments: Map<string, string>;
  types: Map<string, string>;
  taken: Set<string>;
};
type ProgrammeValues = {
  name: string;
  code: string;
  departmentId: string;
  programmeTypeId: string;
  minUnits: number;
  maxUnits: number;
};

const programmeSpec: ImportSpec<ProgrammeLookups, ProgrammeValues> = {
  columns: [
    { name: 'Name', required: true, hint: 'Computer Science' },
    { name: 'Code', required: true, hint: 'BSCCSC' },
    { name: 'Department', required: true, hint: 'the department code, e.g. CSC' },
    { name: 'Type', required: true, hint: 'the programme type, e.g. B.Sc.' },
    { name: 'Min units', required: false, hint: '15' },
    { name: 'Max units', required: false, hint: '24' },
  ],
  example: ['Computer Science', 'BSCCSC', 'CSC', 'B.Sc.', '15', '24'],
  prepare: async (db, schoolId) => {
    const deptRows = await db
      .select({ id: departments.id, code: departments.code, name: departments.name })
      .from(departments)
      .where(eq(departments.schoolId, schoolId));
    const typeRows = await db
      .select({ id: programmeTypes.id, name: programmeTypes.name })
      .from(programmeTypes)
      .where(eq(programmeTypes.schoolId, schoolId));
    const existing = await db
      .select({
        code: programmes.code,
        name: programmes.name,
        departmentId: programmes.departmentId,
      })
      .from(programmes)
      .where(eq(programmes.schoolId, schoolId));
    return {
      departments: byCodeOrName(deptRows),
      types: byCodeOrName(typeRows),
      taken: new Set([
        ...existing.map((p) => `code:${p.code}`),
        ...existing.map((p) => `name:${p.departmentId}:${p.name.toLowerCase()}`),
      ]),
    };
  },
  toValues: (row, lookups) => {
    const problems = required(row, programmeSpec.columns);
    const departmentId = lookups.departments.get((row.cells.department ?? '').toLowerCase());
    const programmeTypeId = lookups.types.get((row.cells.type ?? '').toLowerCase());
    if (row.cells.department && !departmentId)
      problems.push({
        column: 'Department',
        reason: `No department has the code or name “${row.cells.department}”.`,
      });
    if (row.cells.type && !programmeTypeId)
      problems.push({ column: 'Type', reason: `No programme type is called “${row.cells.type}”.` });
    if (problems.length) return { problems };
    const number = (text: string | undefined) => (text ? Number(text) : undefined);
    const checked = checkWith(
      ZCreateProgramme,
      {
        name: row.cells.name,
        code: row.cells.code,
        departmentId,
        programmeTypeId,
        minUnits: number(row.cells.minunits),
        maxUnits: number(row.cells.maxunits),
      },
      { name: 'Name', code: 'Code', minUnits: 'Min units', maxUnits: 'Max units' },
    );
    return checked.data
      ? { values: checked.data as ProgrammeValues, problems: [] }
      : { problems: checked.problems };
  },
  keys: (v) => [
    {
      key: `code:${v.code}`,
      column: 'Code',
      taken: `The code ${v.code} is already used by a programme.`,
    },
    {
      key: `name:${v.departmentId}:${v.name.toLowerCase()}`,
      column: 'Name',
      taken: `This department already has a programme called ${v.name}.`,
    },
  ],
  insert: async (tx, schoolId, values) => {
    await tx.insert(programmes).values(values.map((v) => ({ ...v, schoolId })));
  },
};

type CourseLookups = {
  departments: Map<string, string>;
  codes: Map<string, string>;
  taken: Set<string>;
};
type CourseValues = {
  code: string;
  title: string;
  units: number;
  level: number;
  semester: number;
  category: 'core' | 'required' | 'elective';
  departmentId: string;
  prerequisiteCodes: string[];
};

const courseSpec: ImportSpec<CourseLookups, CourseValues> = {
  columns: [
    { name: 'Code', required: true, hint: 'CSC 201' },
    { name: 'Title', required: true, hint: 'Computer Programming I' },
    { name: 'Units', required: true, hint: '3' },
    { name: 'Level', required: true, hint: '200' },
    { name: 'Semester', required: true, hint: '1 or 2' },
    { name: 'Department', required: true, hint: 'the department code, e.g. CSC' },
    { name: 'Category', required: false, hint: 'core, required or elective' },
    { name: 'Prerequisites', required: false, hint: 'course codes separated by ;' },
  ],
  example: ['CSC 201', 'Computer Programming I', '3', '200', '1', 'CSC', 'core', 'CSC 101'],
  prepare: async (db, schoolId) => {
    const deptRows = await db
      .select({ id: departments.id, code: departments.code, name: departments.name })
      .from(departments)
      .where(eq(departments.schoolId, schoolId));
    const existing = await db
      .select({ id: courses.id, code: courses.code })
      .from(courses)
      .where(eq(courses.schoolId, schoolId));
    return {
      departments: byCodeOrName(deptRows),
      codes: new Map(existing.map((c) => [c.code, c.id])),
      taken: new Set(existing.map((c) => `code:${c.code}`)),
    };
  },
  toValues: (row, lookups) => {
    const problems = required(row, courseSpec.columns);
    const departmentId = lookups.departments.get((row.cells.department ?? '').toLowerCase());
    if (row.cells.department && !departmentId)
      problems.push({
        column: 'Department',
        reason: `No department has the code or name “${row.cells.department}”.`,
      });
    if (problems.length) return { problems };
    const checked = checkWith(
      ZCreateCourse,
      {
        code: row.cells.code,
        title: row.cells.title,
        units: Number(row.cells.units),
        level: Number(row.cells.level),
        semester: Number(row.cells.semester),
        departmentId,
        ...(row.cells.category ? { category: row.cells.category.toLowerCase() } : {}),
      },
      {
        code: 'Code',
        title: 'Title',
        units: 'Units',
        level: 'Level',
        semester: 'Semester',
        category: 'Category',
      },
    );
    if (!checked.data) return { problems: checked.problems };
    const prerequisiteCodes = (row.cells.prerequisites ?? '')
      .split(/[;|]/)
      .map((c) =>
        c
          .trim()
          .toUpperCase()
          .replace(/^([A-Z]{2,4})\s*-?\s*(\d)/, '$1 $2'),
      )
      .filter(Boolean);
    return {
      values: { ...(checked.data as Omit<CourseValues, 'prerequisiteCodes'>), prerequisiteCodes },
      problems: [],
    };
  },
  keys: (v) => [
    {
      key: `code:${v.code}`,
      column: 'Code',
      taken: `The code ${v.code} is already used by a course.`,
    },
  ],
  insert: async (tx, schoolId, values, lookups) => {
    const created = await tx
      .insert(courses)
      .values(values.map(({ prerequisiteCodes: _p, ...v }) => ({ ...v, schoolId })))
      .returning({ id: courses.id, code: courses.code });
    const ids = new Map([...lookups.codes, ...created.map((c) => [c.code, c.id] as const)]);
    const links = values.flatMap((v) =>
      v.prerequisiteCodes.map((code) => ({
        schoolId,
        courseId: ids.get(v.code) ?? '',
        prerequisiteId: ids.get(code) ?? '',
      })),
    );
    if (links.length) await tx.insert(coursePrerequisites).values(links);
  },
};

/** Prerequisites must name a course of the school or of the same file. */
export function prerequisiteProblems(
  rows: { line: number; values: CourseValues }[],
  existing: Map<string, string>,
): TImportProblem[] {
  const inFile = new Set(rows.map((r) => r.values.code));
  return rows.flatMap(({ line, values }) =>
    values.prerequisiteCodes
      .filter((code) => code === values.code || (!existing.has(code) && !inFile.has(code)))
      .map((code) => ({
        line,
        column: 'Prerequisites',
        reason:
          code === values.code
            ? 'A course cannot be its own prerequisite.'
            : `No course ${code} in the school or this file.`,
      })),
  );
}

export const importSpecs = {
  departments: departmentSpec,
  programmes: programmeSpec,
  courses: courseSpec,
} as const satisfies Record<TImportKind, unknown>;
export type { CourseValues };
