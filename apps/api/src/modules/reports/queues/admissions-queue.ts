import { admissionStages, type TAdmissionsQueueReport } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type StageRow = { stage: (typeof admissionStages)[number]; n: number };

/** Stages at which an application waits for the admission officer's decision. */
const undecided = new Set(['submitted', 'screening', 'entrance_exam']);

/**
 * The admission officer's queue: the current session's applications by stage (drafts are the
 * applicants' own and are left out, as on the officer's list), in stage order.
 */
export async function admissionsQueueReport(
  db: DbOrTx,
  schoolId: string,
): Promise<TAdmissionsQueueReport> {
  const session = await findCurrentSession(db, schoolId);
  const rows = session
    ? rowsOf<StageRow>(
        await db.execute(sql`
          select e.stage, count(*)::int as n
          from applications a
          join enrollments e on e.id = a.enrollment_id
          where a.school_id = ${schoolId} and a.session_id = ${session.id}
            and e.stage <> 'draft'
          group by e.stage`),
      )
    : [];
  const counts = new Map(rows.map((r) => [r.stage, r.n]));
  const byStage = admissionStages
    .filter((stage) => stage !== 'draft')
    .map((stage) => ({ stage, applications: counts.get(stage) ?? 0 }));
  return {
    session: session ? { id: session.id, name: session.name } : null,
    byStage,
    awaitingDecision: byStage
      .filter((s) => undecided.has(s.stage))
      .reduce((sum, s) => sum + s.applications, 0),
  };
}
