import type {
  TApplication,
  TApplicationQuery,
  TApplicationRow,
  ZApplicationList,
  ZQuotas,
} from '@campusflow/contracts';
import { and, asc, count, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { admissionOfferings, applications } from '@/modules/admissions/admissions.tables.ts';
import { applicationView } from '@/modules/admissions/applications/application-view.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { exactValue, orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

type TApplicationList = z.infer<typeof ZApplicationList>;
type TQuotas = z.infer<typeof ZQuotas>;

/** The programme an application is counted under: the one offered, else the first choice. */
export const applicationProgramme = sql<string>`coalesce(${applications.offeredProgrammeId}, ${enrollments.programmeId})`;

/** Stages that hold a place of the quota. */
export const quotaStages = ['offered', 'accepted', 'enrolled'] as const;

/** `text` as a literal inside an ILIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtersOf(
  schoolId: string,
  sessionId: string | null,
  query: Omit<TApplicationQuery, 'page' | 'limit'>,
): SQL[] {
  const filters: SQL[] = [eq(enrollments.schoolId, schoolId), ne(enrollments.stage, 'draft')];
  if (sessionId) filters.push(eq(applications.sessionId, sessionId));
  if (query.stage) filters.push(eq(enrollments.stage, query.stage));
  if (query.programmeId) filters.push(sql`${applicationProgramme} = ${query.programmeId}`);
  if (query.state) filters.push(ilike(applications.stateOfOrigin, likeLiteral(query.state)));
  if (query.q) {
    const pattern = `%${likeLiteral(query.q)}%`;
    const search = or(ilike(users.name, pattern), ilike(applications.jambNo, pattern));
    if (search) filters.push(search);
  }
  if (query.utmeMin !== undefined) filters.push(gte(applications.utmeScore, query.utmeMin));
  if (query.utmeMax !== undefined) filters.push(lte(applications.utmeScore, query.utmeMax));
  if (query.aggregateMin !== undefined) {
    filters.push(gte(applications.aggregate, query.aggregateMin));
  }
  if (query.aggregateMax !== undefined) {
    filters.push(lte(applications.aggregate, query.aggregateMax));
  }
  return filters;
}

/**
 * Position by aggregate within the application's programme and session, among applications
 * still in the running or decided (not drafts, not withdrawn), whatever the page's filters.
 */
function rankings(db: DbOrTx, schoolId: string) {
  return db
    .select({
      id: enrollments.id,
      rank: sql<number>`(rank() over (partition by ${applications.sessionId}, ${applicationProgramme} order by ${applications.aggregate} desc nulls last))::int`
        .mapWith(Number)
        .as('rank'),
    })
    .from(enrollments)
    .innerJoin(applications, eq(applications.enrollmentId, enrollments.id))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        eq(applications.schoolId, schoolId),
        ne(enrollments.stage, 'draft'),
        ne(enrollments.stage, 'withdrawn'),
      ),
    )
    .as('ranked');
}

type ApplicationListRow = Omit<TApplicationRow, 'submittedAt' | 'rank'> & {
  submittedAt: Date | null;
  rank: number | null;
};

const submittedKey: SortKey<ApplicationListRow> = {
  by: applications.submittedAt,
  valueOf: (r) =>
    r.submittedAt && exactValue(applications.submittedAt, applications.enrollmentId, r.id),
};

/** The list's order by its `sort`: the page's order and the export's keyset. */
function applicationsOrder(sort: TApplicationQuery['sort']): SortKey<ApplicationListRow>[] {
  const byId = { by: enrollments.id, notNull: true, valueOf: (r: ApplicationListRow) => r.id };
  if (sort === 'aggregate') {
    return [
      { by: applications.aggregate, desc: true, nulls: 'last', valueOf: (r) => r.aggregate },
      submittedKey,
      byId,
    ];
  }
  if (sort === 'name') {
    return [{ by: users.name, notNull: true, valueOf: (r) => r.applicantName }, byId];
  }
  return [submittedKey, byId];
}

/**
 * The officers' list of applications as a query: its filters (the session asked for, else the
 * current one), its rows with the rank when sorting by aggregate, its order and its count.
 * The page and the export both run it.
 */
export async function applicationsQuery(
  ctx: ServiceContext,
  actor: Actor,
  query: Omit<TApplicationQuery, 'page' | 'limit'>,
) {
  const schoolId = requireSchool(actor);
  const db = ctx.db;
  const sessionId = query.sessionId ?? (await findCurrentSession(db, schoolId))?.id ?? null;
  const where = and(...filtersOf(schoolId, sessionId, query));
  const ranked = query.sort === 'aggregate' ? rankings(db, schoolId) : null;
  const base = db
    .select({
      id: enrollments.id,
      stage: enrollments.stage,
      applicantName: users.name,
      jambNo: applications.jambNo,
      stateOfOrigin: applications.stateOfOrigin,
      programmeId: programmes.id,
      programmeName: programmes.name,
      utmeScore: applications.utmeScore,
      screeningResult: applications.screeningResult,
      examScore: applications.examPercent,
      aggregate: applications.aggregate,
      olevelMeets: applications.olevelMeets,
      submittedAt: applications.submittedAt,
      rank: ranked ? ranked.rank : sql<number | null>`null`,
    })
    .from(enrollments)
    .innerJoin(applications, eq(applications.enrollmentId, enrollments.id))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, sql`${programmes.id} = ${applicationProgramme}`)
    .$dynamic();
  const rows = ranked ? base.leftJoin(ranked, eq(ranked.id, enrollments.id)) : base;
  return {
    where,
    rows,
    order: applicationsOrder(query.sort),
    count: () =>
      db
        .select({ total: count() })
        .from(enrollments)
        .innerJoin(applications, eq(applications.enrollmentId, enrollments.id))
        .innerJoin(users, eq(users.id, enrollments.studentId))
        .where(where),
  };
}

export const toApplicationRow = (row: ApplicationListRow): TApplicationRow => ({
  ...row,
  submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
  rank: row.rank ?? null,
});

/** The officers' list of applications: filters, sort, and the rank when sorting by aggregate. */
export async function listApplications(
  ctx: ServiceContext,
  actor: Actor,
  query: TApplicationQuery,
): Promise<TApplicationList> {
  const { where, rows, order, count } = await applicationsQuery(ctx, actor, query);
  return paginate(
    query,
    rows.where(where).orderBy(...orderByKeys(order)),
    count(),
    toApplicationRow,
  );
}

/** One application for the officers; drafts stay the applicant's until submitted. */
export async function officerApplication(
  ctx: ServiceContext,
  actor: Actor,
  enrollmentId: string,
): Promise<TApplication> {
  const schoolId = requireSchool(actor);
  const [row] = await ctx.db
    .select({ stage: enrollments.stage })
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.schoolId, schoolId)));
  if (!row || row.stage === 'draft') throw new AppError('application_not_found');
  return applicationView(ctx.db, schoolId, enrollmentId, 'officer');
}

/** Places taken in a programme of a session: offers standing, accepted and enrolled. */
export async function placesTaken(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  programmeIds: string[],
) {
  if (programmeIds.length === 0) return [];
  return db
    .select({
      programmeId: applicationProgramme,
      offers: sql<number>`count(*) filter (where ${enrollments.stage} = 'offered')`.mapWith(Number),
      accepted:
        sql<number>`count(*) filter (where ${enrollments.stage} in ('accepted', 'enrolled'))`.mapWith(
          Number,
        ),
    })
    .from(enrollments)
    .innerJoin(applications, eq(applications.enrollmentId, enrollments.id))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        eq(applications.sessionId, sessionId),
        inArray(enrollments.stage, [...quotaStages]),
        inArray(applicationProgramme, programmeIds),
      ),
    )
    .groupBy(applicationProgramme);
}

/** Each programme offered in the current session: its quota against offers made. */
export async function listQuotas(ctx: ServiceContext, actor: Actor): Promise<TQuotas> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  if (!session) return { items: [] };
  const offered = await ctx.db
    .select({
      programmeId: programmes.id,
      programmeName: programmes.name,
      quota: admissionOfferings.quota,
    })
    .from(admissionOfferings)
    .innerJoin(programmes, eq(programmes.id, admissionOfferings.programmeId))
    .where(
      and(eq(admissionOfferings.schoolId, schoolId), eq(admissionOfferings.sessionId, session.id)),
    )
    .orderBy(asc(programmes.name));
  const taken = await placesTaken(
    ctx.db,
    schoolId,
    session.id,
    offered.map((o) => o.programmeId),
  );
  return {
    items: offered.map((o) => {
      const t = taken.find((row) => row.programmeId === o.programmeId);
      return { ...o, offers: t?.offers ?? 0, accepted: t?.accepted ?? 0 };
    }),
  };
}
