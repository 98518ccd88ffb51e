import type { TBallotResult, TBallotResultQuery, TBallotResultRow } from '@campusflow/contracts';
import { ballotAlgorithm, ballotKey } from '@campusflow/domain';
import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { sessionRules } from '@/modules/hostels/beds/session-setup.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { toCsv } from '@/platform/csv/write-csv.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { maskName } from '@/platform/http/public-check.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { ballotCounts } from './ballot-state.service.ts';

/** "MAT/2026/0123" -> "**********123": only the last three characters show. */
export const maskMatric = (matric: string | null) =>
  matric ? `${'*'.repeat(Math.max(0, matric.length - 3))}${matric.slice(-3)}` : '';

const selectRows = (db: DbOrTx) =>
  db
    .select({
      id: hostelApplications.id,
      rank: hostelApplications.ballotRank,
      bedSpaceId: hostelApplications.bedSpaceId,
      levelGroup: hostelApplications.levelGroup,
      studentId: hostelApplications.studentId,
      name: users.name,
      matric: users.userOrgId,
    })
    .from(hostelApplications)
    .innerJoin(users, eq(users.id, hostelApplications.studentId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** The school's current session, its rules, the seed once drawn, and its drawn applications. */
async function drawnSession(ctx: ServiceContext, actor: Actor) {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  const rules = session ? await sessionRules(ctx.db, schoolId, session.id) : null;
  const mode = rules?.mode ?? null;
  if (!session || !rules?.ballotSeed || !rules.ballotDrawnAt) return { session, mode, draw: null };
  const drawn = and(
    eq(hostelApplications.schoolId, schoolId),
    eq(hostelApplications.sessionId, session.id),
    isNotNull(hostelApplications.ballotRank),
  );
  return {
    session,
    mode,
    draw: {
      schoolId,
      sessionId: session.id,
      seed: rules.ballotSeed,
      drawnAt: rules.ballotDrawnAt,
      drawn,
    },
  };
}

/**
 * Only what the published list shows can be searched (a rank, the visible end of a matric
 * number, a first name), so the search tells nothing the list does not.
 */
function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const visible = or(
    sql`lower(right(${users.userOrgId}, 3)) = lower(${text.slice(-3)})`,
    ilike(sql`split_part(trim(${users.name}), ' ', 1)`, `${text.replace(/[%_\\]/g, '')}%`),
  );
  return /^\d+$/.test(text) && text.length <= 9
    ? or(eq(hostelApplications.ballotRank, Number(text)), visible)
    : visible;
}

const outcomeOf = (row: Row) => (row.bedSpaceId ? ('held' as const) : ('unsuccessful' as const));

export async function ballotResult(
  ctx: ServiceContext,
  actor: Actor,
  query: TBallotResultQuery,
): Promise<TBallotResult> {
  const { session: current, mode, draw: d } = await drawnSession(ctx, actor);
  const session = current ? { id: current.id, name: current.name } : null;
  if (!d) {
    return {
      session,
      mode,
      draw: null,
      mine: null,
      rows: { items: [], total: 0, page: 1, limit: query.limit },
    };
  }
  const { seed } = d;
  const toRow = (row: Row): TBallotResultRow => ({
    applicationId: row.id ?? '',
    rank: row.rank ?? 0,
    key: ballotKey(seed, row.id ?? ''),
    student: maskName(row.name ?? ''),
    matricNumber: maskMatric(row.matric),
    levelGroup: row.levelGroup ?? 'others',
    outcome: outcomeOf(row),
    mine: row.studentId === actor.userId,
  });
  const outcome =
    query.outcome === 'held'
      ? isNotNull(hostelApplications.bedSpaceId)
      : query.outcome === 'unsuccessful'
        ? isNull(hostelApplications.bedSpaceId)
        : undefined;
  const where = and(d.drawn, searchOf(query.q), outcome);
  const [rows, mine, counts] = await Promise.all([
    paginate(
      query,
      selectRows(ctx.db).where(where).orderBy(asc(hostelApplications.ballotRank)),
      ctx.db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(hostelApplications)
        .innerJoin(users, eq(users.id, hostelApplications.studentId))
        .where(where),
      toRow,
    ),
    selectRows(ctx.db)
      .where(and(d.drawn, eq(hostelApplications.studentId, actor.userId)))
      .limit(1),
    ballotCounts(ctx.db, d.schoolId, d.sessionId),
  ]);
  return {
    session,
    mode,
    draw: {
      seed,
      drawnAt: d.drawnAt.toISOString(),
      algorithm: ballotAlgorithm,
      total: counts.held + counts.unsuccessful,
      ...counts,
    },
    mine: mine[0] ? toRow(mine[0]) : null,
    rows,
  };
}

/** The whole result as CSV, to re-run the draw offline: application id, key, rank, outcome. */
export async function ballotResultCsv(ctx: ServiceContext, actor: Actor) {
  const { draw: d } = await drawnSession(ctx, actor);
  if (!d) throw new AppError('hostel_ballot_not_drawn');
  const { seed } = d;
  const rows = await selectRows(ctx.db).where(d.drawn).orderBy(asc(hostelApplications.ballotRank));
  const csv = toCsv(
    ['application_id', 'key', 'rank', 'level_group', 'outcome'],
    rows.map((r) => [r.id, ballotKey(seed, r.id), r.rank, r.levelGroup, outcomeOf(r)]),
  );
  return { filename: `hostel-ballot-${seed.slice(0, 8)}.csv`, csv };
}
