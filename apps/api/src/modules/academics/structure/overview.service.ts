import type { TAcademicsOverview } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/calendar/current-session.ts';
import { loadSchoolSettings } from '@/modules/academics/settings/settings.service.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

type Counts = {
  faculties: number;
  departments: number;
  programmes: number;
  courses: number;
  students: number;
  lecturers: number;
  programme_types: number;
  departments_without_head: number;
  programmes_without_curriculum: number;
  semesters_in_current: number;
  open_periods: number;
};

/** Counts and what is still missing, for the head of school's home page. */
export async function academicsOverview(
  ctx: ServiceContext,
  actor: Actor,
): Promise<TAcademicsOverview> {
  const schoolId = requireSchool(actor);
  const current = await findCurrentSession(ctx.db, schoolId);
  const rows = await ctx.db.execute(sql`select
      (select count(*)::int from faculties where school_id = ${schoolId} and status = 'active') as faculties,
      (select count(*)::int from departments where school_id = ${schoolId} and status = 'active') as departments,
      (select count(*)::int from programmes where school_id = ${schoolId} and status = 'active') as programmes,
      (select count(*)::int from courses where school_id = ${schoolId} and status = 'active') as courses,
      (select count(*)::int from enrollments where school_id = ${schoolId} and stage = 'enrolled') as students,
      (select count(distinct user_id)::int from staff_assignments where school_id = ${schoolId} and kind = 'teacher') as lecturers,
      (select count(*)::int from programme_types where school_id = ${schoolId} and status = 'active') as programme_types,
      (select count(*)::int from departments d where d.school_id = ${schoolId} and d.status = 'active'
        and not exists (select 1 from staff_assignments s where s.department_id = d.id and s.kind = 'hod')) as departments_without_head,
      (select count(*)::int from programmes p where p.school_id = ${schoolId} and p.status = 'active'
        and not exists (select 1 from curriculum_items c where c.programme_id = p.id)) as programmes_without_curriculum,
      (select count(*)::int from semesters where session_id = ${current?.id ?? null}) as semesters_in_current,
      (select count(*)::int from registration_periods where session_id = ${current?.id ?? null} and status = 'active'
        and coalesce(late_closes_at, closes_at) > now()) as open_periods`);
  const c = ((rows as unknown as { rows?: Counts[] }).rows ??
    (rows as unknown as Counts[]))[0] as Counts;
  const { settings } = await loadSchoolSettings(ctx.db, schoolId);
  const todo: TAcademicsOverview['todo'] = [];
  const need = (when: boolean, text: string, path: string) => {
    if (when) todo.push({ text, path: `/dashboard/hos/${path}` });
  };
  need(c.faculties === 0, 'Add the faculties.', 'faculties');
  need(c.departments === 0, 'Add the departments of each faculty.', 'departments');
  need(
    c.programme_types === 0,
    'Add the programme types you offer (B.Sc., ND, NCE…).',
    'programmeType',
  );
  need(c.programmes === 0, 'Add the programmes students study.', 'programme');
  need(c.courses === 0, 'Add the courses to the catalogue.', 'curriculum?tab=courses');
  need(
    c.programmes_without_curriculum > 0,
    `Set the curriculum of ${c.programmes_without_curriculum} programme(s).`,
    'curriculum',
  );
  need(!current, 'Mark the current session.', 'sessions');
  need(
    !!current && c.semesters_in_current === 0,
    'Add the semesters of the current session.',
    'semesters',
  );
  need(
    c.departments_without_head > 0,
    `Assign a head to ${c.departments_without_head} department(s).`,
    'assignStaff',
  );
  need(
    settings.gradingSchemes.length === 0,
    'Choose the grading scheme in the school settings.',
    'settings',
  );
  need(
    !!current && c.open_periods === 0,
    'Open course registration for the current session when it is time.',
    'registrationPeriods',
  );
  return {
    counts: {
      faculties: c.faculties,
      departments: c.departments,
      programmes: c.programmes,
      courses: c.courses,
      students: c.students,
      lecturers: c.lecturers,
    },
    currentSession: current ? { id: current.id, name: current.name } : null,
    todo,
  };
}
