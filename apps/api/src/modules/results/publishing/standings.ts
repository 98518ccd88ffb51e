import { type SQL, sql } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { uuidArray } from './uuid-array.ts';

/** A student's standing after one semester, as one set-based statement computes it. */
export type Standing = {
  enrollmentId: string;
  semesterId: string;
  units: number;
  qualityPoints: number;
  cumulativeUnits: number;
  cumulativeQualityPoints: number;
  probation: boolean;
  /** Codes of courses failed or ABS up to the semester and not passed since. */
  carryOvers: string[];
};

type Raw = {
  enrollment_id: string;
  semester_id: string;
  session_id: string;
  units: number;
  quality_points: string | number;
  cumulative_units: number;
  cumulative_quality_points: string | number;
  probation: boolean;
  carry_overs: string[] | string;
};

/**
 * The standings of these students after every semester in which they have a line on a
 * counted sheet (docs/domain.md, "Course registration and results"), in one statement:
 * - a sheet counts when published, or when HOD-approved in `previewSemesterId` (the broadsheet's
 *   preview before publishing);
 * - graded and ABS lines count (ABS: 0 points with the course's units); blank and incomplete
 *   lines have no points and do not;
 * - the semester's units and quality points (units x points) are its own lines;
 * - the cumulative ones run over every semester up to and including it (by academic year, then
 *   semester), a course taken more than once counting as the student's scheme says
 *   (`scores.scheme_id`; null is the national scale, all attempts): all attempts, the best, or
 *   the latest, by course code;
 * - probation: cumulative quality points below `probationCgpa` x cumulative units, exactly.
 */
function standingsSelect(
  schoolId: string,
  enrollmentIds: readonly string[],
  probationCgpa: number,
  previewSemesterId: string | null,
  fromSemesterId: string | null = null,
): SQL {
  const counted = previewSemesterId
    ? sql`(sh.state = 'published' or (sh.state = 'hod_approved' and sh.semester_id = ${previewSemesterId}::uuid))`
    : sql`sh.state = 'published'`;
  return sql`
    with lines as (
      select sc.enrollment_id, sh.semester_id, sh.session_id,
             ay.start_year * 10 + sem.sequence as term,
             c.code, c.units, sc.points,
             coalesce(gs.retake_policy, 'all_attempts') as policy
        from scores sc
        join score_sheets sh on sh.id = sc.sheet_id
        join courses c on c.id = sh.course_id
        join semesters sem on sem.id = sh.semester_id
        join academic_sessions ses on ses.id = sh.session_id
        join academic_years ay on ay.id = ses.academic_year_id
        left join grading_schemes gs on gs.id = sc.scheme_id
       where sc.school_id = ${schoolId}::uuid
         and sc.enrollment_id = any(${uuidArray(enrollmentIds)})
         and ${counted}
    ),
    terms as (
      select distinct enrollment_id, semester_id, session_id, term from lines
       where ${
         fromSemesterId
           ? sql`term >= (select min(term) from lines where semester_id = ${fromSemesterId}::uuid)`
           : sql`true`
       }
    ),
    upto as (
      select t.enrollment_id, t.semester_id, l.term, l.code, l.units, l.points,
             l.policy = 'all_attempts' or row_number() over picked = 1 as counts,
             l.term = max(l.term) over course as latest
        from terms t
        join lines l on l.enrollment_id = t.enrollment_id and l.term <= t.term
       where l.points is not null
      window course as (partition by t.enrollment_id, t.semester_id, l.code),
             picked as (course order by case when l.policy = 'best_attempt' then l.points end
                        desc nulls last, l.term desc)
    ),
    standings as (
      select t.enrollment_id, t.semester_id, t.session_id,
             coalesce(sum(u.units) filter (where u.term = t.term), 0)::int as units,
             coalesce(sum(u.units * u.points) filter (where u.term = t.term), 0) as quality_points,
             coalesce(sum(u.units) filter (where u.counts), 0)::int as cumulative_units,
             coalesce(sum(u.units * u.points) filter (where u.counts), 0) as cumulative_quality_points,
             coalesce(array_agg(u.code order by u.code) filter (where u.latest and u.points = 0),
                      '{}') as carry_overs
        from terms t
        left join upto u on u.enrollment_id = t.enrollment_id and u.semester_id = t.semester_id
       group by t.enrollment_id, t.semester_id, t.session_id, t.term
    )
    select s.*, (s.cumulative_units > 0
                 and s.cumulative_quality_points < ${probationCgpa}::numeric * s.cumulative_units)
                as probation
      from standings s`;
}

const toStanding = (r: Raw): Standing => ({
  enrollmentId: r.enrollment_id,
  semesterId: r.semester_id,
  units: Number(r.units),
  qualityPoints: Number(r.quality_points),
  cumulativeUnits: Number(r.cumulative_units),
  cumulativeQualityPoints: Number(r.cumulative_quality_points),
  probation: r.probation,
  carryOvers: Array.isArray(r.carry_overs)
    ? r.carry_overs
    : r.carry_overs
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean),
});

/**
 * Writes `semester_results` for these students, every published semester of theirs, in one
 * statement (the standing after an earlier semester is recomputed too, so an amendment to it
 * carries on to the later ones). A semester's `published_at` stays that of its first
 * publishing. An approved amendment calls it as it is; publishing passes `fromSemesterId`, its
 * semester: the standings before it cannot change, so only it and any later ones are computed.
 */
export async function recomputeStandings(
  tx: DbOrTx,
  schoolId: string,
  enrollmentIds: readonly string[],
  options: { now?: Date; fromSemesterId?: string } = {},
): Promise<number> {
  if (enrollmentIds.length === 0) return 0;
  const now = options.now ?? new Date();
  const { settings } = await loadSchoolSettings(tx, schoolId);
  const select = standingsSelect(
    schoolId,
    enrollmentIds,
    settings.probationCgpa,
    null,
    options.fromSemesterId ?? null,
  );
  const at = now.toISOString();
  const result = await tx.execute(sql`
    with computed as (${select}), written as (
    insert into semester_results (school_id, enrollment_id, session_id, semester_id, units,
      quality_points, cumulative_units, cumulative_quality_points, probation, published_at, updated_at)
    select ${schoolId}::uuid, enrollment_id, session_id, semester_id, units, quality_points,
           cumulative_units, cumulative_quality_points, probation, ${at}::timestamptz, ${at}::timestamptz
      from computed
    on conflict (enrollment_id, semester_id) do update set
      units = excluded.units,
      quality_points = excluded.quality_points,
      cumulative_units = excluded.cumulative_units,
      cumulative_quality_points = excluded.cumulative_quality_points,
      probation = excluded.probation,
      updated_at = excluded.updated_at
    returning 1)
    select count(*)::int as n from written`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * The standings of these students after `semesterId`, computed as publishing would, with the
 * semester's HOD-approved sheets counted as if published (the broadsheet's preview).
 */
export async function previewStandings(
  db: DbOrTx,
  schoolId: string,
  enrollmentIds: readonly string[],
  semesterId: string,
  probationCgpa: number,
): Promise<Map<string, Standing>> {
  if (enrollmentIds.length === 0) return new Map();
  const select = standingsSelect(schoolId, enrollmentIds, probationCgpa, semesterId, semesterId);
  const rows = rowsOf<Raw>(
    await db.execute(sql`select * from (${select}) s where semester_id = ${semesterId}::uuid`),
  );
  return new Map(rows.map((r) => [r.enrollment_id, toStanding(r)]));
}
