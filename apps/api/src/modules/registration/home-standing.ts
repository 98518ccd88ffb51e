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
 * registration page chooses it (`periodThatConcerns`). `changesAt` is when the answer changes
 * by the clock alone: the next time one of the periods opens or closes (null: never).
 */
export async function registrationStanding(
  db: DbOrTx,
  student: HomeStudent,
  now: Date,
): Promise<{ standing: THomeRegistration; changesAt: Date | null }> {
  const rows = await periodRows(db, student);
  return { standing: standingIn(rows, now), changesAt: nextChange(rows, now) };
}

type PeriodRow = Awaited<ReturnType<typeof periodRows>>[number];

/** The first moment after `now` at which a period's window moves on, or null. */
function nextChange(rows: readonly PeriodRow[], now: Date): Date | null {
  const ahead = rows
    .flatMap((r) => [r.opensAt, r.closesAt, r.lateClosesAt])
    .filter((t): t is Date => t !== null && t.getTime() > now.getTime())
    .map((t) => t.getTime());
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : null;
}

function standingIn(rows: readonly PeriodRow[], now: Date): THomeRegistration {
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

/** The periods that concern the student, each with their registration of its semester. */
function periodRows(db: DbOrTx, student: HomeStudent) {
  return db
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
}
