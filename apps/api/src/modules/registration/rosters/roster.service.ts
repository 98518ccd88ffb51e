import type { TRosterPage, TRosterPageQuery } from '@campusflow/contracts';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { courseForDuty } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { toCsv } from '@/platform/csv/write-csv.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { approvedTakersOf } from './approved-takers.ts';
import { courseDetail } from './course-pages.service.ts';

const registered = eq(courseRegistrations.id, courseRegistrationItems.registrationId);

/**
 * The students with an approved registration of the course in the session, in matric-number
 * order; `search` matches name or matric number.
 */
function rosterQuery(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  courseId: string,
  search?: string,
) {
  return db
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
    .where(
      and(
        approvedTakersOf(schoolId, sessionId, courseId),
        search ? like(users.searchText, `%${escapeLike(search.toLowerCase())}%`) : undefined,
      ),
    )
    .orderBy(asc(users.userOrgId), asc(users.name), asc(users.id))
    .$dynamic();
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
    rosterQuery(ctx.db, schoolId, session.id, courseId, query.q),
    query.q
      ? ctx.db
          .select({ total: count() })
          .from(rosterQuery(ctx.db, schoolId, session.id, courseId, query.q).as('matching'))
      : // Without a search the count needs neither names nor programmes.
        ctx.db
          .select({ total: count() })
          .from(courseRegistrationItems)
          .innerJoin(courseRegistrations, registered)
          .where(approvedTakersOf(schoolId, session.id, courseId)),
  );
}

const categoryLabels = { compulsory: 'Compulsory', elective: 'Elective', carry_over: 'Carry-over' };

/**
 * The whole roster as CSV, for spreadsheets: matric number, name, programme, level, category,
 * e-mail, phone.
 */
export async function rosterCsv(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  sessionId?: string,
) {
  const detail = await courseDetail(ctx, actor, courseId, sessionId);
  const { offering } = detail;
  const students = offering.sessionId
    ? await rosterQuery(ctx.db, actor.schoolId ?? '', offering.sessionId, courseId)
    : [];
  const header = ['Matric number', 'Name', 'Programme', 'Level', 'Category', 'E-mail', 'Phone'];
  const lines = students.map((s) => [
    s.userOrgID,
    s.name,
    s.programmeName,
    s.level,
    categoryLabels[s.category],
    s.email,
    s.phone,
  ]);
  const filename = `${offering.code.replace(/\s+/g, '')}-${(offering.sessionName ?? 'roster').replace(/[^\w-]+/g, '-')}.csv`;
  return { filename, csv: toCsv(header, lines) };
}
