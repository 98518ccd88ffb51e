import * as z from 'zod/mini';
import { ZImportQuery, ZImportResult } from './imports.ts';

/** The bulk upload of already-admitted students (appadmin/uploadStudents) takes this many rows. */
export const STUDENT_IMPORT_MAX_ROWS = 25_000;
/** 20,000 rows of eight columns stay well under this. */
export const STUDENT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The spec's initial passwords are short; the student chooses a real one at account setup. */
export const INITIAL_PASSWORD_MIN_LENGTH = 6;

/**
 * The spec's columns (userOrgID, jambNo, phone, name, e-mail optional, programme, level,
 * initial password), in the template's order, as the file names them.
 */
export const studentImportColumns = {
  matric: {
    name: 'Matric number',
    required: true,
    hint: 'the unique ID the student signs in with, e.g. DEMO/2025/0001',
  },
  jamb: { name: 'JAMB number', required: true, hint: 'e.g. 20250001AB' },
  phone: { name: 'Phone', required: true, hint: 'a Nigerian mobile number, e.g. 08031234567' },
  name: { name: 'Name', required: true, hint: 'the full name' },
  email: {
    name: 'E-mail',
    required: false,
    hint: 'if empty, the student gives one at account setup',
  },
  programme: {
    name: 'Programme',
    required: true,
    hint: 'the programme code or name, e.g. BSCCSC',
  },
  level: { name: 'Level', required: true, hint: 'a level of the programme, e.g. 100' },
  password: {
    name: 'Initial password',
    required: true,
    hint: `at least ${INITIAL_PASSWORD_MIN_LENGTH} characters; changed at account setup`,
  },
} as const;

export const ZStudentImportQuery = z.extend(ZImportQuery, {
  /** The school the students join: app admins pick it, it is not theirs. */
  schoolId: z.uuid({ error: 'Choose a school.' }),
});
export type TStudentImportQuery = z.infer<typeof ZStudentImportQuery>;

/** The academics import's result, for students. */
export const ZStudentImportResult = z.extend(z.omit(ZImportResult, { kind: true }), {
  kind: z.literal('students'),
});
export type TStudentImportResult = z.infer<typeof ZStudentImportResult>;
