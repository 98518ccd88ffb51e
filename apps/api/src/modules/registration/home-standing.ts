import type { THomeRegistration } from '@campusflow/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { registrationPeriods } from '@/modules/academics/calendar.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { courseRegistrations } from './registration.tables.ts';
import { periodsOfStudent, periodThatConcerns } from './registration-context.ts';

export type HomeStudent = {
  schoolId: string;
  sessionId: string;
  enrollmentId: string;
  programmeTypeId: string;
  level: number;
};

/**
 * Where the student's registration stands for a home page, in one statement: the periods that
 * concern them, each with the registration of its semester; the period chosen as the
 * registration page chooses it (`periodThatConcerns`).
 */
export async function registrationStanding(
  db: DbOrTx,
  student: HomeStudent,
  now: Date,
): Promise<THomeRegistration> {
  const rows = await db
    .select({
      opensAt: registrationPeriods.opensAt,
      closesAt: registrationPeriods.closesAt,
      lateClosesAt: registrationPeriods.lateClosesAt,
      state: courseRegistrations.state,
      totalUnits: courseRegistrations.totalUnits,
      returnReason: courseRegistrations.returnReason,
    })
    .from(registrationPeriods)
    .leftJoin(
      courseRegistrations,
      and(
        eq(courseRegistrations.enrollmentId, student.enrollmentId),
        eq(courseRegistrations.semesterId, registrationPeriods.semesterId),
      ),
    )
    .where(periodsOfStudent(student.schoolId, student.sessionId, student))
    .orderBy(asc(registrationPeriods.opensAt));
  const period = periodThatConcerns(rows, now);
  if (!period) return { period: null, registration: null };
  return {
    period: {
      opensAt: period.opensAt.toISOString(),
      closesAt: period.closesAt.toISOString(),
      lateClosesAt: period.lateClosesAt?.toISOString() ?? null,
      window: period.window,
    },
    registration: period.state
      ? {
          state: period.state,
          totalUnits: period.totalUnits ?? 0,
          returnReason: period.returnReason,
        }
      : null,
  };
}
