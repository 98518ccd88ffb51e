import { type SQL, sql } from 'drizzle-orm';

// The people of an audience, as SQL over the school's users (`u`): only active people of the
// school, however the group was chosen. With `withEnrollment`, their latest enrollment (the
// one they study in, else their application) joins as `en` for the placeholders.

/** `from users u … where` the active people of the school among `members`. */
export const activeMembers = (schoolId: string, members: SQL) => sql`
  from users u
  where u.school_id = ${schoolId} and u.status = 'active' and u.id in (${members})`;

/** The same, with each person's programme, department, faculty and level (`en`). */
export const membersWithEnrollment = (schoolId: string, members: SQL) => sql`
  from users u
  left join lateral (
    select p.name as programme, d.name as department, f.name as faculty, e.current_level as level
    from enrollments e
      join programmes p on p.id = e.programme_id
      join departments d on d.id = p.department_id
      join faculties f on f.id = d.faculty_id
    where e.school_id = ${schoolId} and e.student_id = u.id
    order by (e.stage = 'enrolled') desc, e.created_at desc
    limit 1
  ) en on true
  where u.school_id = ${schoolId} and u.status = 'active' and u.id in (${members})`;

/** Whether `u` left the school's non-essential mail. */
export const optedOut = (schoolId: string) =>
  sql`exists (select 1 from mail_opt_outs o where o.school_id = ${schoolId} and o.email = lower(u.email))`;

/** The placeholders' values of `u` and `en` (the school's name is the campaign's). */
export const recipientFields = sql`jsonb_build_object(
  'firstName', split_part(btrim(u.name), ' ', 1),
  'lastName', case when strpos(btrim(u.name), ' ') > 0
    then regexp_replace(btrim(u.name), '^.*\\s', '') else '' end,
  'fullName', btrim(u.name),
  'email', lower(u.email),
  'matricNumber', coalesce(u.user_org_id, ''),
  'programme', coalesce(en.programme, ''),
  'department', coalesce(en.department, ''),
  'faculty', coalesce(en.faculty, ''),
  'level', coalesce(en.level::text, ''))`;

/** A line that tells people of the same name apart: matric number, programme, level. */
export const memberDetail = sql`concat_ws(' · ', u.user_org_id, en.programme,
  case when en.level is not null then en.level || ' level' end)`;
