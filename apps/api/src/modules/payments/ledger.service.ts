import {
  formatNaira,
  type TAccountsSummary,
  type TLedger,
  type TLedgerQuery,
} from '@campusflow/contracts';
import { and, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { users } from '../identity/identity.tables.ts';
import { selectPayments, toPaymentItem } from './payment-view.ts';
import { payments } from './payments.tables.ts';
import { currentSessionWithYear } from './student-context.ts';

const settledSql = sql`${payments.status} in ('completed', 'paid')`;

function schoolOf(actor: Actor): string {
  if (!actor.schoolId) throw new AppError('forbidden');
  return actor.schoolId;
}

/** The day after a YYYY-MM-DD date, for an inclusive `to`. */
const dayAfter = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/** The ledger's filters, all scoped to the session's school. */
export function ledgerWhere(schoolId: string, query: Omit<TLedgerQuery, 'page' | 'limit'>) {
  const conditions: (SQL | undefined)[] = [eq(payments.schoolId, schoolId)];
  if (query.sessionId) conditions.push(eq(payments.sessionId, query.sessionId));
  if (query.programmeId) conditions.push(eq(payments.programmeId, query.programmeId));
  if (query.paymentType) conditions.push(eq(payments.paymentType, query.paymentType));
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.paymentMode) conditions.push(eq(payments.paymentMode, query.paymentMode));
  if (query.from) conditions.push(gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(payments.createdAt, dayAfter(query.to)));
  if (query.review === 'flagged') conditions.push(isNotNull(payments.flag));
  if (query.review === 'transfers') {
    conditions.push(eq(payments.paymentMode, 'bank_transfer'), eq(payments.status, 'pending'));
  }
  if (query.q) {
    const term = query.q.trim();
    const like = `%${escapeLike(term)}%`;
    conditions.push(
      or(
        eq(payments.reference, term),
        inArray(
          payments.studentId,
          sql`(select ${users.id} from ${users} where ${users.schoolId} = ${schoolId} and (${ilike(users.name, like)} or ${ilike(users.userOrgId, like)}))`,
        ),
      ),
    );
  }
  return and(...conditions);
}

/** The accountant's ledger: filtered, newest first, with totals of the whole selection. */
export async function listLedger(
  ctx: ServiceContext,
  actor: Actor,
  query: TLedgerQuery,
): Promise<TLedger> {
  const where = ledgerWhere(schoolOf(actor), query);
  const [rows, [totals]] = await Promise.all([
    selectPayments(ctx.db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({
        count: sql<number>`count(*)::int`,
        amountPaid: sql<string>`coalesce(sum(${payments.amountPaid}) filter (where ${settledSql}), 0)`,
        pendingCount: sql<number>`(count(*) filter (where ${payments.status} = 'pending'))::int`,
      })
      .from(payments)
      .where(where),
  ]);
  return {
    items: rows.map(toPaymentItem),
    total: totals?.count ?? 0,
    page: query.page,
    limit: query.limit,
    totals: {
      count: totals?.count ?? 0,
      amountPaid: Number(totals?.amountPaid ?? 0),
      pendingCount: totals?.pendingCount ?? 0,
    },
  };
}

async function totalsByType(ctx: ServiceContext, where: SQL | undefined) {
  const rows = await ctx.db
    .select({
      type: payments.paymentType,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${payments.amountPaid}), 0)`,
    })
    .from(payments)
    .where(and(where, settledSql))
    .groupBy(payments.paymentType)
    .orderBy(payments.paymentType);
  const byType = rows.map((r) => ({ type: r.type, count: r.count, amount: Number(r.amount) }));
  return {
    count: byType.reduce((sum, r) => sum + r.count, 0),
    amount: byType.reduce((sum, r) => sum + r.amount, 0),
    byType,
  };
}

/** The accountant's home: today's and this session's confirmed totals by fee type. */
export async function accountsSummary(
  ctx: ServiceContext,
  actor: Actor,
  now = new Date(),
): Promise<TAccountsSummary> {
  const schoolId = schoolOf(actor);
  const session = await currentSessionWithYear(ctx.db, schoolId);
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const mine = eq(payments.schoolId, schoolId);
  const [today, thisSession, [review]] = await Promise.all([
    totalsByType(ctx, and(mine, gte(payments.paymentDate, startOfDay))),
    session
      ? totalsByType(ctx, and(mine, eq(payments.sessionId, session.id)))
      : Promise.resolve({ count: 0, amount: 0, byType: [] }),
    ctx.db
      .select({
        flagged: sql<number>`(count(*) filter (where ${payments.flag} is not null and ${payments.status} = 'pending'))::int`,
        transfers: sql<number>`(count(*) filter (where ${payments.paymentMode} = 'bank_transfer' and ${payments.status} = 'pending'))::int`,
      })
      .from(payments)
      .where(and(mine, eq(payments.status, 'pending'))),
  ]);
  return {
    session: session ? { id: session.id, name: session.name } : null,
    today,
    thisSession,
    toReview: { flagged: review?.flagged ?? 0, transfers: review?.transfers ?? 0 },
  };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Cells starting with = + - @ are neutralised so a spreadsheet does not run them.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const LEDGER_CSV_MAX_ROWS = 50_000;

/** The filtered ledger as CSV (naira with two decimals at the edge), at most 50,000 rows. */
export async function ledgerCsv(
  ctx: ServiceContext,
  actor: Actor,
  query: Omit<TLedgerQuery, 'page' | 'limit'>,
): Promise<string> {
  const rows = await selectPayments(ctx.db)
    .where(ledgerWhere(schoolOf(actor), query))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(LEDGER_CSV_MAX_ROWS);
  const header = [
    'Reference',
    'Date',
    'Student',
    'Matric number',
    'Programme',
    'Fee',
    'Type',
    'Academic year',
    'Instalment',
    'Mode',
    'Status',
    'Amount (NGN)',
    'Amount paid (NGN)',
    'Platform fee (NGN)',
    'Gateway fee (NGN)',
    'Total charged (NGN)',
    'Flag',
  ];
  const lines = rows
    .map(toPaymentItem)
    .map((p) =>
      [
        p.reference,
        (p.paymentDate ?? p.createdAt).slice(0, 19).replace('T', ' '),
        p.studentName,
        p.matricNumber,
        p.programmeName,
        p.feeName,
        p.paymentType,
        p.academicYear,
        p.installmentNumber > 0 ? `${p.installmentNumber} of ${p.totalInstallments}` : 'full',
        p.paymentMode,
        p.status,
        formatNaira(p.amount).replaceAll(',', ''),
        formatNaira(p.amountPaid).replaceAll(',', ''),
        formatNaira(p.platformFee).replaceAll(',', ''),
        formatNaira(p.gatewayFee).replaceAll(',', ''),
        formatNaira(p.total).replaceAll(',', ''),
        p.flag,
      ]
        .map(csvCell)
        .join(','),
    );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
