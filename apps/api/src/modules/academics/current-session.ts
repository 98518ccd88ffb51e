import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { academicSessions } from './calendar.tables.ts';

/** The school's current session, or null when none is marked. */
export async function findCurrentSession(db: DbOrTx, schoolId: string) {
  const [row] = await db
    .select({ id: academicSessions.id, name: academicSessions.name })
    .from(academicSessions)
    .where(and(eq(academicSessions.schoolId, schoolId), eq(academicSessions.isCurrent, true)));
  return row ?? null;
}
