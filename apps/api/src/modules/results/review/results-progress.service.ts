import {
  scoreSheetStates,
  type TResultsProgress,
  type TScoreSheetState,
} from '@campusflow/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments, faculties } from '@/modules/academics/structure.tables.ts';
import { scoreSheets } from '@/modules/results/results.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const zeros = () =>
  Object.fromEntries(scoreSheetStates.map((s) => [s, 0])) as Record<TScoreSheetState, number>;

/**
 * The faculties an exam officer's duties limit them to: none (the whole school) without a duty
 * or with one for the school; else the faculties their duties name.
 */
async function examinedFaculties(db: DbOrTx, schoolId: string, userId: string) {
  const duties = await db
    .select({ facultyId: staffAssignments.facultyId, name: faculties.name })
    .from(staffAssignments)
    .leftJoin(faculties, eq(faculties.id, staffAssignments.facultyId))
    .where(
      and(
        eq(staffAssignments.schoolId, schoolId),
        eq(staffAssignments.userId, userId),
        eq(staffAssignments.kind, 'exam_officer'),
      ),
    );
  const named = duties.flatMap((d) =>
    d.facultyId ? [{ id: d.facultyId, name: d.name ?? '' }] : [],
  );
  return named.length === 0 || named.length < duties.length ? null : named;
}

/**
 * The exam officer's home: every sheet of the current session counted by department and state,
 * in one grouped statement, limited to the officer's faculty when their duty names one.
 */
export async function resultsProgress(
  ctx: ServiceContext,
  actor: Actor,
): Promise<TResultsProgress> {
  const db = ctx.db;
  const schoolId = requireSchool(actor);
  const [session, limited] = await Promise.all([
    findCurrentSession(db, schoolId),
    examinedFaculties(db, schoolId, actor.userId),
  ]);
  const facultyName = limited ? limited.map((f) => f.name).join(', ') : null;
  const totals = zeros();
  if (!session) return { sessionName: null, facultyName, departments: [], totals };
  const rows = await db
    .select({
      departmentId: departments.id,
      departmentName: departments.name,
      facultyName: faculties.name,
      state: scoreSheets.state,
      total: count(),
    })
    .from(scoreSheets)
    .innerJoin(departments, eq(departments.id, scoreSheets.departmentId))
    .innerJoin(faculties, eq(faculties.id, departments.facultyId))
    .where(
      and(
        eq(scoreSheets.schoolId, schoolId),
        eq(scoreSheets.sessionId, session.id),
        limited
          ? inArray(
              departments.facultyId,
              limited.map((f) => f.id),
            )
          : undefined,
      ),
    )
    .groupBy(departments.id, departments.name, faculties.name, scoreSheets.state)
    .orderBy(asc(faculties.name), asc(departments.name));
  const byDepartment = new Map<string, TResultsProgress['departments'][number]>();
  for (const r of rows) {
    const d = byDepartment.get(r.departmentId) ?? {
      departmentId: r.departmentId,
      departmentName: r.departmentName,
      facultyName: r.facultyName,
      counts: zeros(),
      total: 0,
    };
    d.counts[r.state] += r.total;
    d.total += r.total;
    totals[r.state] += r.total;
    byDepartment.set(r.departmentId, d);
  }
  return {
    sessionName: session.name,
    facultyName,
    departments: [...byDepartment.values()],
    totals,
  };
}
