import {
  INITIAL_PASSWORD_MIN_LENGTH,
  studentImportColumns,
  type TImportProblem,
  ZEmail,
  ZPersonName,
  ZPhone,
} from '@campusflow/contracts';
import * as z from 'zod/mini';
import { sha256Hex } from '@/platform/auth/passwords.ts';
import { cellOf, type ImportColumn } from '@/platform/import/columns.ts';
import type { TableRow } from '@/platform/import/table-file.ts';

const spec = studentImportColumns;

/** The contract's columns, with the other headers people use for them (the spec's field names). */
export const studentColumns = {
  matric: { ...spec.matric, aliases: ['userOrgID', 'matric', 'matric no', 'unique ID'] },
  jamb: { ...spec.jamb, aliases: ['jambNo', 'jamb', 'jamb reg no'] },
  phone: { ...spec.phone, aliases: ['phone number'] },
  name: { ...spec.name, aliases: ['full name'] },
  email: { ...spec.email, aliases: ['email address'] },
  programme: { ...spec.programme, aliases: ['program'] },
  level: spec.level,
  password: { ...spec.password, aliases: ['password'] },
} as const satisfies Record<keyof typeof spec, ImportColumn>;

export const studentColumnList: ImportColumn[] = Object.values(studentColumns);
export const studentExample = [
  'DEMO/2025/0001',
  '20250001AB',
  '08031234567',
  'Adaeze Okafor',
  '',
  'BSCCSC',
  '100',
  'first-0001',
];

const columnOrder = new Map(studentColumnList.map((c, i) => [c.name, i]));

/** Problems in the order a person reads the file: by line, then left to right. */
export function byLineAndColumn(a: TImportProblem, b: TImportProblem): number {
  return a.line - b.line || (columnOrder.get(a.column) ?? 99) - (columnOrder.get(b.column) ?? 99);
}

/** A programme a student may join, with the levels its programme type has. */
export type ProgrammeChoice = {
  id: string;
  code: string;
  name: string;
  levels: number[];
  levelStep: number;
};

/**
 * Programmes by lower-cased code (unique in a school) and by lower-cased name (two departments
 * may each have a programme of the same name).
 */
export type ProgrammeIndex = {
  byCode: Map<string, ProgrammeChoice>;
  byName: Map<string, ProgrammeChoice[]>;
};

export function indexProgrammes(programmes: ProgrammeChoice[]): ProgrammeIndex {
  const index: ProgrammeIndex = { byCode: new Map(), byName: new Map() };
  for (const p of programmes) {
    index.byCode.set(p.code.toLowerCase(), p);
    const key = p.name.toLowerCase();
    index.byName.set(key, [...(index.byName.get(key) ?? []), p]);
  }
  return index;
}

/** The programmes a cell names: by code first, else by name. */
function programmesNamed(index: ProgrammeIndex, text: string): ProgrammeChoice[] {
  const key = text.toLowerCase();
  const byCode = index.byCode.get(key);
  return byCode ? [byCode] : (index.byName.get(key) ?? []);
}

/** A row that passed every check of its own: what becomes a user and an enrollment. */
export type StudentValues = {
  line: number;
  userOrgId: string;
  jambNo: string;
  phone: string;
  name: string;
  email: string | null;
  programmeId: string;
  level: number;
  /** How many years before `level` the student entered: 0 at the first level. */
  yearsBeforeLevel: number;
  legacyPasswordSha256: string;
};

/** The keys that must be unique in the school, for each value that is well formed. */
export type UniqueKeys = { matric?: string; jamb?: string; email?: string };

export type CheckedRow = {
  line: number;
  values?: StudentValues;
  keys: UniqueKeys;
  problems: TImportProblem[];
};

const ZMatricNumber = z.string().check(
  z.maxLength(40, 'A matric number has at most 40 characters.'),
  z.refine((v) => !v.includes('@'), 'A matric number cannot contain @.'),
);
const ZJambNumber = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{6,20}$/, '6 to 20 letters and digits, e.g. 20250001AB.'));
const ZInitialPassword = z
  .string()
  .check(
    z.minLength(
      INITIAL_PASSWORD_MIN_LENGTH,
      `The initial password must have at least ${INITIAL_PASSWORD_MIN_LENGTH} characters.`,
    ),
    z.maxLength(128, 'The initial password must have at most 128 characters.'),
  );

function listLevels(levels: number[]): string {
  const text = levels.map(String);
  return text.length < 2 ? (text[0] ?? '') : `${text.slice(0, -1).join(', ')} or ${text.at(-1)}`;
}

/** "100", "100L", "100 level" and "Level 100" are all level 100. */
function parseLevel(text: string): number | null {
  const match = /^(?:level\s*)?(\d{1,4})\s*(?:l|lvl|level)?$/i.exec(text);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Checks one row on its own (every column, the programme and its levels) and returns the
 * values to write when the row is right, and the unique keys of its well-formed values so that
 * duplicates are reported even on a row with another problem.
 */
export function checkStudentRow(row: TableRow, programmes: ProgrammeIndex): CheckedRow {
  const problems: TImportProblem[] = [];
  const keys: UniqueKeys = {};
  const report = (column: ImportColumn, reason: string) =>
    problems.push({ line: row.line, column: column.name, reason });
  const check = <T>(
    column: ImportColumn,
    schema: z.ZodMiniType<T>,
    text = cellOf(row, column),
  ): T | undefined => {
    if (!text) {
      if (column.required) report(column, 'This column is empty.');
      return undefined;
    }
    const parsed = z.safeParse(schema, text);
    if (parsed.success) return parsed.data;
    report(column, parsed.error.issues[0]?.message ?? 'This value is not valid.');
    return undefined;
  };

  const c = studentColumns;
  const userOrgId = check(c.matric, ZMatricNumber);
  const jambNo = check(c.jamb, ZJambNumber);
  // A spreadsheet that holds the phone as a number drops its leading 0: 8031234567.
  const phoneText = cellOf(row, c.phone);
  const phone = check(
    c.phone,
    ZPhone,
    /^[7-9][01]\d{8}$/.test(phoneText) ? `0${phoneText}` : phoneText,
  );
  const name = check(c.name, ZPersonName);
  const email = check(c.email, ZEmail);
  const password = check(c.password, ZInitialPassword);
  if (userOrgId) keys.matric = userOrgId.toUpperCase();
  if (jambNo) keys.jamb = jambNo.toUpperCase();
  if (email) keys.email = email.toLowerCase();

  const programmeText = cellOf(row, c.programme);
  const matches = programmesNamed(programmes, programmeText);
  const programme = matches.length === 1 ? matches[0] : undefined;
  if (!programmeText) report(c.programme, 'This column is empty.');
  else if (matches.length > 1)
    report(c.programme, `More than one programme is called “${programmeText}”: use its code.`);
  else if (!programme)
    report(c.programme, `No programme of this school has the code or name “${programmeText}”.`);

  const levelText = cellOf(row, c.level);
  const level = parseLevel(levelText);
  if (!levelText) report(c.level, 'This column is empty.');
  else if (level === null) report(c.level, 'Enter the level as a number, e.g. 100.');
  else if (programme && !programme.levels.includes(level))
    report(
      c.level,
      `${programme.code} has no level ${level}: choose ${listLevels(programme.levels)}.`,
    );

  if (
    problems.length > 0 ||
    userOrgId === undefined ||
    jambNo === undefined ||
    phone === undefined ||
    name === undefined ||
    password === undefined ||
    programme === undefined ||
    level === null
  ) {
    return { line: row.line, keys, problems };
  }
  return {
    line: row.line,
    keys,
    problems,
    values: {
      line: row.line,
      userOrgId,
      jambNo,
      phone,
      name,
      email: email ?? null,
      programmeId: programme.id,
      level,
      yearsBeforeLevel: level / programme.levelStep - 1,
      legacyPasswordSha256: sha256Hex(password),
    },
  };
}

/** Keys someone of the school already has: matric and JAMB upper-cased, e-mail lower-cased. */
export type TakenKeys = { matric: Set<string>; jamb: Set<string>; email: Set<string> };

const uniqueFields = [
  { field: 'matric', column: studentColumns.matric, noun: 'matric number' },
  { field: 'jamb', column: studentColumns.jamb, noun: 'JAMB number' },
  { field: 'email', column: studentColumns.email, noun: 'e-mail address' },
] as const;

/**
 * A matric number, JAMB number or e-mail may appear once in the file and must not belong to
 * anyone of the school yet: the second line names the first one.
 */
export function duplicateProblems(rows: CheckedRow[], taken: TakenKeys): TImportProblem[] {
  const problems: TImportProblem[] = [];
  for (const { field, column, noun } of uniqueFields) {
    const seen = new Map<string, number>();
    for (const row of rows) {
      const key = row.keys[field];
      if (!key) continue;
      const earlier = seen.get(key);
      if (taken[field].has(key)) {
        problems.push({
          line: row.line,
          column: column.name,
          reason: `Someone in this school already has this ${noun}.`,
        });
      } else if (earlier !== undefined) {
        problems.push({
          line: row.line,
          column: column.name,
          reason: `Line ${earlier} of this file has the same ${noun}.`,
        });
      } else {
        seen.set(key, row.line);
      }
    }
  }
  return problems;
}
