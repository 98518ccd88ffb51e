import {
  departmentSheetStates,
  type TDepartmentSheetState,
  type TDepartmentSheetsPage,
  type TDepartmentSheetsQuery,
} from '@campusflow/contracts';
import { and, asc, count, eq, gt, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { semesters } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { headedDepartment } from './review-access.ts';

const n = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::int`.mapWith(Number);

/**
 * The lines of every course of the department this session, counted by status, in one grouped
 * statement: the students whose approved registration holds the course, each with the line
 * saved on the course's sheet, if any (as the sheet page counts them).
 */
function linesOf(db: DbOrTx, schoolId: string, departmentId: string, sessionId: string) {
  const line = sql`not coalesce(${scores.absent}, false)`;
  return db.$with('lines').as(
    db
      .select({
        courseId: sql<string>`${courseRegistrationItems.courseId}`.as('line_course_id'),
        semesterId: sql<string>`${courseRegistrations.semesterId}`.as('line_semester_id'),
        students: sql<number>`count(*)::int`.as('students'),
        graded:
          sql<number>`(count(*) filter (where ${line} and ${scores.ca} is not null and ${scores.exam} is not null))::int`.as(
            'graded',
          ),
        absent: sql<number>`(count(*) filter (where ${scores.absent}))::int`.as('absent'),
        incomplete:
          sql<number>`(count(*) filter (where ${line} and (${scores.ca} is null) <> (${scores.exam} is null)))::int`.as(
            'incomplete',
          ),
      })
      .from(courseRegistrationItems)
      .innerJoin(
        courseRegistrations,
        eq(courseRegistrations.id, courseRegistrationItems.registrationId),
      )
      .innerJoin(courses, eq(courses.id, courseRegistrationItems.courseId))
      .leftJoin(
        scoreSheets,
        and(
          eq(scoreSheets.courseId, courseRegistrationItems.courseId),
          eq(scoreSheets.semesterId, courseRegistrations.semesterId),
        ),
      )
      .leftJoin(
        scores,
        and(
          eq(scores.sheetId, scoreSheets.id),
          eq(scores.enrollmentId, courseRegistrations.enrollmentId),
        ),
      )
      .where(
        and(
          eq(courseRegistrations.schoolId, schoolId),
          eq(courseRegistrations.sessionId, sessionId),
          eq(courseRegistrations.state, 'approved'),
          eq(courses.departmentId, departmentId),
        ),
      )
      .groupBy(courseRegistrationItems.courseId, courseRegistrations.semesterId),
  );
}

/** What waits for the head first: submitted sheets, then drafts, not started, approved, done. */
const stateOrder = (state: SQL) => sql`case ${state} when 'submitted' then 0 when 'draft' then 1
  when 'not_started' then 2 when 'hod_approved' then 3 else 4 end`;

/**
 * The department's courses of the current session that have a sheet or approved students, with
 * the sheet's state (`not_started` without one) and its lines counted; waiting ones first.
 */
export async function listDepartmentSheets(
  ctx: ServiceContext,
  actor: Actor,
  departmentId: string,
  query: TDepartmentSheetsQuery,
): Promise<TDepartmentSheetsPage> {
  const db = ctx.db;
  const { schoolId, department } = await headedDepartment(db, actor, departmentId);
  const session = await findCurrentSession(db, schoolId);
  const byState = Object.fromEntries(departmentSheetStates.map((s) => [s, 0])) as Record<
    TDepartmentSheetState,
    number
  >;
  const empty = { items: [], total: 0, page: 1, limit: query.limit, byState };
  if (!session) return { ...empty, department, sessionName: null };
  const lines = linesOf(db, schoolId, departmentId, session.id);
  const state = sql<TDepartmentSheetState>`coalesce(${scoreSheets.state}, 'not_started')`;
  const base = and(
    eq(courses.schoolId, schoolId),
    eq(courses.departmentId, departmentId),
    or(isNotNull(scoreSheets.id), gt(lines.students, 0)),
  );
  // The joins every count and page shares, on a query built with `$dynamic()`.
  const joined = <T extends PgSelect>(qb: T) =>
    qb
      .innerJoin(
        semesters,
        and(eq(semesters.sessionId, session.id), eq(semesters.sequence, courses.semester)),
      )
      .leftJoin(
        scoreSheets,
        and(eq(scoreSheets.courseId, courses.id), eq(scoreSheets.semesterId, semesters.id)),
      )
      .leftJoin(lines, and(eq(lines.courseId, courses.id), eq(lines.semesterId, semesters.id)));
  const where = and(base, query.state ? sql`${state} = ${query.state}` : undefined);
  const rows = joined(
    db
      .with(lines)
      .select({
        courseId: courses.id,
        code: courses.code,
        title: courses.title,
        units: courses.units,
        level: courses.level,
        semester: semesters.sequence,
        sheetId: scoreSheets.id,
        state,
        students: n(sql`${lines.students}`),
        graded: n(sql`${lines.graded}`),
        absent: n(sql`${lines.absent}`),
        incomplete: n(sql`${lines.incomplete}`),
        submittedAt: scoreSheets.submittedAt,
        updatedAt: scoreSheets.updatedAt,
      })
      .from(courses)
      .$dynamic(),
  )
    .where(where)
    .orderBy(stateOrder(state), asc(courses.level), asc(courses.code), asc(semesters.sequence));
  const [page, states] = await Promise.all([
    paginate(
      query,
      rows,
      joined(db.with(lines).select({ total: count() }).from(courses).$dynamic()).where(where),
      (r) => ({
        courseId: r.courseId,
        code: r.code,
        title: r.title,
        units: r.units,
        level: r.level,
        semester: r.semester,
        sheetId: r.sheetId,
        state: r.state,
        counts: {
          students: r.students,
          graded: r.graded,
          absent: r.absent,
          incomplete: r.incomplete,
          blank: Math.max(0, r.students - r.graded - r.absent - r.incomplete),
        },
        submittedAt: r.submittedAt?.toISOString() ?? null,
        updatedAt: r.updatedAt?.toISOString() ?? null,
      }),
    ),
    joined(db.with(lines).select({ state, total: count() }).from(courses).$dynamic())
      .where(base)
      .groupBy(state),
  ]);
  for (const s of states) byState[s.state] = s.total;
  return { ...page, department, sessionName: session.name, byState };
}
