import type { TSchoolReport } from '@campusflow/contracts';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { admissionsFigures } from './admissions-figures.ts';
import { enrolmentFigures } from './enrolment-figures.ts';
import { registrationFigures, resultsFigures } from './progress-figures.ts';
import { hostelFigures, transportFigures } from './residence-figures.ts';
import { revenueFigures } from './revenue-figures.ts';

/**
 * The school's figures for the current session: a handful of grouped statements over indexes
 * and the summary tables the areas keep, never rows loaded into the server. Reused by the
 * weekly summary e-mail.
 */
export async function schoolReport(
  db: DbOrTx,
  schoolId: string,
  now = new Date(),
): Promise<TSchoolReport> {
  const session = await findCurrentSession(db, schoolId);
  const sessionId = session?.id ?? null;
  const [admissions, enrolment, revenue, results, hostels, transport] = await Promise.all([
    admissionsFigures(db, schoolId, sessionId),
    enrolmentFigures(db, schoolId),
    revenueFigures(db, schoolId, sessionId, now),
    resultsFigures(db, schoolId, sessionId),
    hostelFigures(db, schoolId, sessionId),
    transportFigures(db, schoolId, sessionId),
  ]);
  const registration = await registrationFigures(db, schoolId, sessionId, enrolment.students);
  return {
    session: session ? { id: session.id, name: session.name } : null,
    admissions,
    enrolment,
    revenue,
    registration,
    results,
    hostels,
    transport,
  };
}
