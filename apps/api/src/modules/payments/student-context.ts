import type { ChargeSettings } from '@campusflow/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/transaction.ts';
import { academicSessions, academicYears } from '../academics/calendar.tables.ts';
import { enrollments } from '../academics/enrollments.tables.ts';
import { programmes } from '../academics/structure.tables.ts';
import { schools } from '../schools/schools.tables.ts';

/** The school's fee settings in the domain's terms (percent, not hundredths of a percent). */
export function chargeSettingsOf(school: typeof schools.$inferSelect): ChargeSettings {
  return {
    platformFeeType: school.platformFeeType,
    platformFeeValue:
      school.platformFeeType === 'percentage'
        ? school.platformFeeValue / 100
        : school.platformFeeValue,
    platformFeeMode: school.platformFeeMode,
    gatewayFee: school.gatewayFeeBearer,
  };
}

/** The current session of a school with its academic year label, or null. */
export async function currentSessionWithYear(db: DbOrTx, schoolId: string) {
  const [row] = await db
    .select({
      id: academicSessions.id,
      name: academicSessions.name,
      academicYear: academicYears.label,
    })
    .from(academicSessions)
    .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
    .where(and(eq(academicSessions.schoolId, schoolId), eq(academicSessions.isCurrent, true)));
  return row ?? null;
}

/** The student's live enrollment at the school (the newest that is not closed). */
export async function studentEnrollment(db: DbOrTx, schoolId: string, studentId: string) {
  const [row] = await db
    .select({
      id: enrollments.id,
      programmeId: enrollments.programmeId,
      programmeName: programmes.name,
      level: enrollments.currentLevel,
      stage: enrollments.stage,
    })
    .from(enrollments)
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        eq(enrollments.studentId, studentId),
        notInArray(enrollments.stage, ['rejected', 'withdrawn']),
      ),
    )
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function schoolById(db: DbOrTx, schoolId: string) {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
  return row ?? null;
}
