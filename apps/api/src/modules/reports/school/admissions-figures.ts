import type { TSchoolReport } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type Row = {
  programme_id: string;
  programme: string;
  applied: number;
  screened: number;
  offered: number;
  accepted: number;
  enrolled: number;
};

/**
 * The session's applications funnel by programme (the enrollment's programme: the offered
 * one once an offer is made), in one grouped statement. Each step counts the applications that
 * reached it, whatever happened after: applied (submitted), screened (a screening result),
 * offered, accepted, enrolled.
 */
export async function admissionsFigures(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
): Promise<TSchoolReport['admissions']> {
  const rows = sessionId
    ? rowsOf<Row>(
        await db.execute(sql`
          select e.programme_id, p.name as programme,
            count(*)::int as applied,
            count(*) filter (where a.screening_result is not null)::int as screened,
            count(*) filter (where a.offered_programme_id is not null)::int as offered,
            count(*) filter (where a.accepted_at is not null)::int as accepted,
            count(*) filter (where e.stage = 'enrolled')::int as enrolled
          from applications a
          join enrollments e on e.id = a.enrollment_id
          join programmes p on p.id = e.programme_id
          where a.school_id = ${schoolId} and a.session_id = ${sessionId} and e.stage <> 'draft'
          group by e.programme_id, p.name
          order by applied desc, p.name`),
      )
    : [];
  const byProgramme = rows.map((r) => ({
    programmeId: r.programme_id,
    programme: r.programme,
    applied: r.applied,
    screened: r.screened,
    offered: r.offered,
    accepted: r.accepted,
    enrolled: r.enrolled,
  }));
  const total = (key: keyof Omit<Row, 'programme_id' | 'programme'>) =>
    rows.reduce((sum, r) => sum + r[key], 0);
  return {
    funnel: {
      applied: total('applied'),
      screened: total('screened'),
      offered: total('offered'),
      accepted: total('accepted'),
      enrolled: total('enrolled'),
    },
    byProgramme,
  };
}
