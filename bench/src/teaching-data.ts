// The views bench's data, written straight into PostgreSQL on top of a seeded institution in
// bulk statements: every first-year student's registration of this semester approved, and a
// lecturer teaching the courses they take, so each of those courses has thousands of takers.
import type pg from 'pg';
import { inSchoolTransaction } from './school-transaction.ts';

/**
 * Every enrolled 100-level student of the school gets an approved registration of the current
 * session's first semester holding their programme's compulsory first-semester courses (GST
 * 101 and GST 103 among them, taken by all). The school's administrator becomes a lecturer
 * teaching `courses` of those courses, the most taken first. Returns the lecturer's e-mail.
 */
export async function approveFirstYears(pool: pg.Pool, schoolCode: string, courses: number) {
  return inSchoolTransaction(
    pool,
    schoolCode,
    async (client, schoolId) => {
      const registered = await client.query(
        `with semester as (
             select m.id, m.session_id from semesters m
               join academic_sessions s on s.id = m.session_id
              where s.school_id = $1 and s.is_current and m.sequence = 1),
           registrations as (
             insert into course_registrations (school_id, enrollment_id, session_id, semester_id,
               state, total_units, max_units, submitted_at, department_id, level, reviewed_at,
               verification_code)
             select e.school_id, e.id, m.session_id, m.id, 'approved', 18, 24, now(),
                    p.department_id, 100, now(), 'BENCH-' || e.id
               from enrollments e join programmes p on p.id = e.programme_id, semester m
              where e.school_id = $1 and e.stage = 'enrolled' and e.current_level = 100
             returning id, enrollment_id)
           insert into course_registration_items (registration_id, school_id, course_id, units, category)
           select r.id, $1, ci.course_id, c.units,
                  case when ci.category = 'elective' then 'elective' else 'compulsory' end
             from registrations r
             join enrollments e on e.id = r.enrollment_id
             join curriculum_items ci on ci.programme_id = e.programme_id and ci.level = 100
              and ci.semester = 1 and ci.category <> 'elective'
             join courses c on c.id = ci.course_id`,
        [schoolId],
      );
      const lecturerEmail = `admin@${schoolCode.toLowerCase()}.edu.test`;
      await client.query(
        `insert into user_roles (user_id, role, school_id)
           select id, 'teacher', school_id from users where email = $1 on conflict do nothing`,
        [lecturerEmail],
      );
      const taught = await client.query(
        `insert into staff_assignments (school_id, kind, user_id, course_id, session_id)
           select $1, 'teacher', u.id, top.course_id, top.session_id
             from users u,
                  (select i.course_id, r.session_id from course_registration_items i
                     join course_registrations r on r.id = i.registration_id
                    where r.school_id = $1
                    group by 1, 2 order by count(*) desc limit $3) top
            where u.email = $2`,
        [schoolId, lecturerEmail, courses],
      );
      return {
        schoolId,
        lecturerEmail,
        items: registered.rowCount ?? 0,
        taught: taught.rowCount ?? 0,
      };
    },
    'vacuum analyze',
  );
}
