import type {
  TAudience,
  TAudienceCount,
  TAudienceMember,
  TAudienceMembersInput,
  TAudienceOptions,
} from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { activeMembers, memberDetail, membersWithEnrollment, optedOut } from './audience-people.ts';
import { resolveAudience } from './resolve-audience.ts';

const UNMATCHED_SHOWN = 20;
const MEMBERS_SHOWN = 20;

/**
 * How many the audience reaches now, in one grouped statement (and one more for a pasted
 * list's entries that match nobody): with an address, of them opted out, without an address.
 */
export async function countAudience(
  db: DbOrTx,
  actor: Actor,
  audience: TAudience,
): Promise<TAudienceCount> {
  const schoolId = requireSchool(actor);
  const { members, entries } = await resolveAudience(db, schoolId, audience);
  const [counts] = rowsOf<{ recipients: number; opted_out: number; without_address: number }>(
    await db.execute(sql`
      select count(*) filter (where u.email is not null)::int as recipients,
        count(*) filter (where u.email is not null and ${optedOut(schoolId)})::int as opted_out,
        count(*) filter (where u.email is null)::int as without_address
      ${activeMembers(schoolId, members)}`),
  );
  let unmatched: string[] = [];
  let unmatchedCount = 0;
  if (entries.length > 0) {
    const rows = rowsOf<{ entry: string; total: number }>(
      await db.execute(sql`
        select x.value as entry, count(*) over ()::int as total
        from jsonb_array_elements_text(${JSON.stringify(entries)}::jsonb) with ordinality x(value, n)
        where not exists (
          select 1 from users u
          where u.school_id = ${schoolId} and u.status = 'active'
            and (lower(u.email) = x.value or upper(u.user_org_id) = x.value))
        order by x.n
        limit ${UNMATCHED_SHOWN}`),
    );
    unmatched = rows.map((r) => r.entry);
    unmatchedCount = rows[0]?.total ?? 0;
  }
  return {
    recipients: counts?.recipients ?? 0,
    optedOut: counts?.opted_out ?? 0,
    withoutAddress: counts?.without_address ?? 0,
    unmatched,
    unmatchedCount,
  };
}

/** Up to 20 people of the audience with an address, by name, matching `q`: the preview's choice. */
export async function audienceMembers(
  db: DbOrTx,
  actor: Actor,
  input: TAudienceMembersInput,
): Promise<{ items: TAudienceMember[] }> {
  const schoolId = requireSchool(actor);
  const { members } = await resolveAudience(db, schoolId, input.audience);
  const q = input.q ? `%${escapeLike(input.q.toLowerCase())}%` : null;
  const rows = rowsOf<TAudienceMember>(
    await db.execute(sql`
      select u.id, u.name, lower(u.email) as email, ${memberDetail} as detail
      ${membersWithEnrollment(schoolId, members)}
        and u.email is not null ${q ? sql`and u.search_text like ${q}` : sql``}
      order by u.name, u.id
      limit ${MEMBERS_SHOWN}`),
  );
  return { items: rows };
}

/** The school's active faculties, departments and programmes, and the levels it has students at. */
export async function audienceOptions(db: DbOrTx, actor: Actor): Promise<TAudienceOptions> {
  const schoolId = requireSchool(actor);
  const [row] = rowsOf<TAudienceOptions>(
    await db.execute(sql`
      select
        coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name) order by name)
          from faculties where school_id = ${schoolId} and status = 'active'), '[]') as faculties,
        coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name,
            'facultyId', faculty_id) order by name)
          from departments where school_id = ${schoolId} and status = 'active'), '[]') as departments,
        coalesce((select jsonb_agg(jsonb_build_object('id', id, 'name', name,
            'departmentId', department_id) order by name)
          from programmes where school_id = ${schoolId} and status = 'active'), '[]') as programmes,
        coalesce((select jsonb_agg(level order by level) from (
          select distinct current_level as level from enrollments
          where school_id = ${schoolId} and stage = 'enrolled') l), '[]') as levels`),
  );
  return row ?? { faculties: [], departments: [], programmes: [], levels: [] };
}
