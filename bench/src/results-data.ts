// The results bench's data, written straight into PostgreSQL on top of a seeded institution in
// a few bulk statements, and its ceiling: the same number of standing rows inserted in one
// transaction with nothing computed.
import type pg from 'pg';
import { inSchoolTransaction } from './school-transaction.ts';

const COURSES = 10;

/** National 5-point grade and points of a total, in SQL. */
const gradeOf = (total: string) => `case when ${total} >= 70 then 'A' when ${total} >= 60 then 'B'
  when ${total} >= 50 then 'C' when ${total} >= 45 then 'D' when ${total} >= 40 then 'E' else 'F' end`;
const pointsOf = (total: string) => `case when ${total} >= 70 then 5 when ${total} >= 60 then 4
  when ${total} >= 50 then 3 when ${total} >= 45 then 2 when ${total} >= 40 then 1 else 0 end`;

/**
 * Ten courses of one department, each with a published sheet last session (second semester)
 * and an HOD-approved one this semester, every enrolled student of the school with a line on
 * all twenty (a deterministic spread of totals, one in fifty ABS). The seeded admin is made
 * the exam officer too, and every student gets an e-mail address.
 */
export async function prepareResults(pool: pg.Pool, schoolCode: string) {
  return inSchoolTransaction(
    pool,
    schoolCode,
    async (client, schoolId) => {
      const officerEmail = `admin@${schoolCode.toLowerCase()}.edu.test`;
      await client.query(
        `insert into user_roles (user_id, role, school_id)
           select id, 'examOfficer', school_id from users where email = $1
           on conflict do nothing`,
        [officerEmail],
      );
      // Every student has an address, so each is mailed, as publishing does.
      await client.query(
        `update users u
              set email = lower(regexp_replace(u.user_org_id, '[^A-Za-z0-9]+', '.', 'g')) || '@bench.test'
             from enrollments e
            where e.student_id = u.id and e.school_id = $1 and u.email is null`,
        [schoolId],
      );
      const terms = await client.query<{
        current: string;
        earlier: string;
        session: string;
        earlier_session: string;
      }>(
        `select cur.id as current, cur.session_id as session, ear.id as earlier, ear.session_id as earlier_session
             from academic_sessions s
             join academic_years y on y.id = s.academic_year_id
             join semesters cur on cur.session_id = s.id and cur.sequence = 1
             join academic_years py on py.school_id = s.school_id and py.start_year = y.start_year - 1
             join academic_sessions ps on ps.academic_year_id = py.id
             join semesters ear on ear.session_id = ps.id and ear.sequence = 2
            where s.school_id = $1 and s.is_current
            limit 1`,
        [schoolId],
      );
      const term = terms.rows[0];
      if (!term) throw new Error('the seeded school has no current session with an earlier one');
      const department = await client.query<{ department_id: string }>(
        `select department_id from courses where school_id = $1
            group by department_id having count(*) >= $2 order by department_id limit 1`,
        [schoolId, COURSES],
      );
      const departmentId = department.rows[0]?.department_id;
      if (!departmentId) throw new Error(`no department with ${COURSES} courses`);
      const sheets = await client.query(
        `insert into score_sheets (school_id, course_id, session_id, semester_id, department_id, state,
                                     ca_max, exam_max, published_at)
           select $1, c.id, t.session_id, t.semester_id, $2, t.state, 30, 70,
                  case when t.state = 'published' then now() end
             from (select id from courses where department_id = $2 order by code limit $3) c
            cross join (values ($4::uuid, $5::uuid, 'published'), ($6::uuid, $7::uuid, 'hod_approved'))
                  as t(session_id, semester_id, state)`,
        [
          schoolId,
          departmentId,
          COURSES,
          term.earlier_session,
          term.earlier,
          term.session,
          term.current,
        ],
      );
      const lines = await client.query(
        `insert into scores (sheet_id, school_id, enrollment_id, ca, exam, absent, total, grade, points)
           select sh.id, $1, e.id,
                  least(30, x.total), x.total - least(30, x.total), x.absent,
                  case when x.absent then null else x.total end,
                  case when x.absent then 'ABS' else ${gradeOf('x.total')} end,
                  case when x.absent then 0 else ${pointsOf('x.total')} end
             from score_sheets sh
             cross join enrollments e
             cross join lateral (
               select (abs(hashtext(e.id::text || sh.id::text)) % 101) as total,
                      abs(hashtext(sh.id::text || e.id::text)) % 50 = 0 as absent) x
            where sh.school_id = $1 and e.school_id = $1 and e.stage = 'enrolled'`,
        [schoolId],
      );
      const count = await client.query<{ n: number }>(
        `select count(distinct enrollment_id)::int as n from scores where school_id = $1`,
        [schoolId],
      );
      return {
        schoolId,
        officerEmail,
        departmentId,
        semesterId: term.current,
        sheets: sheets.rowCount ?? 0,
        lines: lines.rowCount ?? 0,
        students: count.rows[0]?.n ?? 0,
      };
    },
    'analyze score_sheets; analyze scores',
  );
}

/**
 * The ceiling: one transaction inserting a standing row per student into a scratch copy of
 * `semester_results`, nothing computed: what writing the rows alone costs.
 */
export async function standingsCeiling(pool: pg.Pool, schoolId: string) {
  const client = await pool.connect();
  try {
    await client.query(
      'create table bench_standings (like semester_results including defaults including indexes)',
    );
    const started = performance.now();
    await client.query('begin');
    const inserted = await client.query(
      `insert into bench_standings (school_id, enrollment_id, session_id, semester_id, units,
         quality_points, cumulative_units, cumulative_quality_points, probation, published_at)
       select e.school_id, e.id, s.session_id, s.id, 30, 90, 60, 180, false, now()
         from enrollments e
         cross join lateral (select id, session_id from semesters where school_id = e.school_id limit 1) s
        where e.school_id = $1 and e.stage = 'enrolled'`,
      [schoolId],
    );
    await client.query('commit');
    const seconds = (performance.now() - started) / 1000;
    await client.query('drop table bench_standings');
    return { rows: inserted.rowCount ?? 0, seconds };
  } finally {
    client.release();
  }
}
