import { scoreSheetStates, type TExamsQueueReport } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { resultsFigures } from '@/modules/reports/school/progress-figures.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type CountsRow = { corrections: number; exams: number; candidates: number; unscored: number };

/**
 * The exam officer's queues for the current session: score sheets by state, corrections of
 * published results the head of department has approved (the exam officer's to decide), and the
 * session's entrance exams with their candidates still to score.
 */
export async function examsQueueReport(db: DbOrTx, schoolId: string): Promise<TExamsQueueReport> {
  const session = await findCurrentSession(db, schoolId);
  const sessionId = session?.id ?? null;
  const [sheets, counts] = await Promise.all([
    resultsFigures(db, schoolId, sessionId),
    db.execute(sql`
      select
        (select count(*)::int from result_amendments
          where school_id = ${schoolId} and state = 'hod_approved') as corrections,
        (select count(*)::int from entrance_exams
          where school_id = ${schoolId} and session_id = ${sessionId}) as exams,
        count(c.id)::int as candidates,
        count(c.id) filter (where c.score is null)::int as unscored
      from entrance_exams x
      join entrance_candidates c on c.exam_id = x.id
      where x.school_id = ${schoolId} and x.session_id = ${sessionId}`),
  ]);
  const [c] = rowsOf<CountsRow>(counts);
  return {
    session: session ? { id: session.id, name: session.name } : null,
    sheets: sheets
      ? { total: sheets.sheets, byState: sheets.byState }
      : {
          total: 0,
          byState: Object.fromEntries(scoreSheetStates.map((s) => [s, 0])) as Record<
            (typeof scoreSheetStates)[number],
            number
          >,
        },
    corrections: c?.corrections ?? 0,
    entranceExams: {
      exams: c?.exams ?? 0,
      candidates: c?.candidates ?? 0,
      unscored: c?.unscored ?? 0,
    },
  };
}
