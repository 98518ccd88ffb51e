import { and, eq } from 'drizzle-orm';
import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export type CurrentSession = {
  id: string;
  name: string;
  /** The academic year's label, `2025/2026`. */
  academicYear: string;
  /** The year the academic year starts, 2025. */
  startYear: number;
};

/** The school's current session with its academic year, or null when none is marked. */
export async function findCurrentSession(
  db: DbOrTx,
  schoolId: string,
): Promise<CurrentSession | null> {
  const [row] = await db
    .select({
      id: academicSessions.id,
      name: academicSessions.name,
      academicYear: academicYears.label,
      startYear: academicYears.startYear,
    })
    .from(academicSessions)
    .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
    .where(and(eq(academicSessions.schoolId, schoolId), eq(academicSessions.isCurrent, true)));
  return row ?? null;
}
