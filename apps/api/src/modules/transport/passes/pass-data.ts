import { and, eq, type SQL } from 'drizzle-orm';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import {
  routeStops,
  transportRoutes,
  transportSubscriptions,
} from '@/modules/transport/transport.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** Everything a pass prints or its check shows, of the subscription `where` picks. */
export async function readPass(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({
      id: transportSubscriptions.id,
      schoolId: transportSubscriptions.schoolId,
      state: transportSubscriptions.state,
      code: transportSubscriptions.passCode,
      paidAt: transportSubscriptions.paidAt,
      studentId: transportSubscriptions.studentId,
      routeId: transportSubscriptions.routeId,
      route: transportRoutes.name,
      stop: routeStops.name,
      studentName: users.name,
      matricNumber: users.userOrgId,
      passportFileId: users.passportFileId,
      session: academicSessions.name,
      sessionIsCurrent: academicSessions.isCurrent,
      sessionStartsOn: academicSessions.startsOn,
      sessionEndsOn: academicSessions.endsOn,
      amountPaid: payments.amount,
      paymentReference: payments.reference,
      schoolName: schools.name,
      schoolAddress: schools.address,
      logoFileId: schools.logoFileId,
    })
    .from(transportSubscriptions)
    .innerJoin(users, eq(users.id, transportSubscriptions.studentId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, transportSubscriptions.routeId))
    .innerJoin(routeStops, eq(routeStops.id, transportSubscriptions.stopId))
    .innerJoin(academicSessions, eq(academicSessions.id, transportSubscriptions.sessionId))
    .innerJoin(schools, eq(schools.id, transportSubscriptions.schoolId))
    .leftJoin(payments, eq(payments.id, transportSubscriptions.paymentId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export type PassData = NonNullable<Awaited<ReturnType<typeof readPass>>>;

/** The pass whose code a QR link carries, in the checker's school only. */
export const passByCode = (schoolId: string, code: string) =>
  and(eq(transportSubscriptions.schoolId, schoolId), eq(transportSubscriptions.passCode, code));
