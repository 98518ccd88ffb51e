import type { TReviewSemester } from '@campusflow/contracts';
import { registrationWindow } from '@campusflow/domain';
import { and, asc, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { registrationPeriods, semesters } from '@/modules/academics/calendar.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * The semester the HOD reviews: the school's, not one student's (a student's is `periodFor` in
 * registration-context.ts, filtered by programme type and level). Among the current session's
 * active periods of every programme type and level: one open (or in its late window) now;
 * else the latest that has opened, since approvals go on after a period closes; else the next
 * to open (nothing to review yet, but the page names the semester). Null without a current
 * session or any period in it.
 */
export async function reviewSemester(
  db: DbOrTx,
  schoolId: string,
  now = new Date(),
): Promise<TReviewSemester | null> {
  const session = await findCurrentSession(db, schoolId);
  if (!session) return null;
  const rows = await db
    .select({
      semesterId: registrationPeriods.semesterId,
      semester: semesters.sequence,
      opensAt: registrationPeriods.opensAt,
      closesAt: registrationPeriods.closesAt,
      lateClosesAt: registrationPeriods.lateClosesAt,
    })
    .from(registrationPeriods)
    .innerJoin(semesters, eq(semesters.id, registrationPeriods.semesterId))
    .where(
      and(
        eq(registrationPeriods.schoolId, schoolId),
        eq(registrationPeriods.sessionId, session.id),
        eq(registrationPeriods.status, 'active'),
      ),
    )
    .orderBy(asc(registrationPeriods.opensAt));
  const periods = rows.map((r) => ({ ...r, window: registrationWindow(r, now) }));
  const chosen =
    periods.find((p) => p.window === 'open' || p.window === 'late') ??
    periods.findLast((p) => p.window === 'closed') ??
    periods.find((p) => p.window === 'upcoming');
  if (!chosen) return null;
  return {
    sessionId: session.id,
    sessionName: session.name,
    semesterId: chosen.semesterId,
    semester: chosen.semester,
    window: chosen.window,
  };
}
