import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import {
  departments,
  faculties,
  programmes,
  programmeTypes,
} from '@/modules/academics/structure.tables.ts';
import { banks } from '@/modules/payments/banks.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { uniqueTag } from '@/test/fixtures.ts';

// Test data of the payment setup tests; every name and code is unique to the call, so the
// tests hold on a shared database too.

/** A bank the sandbox gateway resolves accounts at (044, 011, 058, 033, 057), made active. */
export async function sandboxBank(db: Db, code = '058') {
  await db
    .insert(banks)
    .values({ name: `Sandbox bank ${code}`, code })
    .onConflictDoNothing();
  const [row] = await db
    .update(banks)
    .set({ active: true })
    .where(eq(banks.code, code))
    .returning();
  if (!row) throw new Error(`no bank with code ${code}`);
  return row;
}

/** A bank the sandbox gateway does not know. */
export async function unknownBank(db: Db, active = true) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(banks)
    .values({ name: `Test bank ${tag}`, code: `T${tag.slice(0, 8)}`, active })
    .returning();
  if (!row) throw new Error('bank insert failed');
  return row;
}

/** A ten-digit account number unlikely to be used by another test. */
export function accountNumber(): string {
  return String(Math.floor(1_000_000_000 + Math.random() * 8_999_999_999));
}

/** A session and a programme of a school, written directly. */
export async function academicsOf(db: Db, schoolId: string) {
  const tag = uniqueTag();
  const [year] = await db
    .insert(academicYears)
    .values({ schoolId, startYear: 2000 + Math.floor(Math.random() * 90), label: `Y ${tag}` })
    .onConflictDoNothing()
    .returning();
  const yearId =
    year?.id ??
    (await db.select().from(academicYears).where(eq(academicYears.schoolId, schoolId)))[0]?.id;
  if (!yearId) throw new Error('no academic year');
  const [session] = await db
    .insert(academicSessions)
    .values({ schoolId, academicYearId: yearId, name: `Regular ${tag}` })
    .returning();
  const [faculty] = await db
    .insert(faculties)
    .values({ schoolId, name: `Faculty ${tag}`, code: `F${tag.slice(0, 6)}` })
    .returning();
  const [department] = await db
    .insert(departments)
    .values({
      schoolId,
      facultyId: faculty?.id ?? '',
      name: `Department ${tag}`,
      code: `D${tag.slice(0, 6)}`,
    })
    .returning();
  const [type] = await db
    .insert(programmeTypes)
    .values({ schoolId, name: `B.Sc. ${tag}`, durationLevels: 4 })
    .returning();
  const [programme] = await db
    .insert(programmes)
    .values({
      schoolId,
      departmentId: department?.id ?? '',
      programmeTypeId: type?.id ?? '',
      name: `Programme ${tag}`,
      code: `P${tag.slice(0, 6)}`,
    })
    .returning();
  if (!session || !programme) throw new Error('academics insert failed');
  return { session, programme };
}

/** The audit actions written about one record, in order. */
export async function auditActions(db: Db, entityId: string) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

export async function auditRow(db: Db, entityId: string, action: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
  expect(row, `audit ${action} of ${entityId}`).toBeDefined();
  return row;
}
