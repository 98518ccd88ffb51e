import type { ChargeSettings } from '@campusflow/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** The school's fee settings in the domain's terms (percent, not hundredths of a percent). */
export function chargeSettingsOf(school: typeof schools.$inferSelect): ChargeSettings {
  return {
    platformFeeType: school.platformFeeType,
    platformFeeValue:
      school.platformFeeType === 'percentage'
        ? school.platformFeeValue / 100
        : school.platformFeeValue,
    platformFeeMode: school.platformFeeMode,
    gatewayFee: school.gatewayFee,
  };
}

/**
 * The fee settings for a payment by transfer to a static account: it carries the platform fee
 * but no card gateway fee, whoever bears that on a card payment.
 */
export function transferSettingsOf(school: typeof schools.$inferSelect): ChargeSettings {
  return { ...chargeSettingsOf(school), gatewayFee: 'school' };
}

/**
 * The student's live enrollment at the school (the newest that is not closed). Once admission
 * is offered, fees are those of the programme offered, which may not be the first choice.
 */
export async function studentEnrollment(db: DbOrTx, schoolId: string, studentId: string) {
  const [row] = await db
    .select({
      id: enrollments.id,
      programmeId: enrollments.programmeId,
      offeredProgrammeId: applications.offeredProgrammeId,
      level: enrollments.currentLevel,
      stage: enrollments.stage,
    })
    .from(enrollments)
    .leftJoin(applications, eq(applications.enrollmentId, enrollments.id))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        eq(enrollments.studentId, studentId),
        notInArray(enrollments.stage, ['rejected', 'withdrawn']),
      ),
    )
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  if (!row) return null;
  const programmeId =
    row.stage === 'offered' && row.offeredProgrammeId ? row.offeredProgrammeId : row.programmeId;
  const [programme] = await db
    .select({ name: programmes.name })
    .from(programmes)
    .where(eq(programmes.id, programmeId));
  return {
    id: row.id,
    programmeId,
    programmeName: programme?.name ?? '',
    level: row.level,
    stage: row.stage,
  };
}

export async function schoolById(db: DbOrTx, schoolId: string) {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
  return row ?? null;
}
