import type {
  THostelApplicationList,
  THostelApplicationRow,
  THostelApplicationsQuery,
} from '@campusflow/contracts';
import { and, count, eq, like, type SQL, sql } from 'drizzle-orm';
import {
  bedSpaces,
  hostelApplications,
  hostelBlocks,
  hostelRooms,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { exactValue, orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type AdminSession, adminSession } from './admin-session.ts';

const a = hostelApplications;
type Filters = Omit<THostelApplicationsQuery, 'page' | 'limit'> & { id?: string };

function whereOf({ schoolId, session }: AdminSession, filters: Filters) {
  const q = filters.q?.toLowerCase();
  return and(
    eq(a.schoolId, schoolId),
    eq(a.sessionId, session.id),
    filters.id ? eq(a.id, filters.id) : undefined,
    filters.state ? eq(a.state, filters.state) : undefined,
    filters.hostelId ? eq(a.hostelId, filters.hostelId) : undefined,
    filters.levelGroup ? eq(a.levelGroup, filters.levelGroup) : undefined,
    q ? like(users.searchText, `%${escapeLike(q)}%`) : undefined,
  );
}

/** The applications with their student, bed, fee and payment; paid ones waiting for a bed first. */
function rowsOf(ctx: ServiceContext, scope: AdminSession, filters: Filters, after?: SQL) {
  return ctx.db
    .select({
      application: a,
      name: users.name,
      matricNumber: users.userOrgId,
      email: users.email,
      hostel: hostels.name,
      block: hostelBlocks.name,
      room: hostelRooms.number,
      floor: hostelRooms.floor,
      roomType: hostelRooms.roomType,
      bed: bedSpaces.label,
      amountKobo: fees.amount,
      paymentReference: payments.reference,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.studentId))
    .leftJoin(bedSpaces, eq(bedSpaces.id, a.bedSpaceId))
    .leftJoin(hostels, eq(hostels.id, bedSpaces.hostelId))
    .leftJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
    .leftJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
    .leftJoin(fees, eq(fees.id, a.feeId))
    .leftJoin(payments, eq(payments.id, a.paymentId))
    .where(and(whereOf(scope, filters), after))
    .$dynamic();
}

const countOf = (ctx: ServiceContext, scope: AdminSession, filters: Filters) =>
  ctx.db
    .select({ total: count() })
    .from(a)
    .innerJoin(users, eq(users.id, a.studentId))
    .where(whereOf(scope, filters));

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

/** Paid ones waiting for a bed first, then the newest: the page's and the export's order. */
export const applicationsOrder: SortKey<Row>[] = [
  {
    by: sql`(${a.state} = 'awaiting_bed')`,
    desc: true,
    notNull: true,
    valueOf: (r) => r.application.state === 'awaiting_bed',
  },
  {
    by: a.createdAt,
    desc: true,
    notNull: true,
    valueOf: (r) => exactValue(a.createdAt, a.id, r.application.id),
  },
  { by: a.id, notNull: true, valueOf: (r) => r.application.id },
];

function toRow(row: Row): THostelApplicationRow {
  const app = row.application;
  return {
    id: app.id,
    studentId: app.studentId,
    name: row.name,
    matricNumber: row.matricNumber,
    email: row.email,
    level: app.level,
    levelGroup: app.levelGroup,
    gender: app.gender,
    state: app.state,
    place:
      app.bedSpaceId && row.hostel && row.bed
        ? {
            bedSpaceId: app.bedSpaceId,
            hostelId: app.hostelId ?? '',
            hostel: row.hostel,
            block: row.block ?? '',
            room: row.room ?? '',
            floor: row.floor ?? 0,
            roomType: row.roomType ?? '',
            bed: row.bed,
          }
        : null,
    heldUntil: app.state === 'held' ? (app.heldUntil?.toISOString() ?? null) : null,
    amountKobo: row.amountKobo,
    allocatedAt: app.allocatedAt?.toISOString() ?? null,
    endedAt: app.endedAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
    createdAt: app.createdAt.toISOString(),
  };
}

/** One page of the session's applications, with the count of paid ones waiting for a bed. */
export async function listHostelApplications(
  ctx: ServiceContext,
  actor: Actor,
  query: THostelApplicationsQuery,
): Promise<THostelApplicationList> {
  const scope = await adminSession(ctx.db, actor);
  const total = countOf(ctx, scope, query);
  const [page, awaitingBed] = await Promise.all([
    paginate(
      query,
      rowsOf(ctx, scope, query).orderBy(...orderByKeys(applicationsOrder)),
      total,
      toRow,
    ),
    ctx.db.$count(
      a,
      and(
        eq(a.schoolId, scope.schoolId),
        eq(a.sessionId, scope.session.id),
        eq(a.state, 'awaiting_bed'),
      ),
    ),
  ]);
  return { ...page, awaitingBed };
}

/** The list as a query for its export: the same scope, filters, rows, order and count. */
export async function hostelApplicationsQuery(ctx: ServiceContext, actor: Actor, filters: Filters) {
  const scope = await adminSession(ctx.db, actor);
  return {
    session: scope.session,
    count: async () => (await countOf(ctx, scope, filters))[0]?.total ?? 0,
    page: (after: SQL | undefined, limit: number) =>
      rowsOf(ctx, scope, filters, after)
        .orderBy(...orderByKeys(applicationsOrder))
        .limit(limit),
    toRow,
  };
}

/** One application as the list shows it (the answer of a manual change). */
export async function hostelApplicationRow(
  ctx: ServiceContext,
  scope: AdminSession,
  id: string,
): Promise<THostelApplicationRow> {
  const [row] = await rowsOf(ctx, scope, { id });
  if (!row) throw new AppError('hostel_admin_application_not_found');
  return toRow(row);
}
