import { formatMatricNumber } from '@campusflow/domain';
import { and, eq, sql } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { departments, programmes } from '@/modules/academics/structure.tables.ts';
import { matricSequences } from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

const SEQUENCE_MARK = '#';

/**
 * The next free matric number of the school's pattern for a programme and entry year. The
 * sequence is counted per prefix (the pattern with everything but the sequence filled in) in
 * `matric_sequences`, whose row lock serialises two acceptances at once; numbers already
 * taken (e.g. by a bulk upload) are skipped.
 */
export async function issueMatricNumber(
  tx: DbOrTx,
  schoolId: string,
  programmeId: string,
  entryYear: number,
): Promise<string> {
  const [{ code, settings }, [programme]] = await Promise.all([
    loadSchoolSettings(tx, schoolId),
    tx
      .select({ code: programmes.code, departmentCode: departments.code })
      .from(programmes)
      .innerJoin(departments, eq(departments.id, programmes.departmentId))
      .where(and(eq(programmes.id, programmeId), eq(programmes.schoolId, schoolId))),
  ]);
  if (!programme) throw new AppError('not_found');
  const parts = {
    schoolCode: code,
    entryYear,
    departmentCode: programme.departmentCode,
    programmeCode: programme.code,
  };
  const pattern = settings.matricNumberPattern;
  const prefix = pattern
    .replace(/\{SEQ\d?\}/g, SEQUENCE_MARK)
    .replace(/\{[^}]*\}/g, (token) => formatMatricNumber(token, { ...parts, sequence: 0 }));
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const [row] = await tx
      .insert(matricSequences)
      .values({ schoolId, prefix, lastValue: 1 })
      .onConflictDoUpdate({
        target: [matricSequences.schoolId, matricSequences.prefix],
        set: { lastValue: sql`${matricSequences.lastValue} + 1` },
      })
      .returning({ value: matricSequences.lastValue });
    const number = formatMatricNumber(pattern, { ...parts, sequence: row?.value ?? 1 });
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), sql`upper(${users.userOrgId}) = ${number}`));
    if (!taken) return number;
  }
  throw new AppError('conflict', { detail: 'No free matric number was found for this pattern.' });
}
