import { randomUUID } from 'node:crypto';
import { STUDENT_IMPORT_MAX_ROWS, type TStudentImportResult } from '@campusflow/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes, programmeTypes } from '@/modules/academics/structure.tables.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { describeColumns, missingColumnProblems, templateCsv } from '@/platform/import/columns.ts';
import { readTableFile } from '@/platform/import/table-file.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import {
  byLineAndColumn,
  type CheckedRow,
  checkStudentRow,
  duplicateProblems,
  indexProgrammes,
  type StudentValues,
  studentColumnList,
  studentExample,
  type TakenKeys,
} from './student-import-rows.ts';

/** Rows per INSERT: about 13,000 parameters for users, far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;
/** Keys per lookup of what the school already has. */
const LOOKUP_CHUNK = 5000;

/** A file to fill in: the header and one example row. */
export function studentImportTemplate(): string {
  return templateCsv(studentColumnList, studentExample);
}

/** The school's active programmes with the levels of their programme type. */
async function loadProgrammes(db: DbOrTx, schoolId: string) {
  const rows = await db
    .select({
      id: programmes.id,
      code: programmes.code,
      name: programmes.name,
      durationLevels: programmeTypes.durationLevels,
      levelStep: programmeTypes.levelStep,
    })
    .from(programmes)
    .innerJoin(programmeTypes, eq(programmeTypes.id, programmes.programmeTypeId))
    .where(and(eq(programmes.schoolId, schoolId), eq(programmes.status, 'active')));
  return indexProgrammes(
    rows.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      levelStep: p.levelStep,
      levels: Array.from({ length: p.durationLevels }, (_, i) => p.levelStep * (i + 1)),
    })),
  );
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Which of the file's matric numbers, JAMB numbers and e-mails someone of the school has. */
async function loadTakenKeys(db: DbOrTx, schoolId: string, rows: CheckedRow[]) {
  const taken: TakenKeys = { matric: new Set(), jamb: new Set(), email: new Set() };
  const lookups = [
    { field: 'matric', expr: sql<string>`upper(${users.userOrgId})` },
    { field: 'jamb', expr: sql<string>`upper(${users.jambNo})` },
    { field: 'email', expr: sql<string>`lower(${users.email})` },
  ] as const;
  for (const { field, expr } of lookups) {
    const wanted = [...new Set(rows.flatMap((r) => r.keys[field] ?? []))];
    for (const chunk of chunks(wanted, LOOKUP_CHUNK)) {
      const found = await db
        .select({ key: expr })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), inArray(expr, chunk)));
      for (const f of found) taken[field].add(f.key);
    }
  }
  return taken;
}

/**
 * The year the student entered: the start year of the school's current session (the calendar
 * year when no session is current), less one year for each level before theirs, so a 300
 * level student in 2025/2026 entered in 2023.
 */
async function currentStartYear(db: DbOrTx, schoolId: string, now: Date): Promise<number> {
  return (await findCurrentSession(db, schoolId))?.startYear ?? now.getFullYear();
}

/** Users (pre-registered: SHA-256 initial password, no account yet), roles, enrollments. */
async function insertStudents(
  tx: DbOrTx,
  schoolId: string,
  actor: Actor,
  students: StudentValues[],
  startYear: number,
) {
  for (const chunk of chunks(students, INSERT_CHUNK)) {
    const rows = chunk.map((student) => ({ id: randomUUID(), student }));
    await tx.insert(users).values(
      rows.map(({ id, student: s }) => ({
        id,
        schoolId,
        name: s.name,
        email: s.email,
        phone: s.phone,
        userOrgId: s.userOrgId,
        jambNo: s.jambNo,
        status: 'active' as const,
        regBy: actor.userId,
        passwordHash: null,
        legacyPasswordSha256: s.legacyPasswordSha256,
        authAccountCreated: false,
        emailVerified: false,
      })),
    );
    await tx
      .insert(userRoles)
      .values(
        rows.map(({ id }) => ({ userId: id, role: 'student', schoolId, grantedBy: actor.userId })),
      );
    await tx.insert(enrollments).values(
      rows.map(({ id, student: s }) => ({
        schoolId,
        studentId: id,
        programmeId: s.programmeId,
        currentLevel: s.level,
        entryYear: startYear - s.yearsBeforeLevel,
        stage: 'enrolled' as const,
      })),
    );
  }
}

/**
 * Bulk upload of already-admitted students (appadmin/uploadStudents). Checks every row and
 * reports each problem with its line and column; a dry run writes nothing. A real run writes
 * users, student roles and enrollments in one transaction, and only when no row has a problem.
 * The students then sign in with their matric number and initial password and go through
 * account setup.
 */
export async function importStudents(
  ctx: ServiceContext,
  actor: Actor,
  input: { schoolId: string; dryRun: boolean; bytes: Buffer },
  audit: AuditContext,
  now = new Date(),
): Promise<TStudentImportResult> {
  const { schoolId, dryRun } = input;
  const [school] = await ctx.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) throw new AppError('school_not_found');
  const table = await readTableFile(input.bytes, { maxRows: STUDENT_IMPORT_MAX_ROWS });
  const result: TStudentImportResult = {
    kind: 'students',
    dryRun,
    rows: table.rows.length,
    valid: 0,
    imported: 0,
    problems: missingColumnProblems(studentColumnList, table.columns),
    columns: describeColumns(studentColumnList),
  };
  if (result.problems.length > 0) return result;

  return inTransaction(ctx.db, async (tx) => {
    const programmeIndex = await loadProgrammes(tx, schoolId);
    const checked = table.rows.map((row) => checkStudentRow(row, programmeIndex));
    const taken = await loadTakenKeys(tx, schoolId, checked);
    const problems = [...checked.flatMap((c) => c.problems), ...duplicateProblems(checked, taken)];
    problems.sort(byLineAndColumn);
    const badLines = new Set(problems.map((p) => p.line));
    const accepted = checked.flatMap((c) => (c.values && !badLines.has(c.line) ? [c.values] : []));
    const checkedResult = { ...result, valid: accepted.length, problems };
    if (dryRun || problems.length > 0 || accepted.length === 0) return checkedResult;

    await insertStudents(tx, schoolId, actor, accepted, await currentStartYear(tx, schoolId, now));
    await recordAudit(tx, audit, {
      action: 'students.import',
      entityType: 'school',
      entityId: schoolId,
      schoolId,
      after: { rows: accepted.length },
    });
    return { ...checkedResult, imported: accepted.length };
  });
}
