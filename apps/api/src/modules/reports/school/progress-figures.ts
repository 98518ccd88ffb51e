import {
  courseRegistrationStates,
  scoreSheetStates,
  semesterNames,
  type TSchoolReport,
} from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type RegistrationRow = { semester_id: string; sequence: number; state: string | null; n: number };
type SheetRow = { state: string; n: number };

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * Course registration in each semester of the session: registrations by state, and the
 * enrolled students who have none yet. Null when the session has no semesters.
 */
export async function registrationFigures(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
  students: number,
): Promise<TSchoolReport['registration']> {
  if (!sessionId) return null;
  const rows = rowsOf<RegistrationRow>(
    await db.execute(sql`
      select s.id as semester_id, s.sequence, r.state, count(r.state)::int as n
      from semesters s
      left join course_registrations r on r.semester_id = s.id and r.school_id = ${schoolId}
      where s.school_id = ${schoolId} and s.session_id = ${sessionId} and s.status = 'active'
      group by s.id, s.sequence, r.state
      order by s.sequence`),
  );
  if (rows.length === 0) return null;
  const semesters = new Map<
    string,
    NonNullable<TSchoolReport['registration']>['semesters'][number]
  >();
  for (const r of rows) {
    const semester = semesters.get(r.semester_id) ?? {
      semesterId: r.semester_id,
      semester: semesterNames[r.sequence - 1] ?? `Semester ${r.sequence}`,
      byState: zeroes(courseRegistrationStates),
      notStarted: students,
    };
    if (r.state) {
      semester.byState[r.state as keyof typeof semester.byState] = r.n;
      semester.notStarted = Math.max(0, semester.notStarted - r.n);
    }
    semesters.set(r.semester_id, semester);
  }
  return { students, semesters: [...semesters.values()] };
}

/** The session's score sheets by state; null when there is no sheet yet. */
export async function resultsFigures(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
): Promise<TSchoolReport['results']> {
  if (!sessionId) return null;
  const rows = rowsOf<SheetRow>(
    await db.execute(sql`
      select state, count(*)::int as n from score_sheets
      where school_id = ${schoolId} and session_id = ${sessionId}
      group by state`),
  );
  if (rows.length === 0) return null;
  const byState = zeroes(scoreSheetStates);
  for (const r of rows) byState[r.state as keyof typeof byState] = r.n;
  return { sheets: rows.reduce((sum, r) => sum + r.n, 0), byState };
}
