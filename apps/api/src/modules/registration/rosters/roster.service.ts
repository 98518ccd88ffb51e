import type { TRosterPage, TRosterPageQuery } from '@campusflow/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import { courseForDuty } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { approvedTakersOf } from './approved-takers.ts';

const registered = eq(courseRegistrations.id, courseRegistrationItems.registrationId);

/** A roster line; `rosterOrder` keys it. */
export type RosterRow = {
  id: string;
  name: string;
  userOrgID: string | null;
  email: string | null;
  phone: string | null;
  programmeName: string;
  level: number;
  category: 'compulsory' | 'elective' | 'carry_over';
};

/** In matric-number order (those without one last), then name: the page's and the export's. */
export const rosterOrder: SortKey<RosterRow>[] = [
  { by: users.userOrgId, valueOf: (r) => r.userOrgID },
  { by: users.name, notNull: true, valueOf: (r) => r.name },
  { by: users.id, notNull: true, valueOf: (r) => r.id },
];

/** The roster's rows with their names and programmes; callers add the filter and the order. */
export const rosterRows = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      name: users.name,
      userOrgID: users.userOrgId,
      email: users.email,
      phone: users.phone,
      programmeName: programmes.name,
      level: courseRegistrations.level,
      category: courseRegistrationItems.category,
    })
    .from(courseRegistrationItems)
    .innerJoin(courseRegistrations, registered)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .$dynamic();

/**
 * The students with an approved registration of the course in the session; `search` matches
 * name or matric number.
 */
export const rosterWhere = (
  schoolId: string,
  sessionId: string,
  courseId: string,
  search?: string,
) =>
  and(
    approvedTakersOf(schoolId, sessionId, courseId),
    search ? like(users.searchText, `%${escapeLike(search.toLowerCase())}%`) : undefined,
  );

/** How many students the roster holds (with a search, the matching ones). */
export async function rosterCount(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  courseId: string,
  search?: string,
): Promise<number> {
  const [row] = search
    ? await db.select({ total: count() }).from(
        rosterRows(db)
          .where(rosterWhere(schoolId, sessionId, courseId, search))
          .as('matching'),
      )
    : // Without a search the count needs neither names nor programmes.
      await db
        .select({ total: count() })
        .from(courseRegistrationItems)
        .innerJoin(courseRegistrations, registered)
        .where(approvedTakersOf(schoolId, sessionId, courseId));
  return row?.total ?? 0;
}

/** A page of a course's students, for those with a duty for the course. */
export async function rosterPage(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  query: TRosterPageQuery,
): Promise<TRosterPage> {
  const { schoolId, session } = await courseForDuty(ctx, actor, courseId, query.sessionId);
  if (!session) return { items: [], total: 0, page: query.page, limit: query.limit };
  return paginate(
    query,
    rosterRows(ctx.db)
      .where(rosterWhere(schoolId, session.id, courseId, query.q))
      .orderBy(...orderByKeys(rosterOrder)),
    rosterCount(ctx.db, schoolId, session.id, courseId, query.q),
  );
}
