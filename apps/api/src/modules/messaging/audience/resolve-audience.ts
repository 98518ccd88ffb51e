import {
  applicantStageLabels,
  listEntries,
  staffRoleLabels,
  type TAudience,
} from '@campusflow/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { departments, faculties, programmes } from '@/modules/academics/structure.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/**
 * An audience as the database reads it: `members` selects the user ids of the group (a set,
 * never rows brought into the process), `label` names it for the history.
 */
export type ResolvedAudience = { members: SQL; label: string; entries: string[] };

/** The name of a faculty, department or programme of the school; another school's is refused. */
async function nameOf(
  db: DbOrTx,
  table: typeof faculties | typeof departments | typeof programmes,
  schoolId: string,
  id: string,
): Promise<string> {
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.id, id), eq(table.schoolId, schoolId)));
  if (!row) throw new AppError('messaging_group_not_found');
  return row.name;
}

/** Enrolled students of the school, narrowed by `where` over e (enrollment) and p (programme). */
const enrolled = (schoolId: string, where: SQL = sql`true`) => sql`
  select e.student_id from enrollments e join programmes p on p.id = e.programme_id
  where e.school_id = ${schoolId} and e.stage = 'enrolled' and ${where}`;

/**
 * Resolves the composer's audience inside the school: checks that any faculty, department or
 * programme named belongs to the school, and gives the members as SQL. This session's
 * applicants are those whose application is of the current session.
 */
export async function resolveAudience(
  db: DbOrTx,
  schoolId: string,
  a: TAudience,
): Promise<ResolvedAudience> {
  const none = { entries: [] as string[] };
  switch (a.group) {
    case 'all_students':
      return { ...none, members: enrolled(schoolId), label: 'All students' };
    case 'faculty': {
      const id = a.facultyId ?? '';
      const name = await nameOf(db, faculties, schoolId, id);
      const where = sql`p.department_id in (select id from departments where school_id = ${schoolId} and faculty_id = ${id})`;
      return { ...none, members: enrolled(schoolId, where), label: `Students of ${name}` };
    }
    case 'department': {
      const id = a.departmentId ?? '';
      const name = await nameOf(db, departments, schoolId, id);
      const where = sql`p.department_id = ${id}`;
      return { ...none, members: enrolled(schoolId, where), label: `Students of ${name}` };
    }
    case 'programme': {
      const id = a.programmeId ?? '';
      const name = await nameOf(db, programmes, schoolId, id);
      const where = sql`e.programme_id = ${id}`;
      return { ...none, members: enrolled(schoolId, where), label: `Students of ${name}` };
    }
    case 'level': {
      const where = sql`e.current_level = ${a.level ?? 0}`;
      return { ...none, members: enrolled(schoolId, where), label: `${a.level} level students` };
    }
    case 'applicants': {
      const stage = a.stage ?? 'submitted';
      const session = await findCurrentSession(db, schoolId);
      const members = sql`
        select ap.applicant_id from applications ap join enrollments e on e.id = ap.enrollment_id
        where ap.school_id = ${schoolId} and ap.session_id = ${session?.id ?? null}
          and e.stage = ${stage}`;
      return { ...none, members, label: `Applicants: ${applicantStageLabels[stage]}` };
    }
    case 'staff': {
      const role = a.role ?? 'admin';
      const members = sql`
        select ur.user_id from user_roles ur where ur.school_id = ${schoolId} and ur.role = ${role}`;
      return { ...none, members, label: `Staff: ${staffRoleLabels[role]}` };
    }
    case 'list': {
      const entries = listEntries(a.list ?? '');
      const members = sql`
        select u.id from users u
        where u.school_id = ${schoolId}
          and (lower(u.email) in (select value from jsonb_array_elements_text(${JSON.stringify(entries)}::jsonb))
            or upper(u.user_org_id) in (select value from jsonb_array_elements_text(${JSON.stringify(entries)}::jsonb)))`;
      const label = `A pasted list of ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;
      return { members, label, entries };
    }
  }
}
