import { admissionAggregate } from '@campusflow/domain';
import { and, eq } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * Recomputes the ranking aggregate of an application from its UTME score and its entrance
 * exam score (or, without one, its screening score) by the school's UTME weight.
 */
export async function refreshAggregate(
  tx: DbOrTx,
  schoolId: string,
  enrollmentId: string,
): Promise<void> {
  const [row] = await tx
    .select({
      utme: applications.utmeScore,
      exam: applications.examPercent,
      screening: applications.screeningScore,
    })
    .from(applications)
    .where(and(eq(applications.enrollmentId, enrollmentId), eq(applications.schoolId, schoolId)));
  if (!row) return;
  const { settings } = await loadSchoolSettings(tx, schoolId);
  const aggregate = admissionAggregate(row.utme, row.exam ?? row.screening, settings.utmeWeight);
  await tx
    .update(applications)
    .set({ aggregate, updatedAt: new Date() })
    .where(and(eq(applications.enrollmentId, enrollmentId), eq(applications.schoolId, schoolId)));
}
