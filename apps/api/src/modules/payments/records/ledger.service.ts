import type { TLedger, TLedgerQuery } from '@campusflow/contracts';
import { and, eq, gte, inArray, isNotNull, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import { payments, paymentTotals } from '@/modules/payments/payments.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { exactValue, orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { PAID_TWICE_FLAG } from './paid-twice.ts';
import { type PaymentListRow, selectPayments, toPaymentItem } from './payment-view.ts';

const settledSql = sql`${payments.status} in ('completed', 'paid')`;
/** A confirmed payment of something already paid (`paidTwiceNote`): one is to refund. */
const paidTwice = like(payments.flag, `${PAID_TWICE_FLAG}%`);

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
  if (query.review === 'flagged') {
    conditions.push(isNotNull(payments.flag), eq(payments.status, 'pending'));
  }
  if (query.review === 'refunds') conditions.push(paidTwice, settledSql);
  if (query.review === 'transfers') {
    conditions.push(eq(payments.paymentMode, 'bank_transfer'), eq(payments.status, 'pending'));
  }
  if (query.q) {
    const term = query.q.trim();
    if (/^PAY-/i.test(term)) {
      conditions.push(eq(payments.reference, term.toUpperCase()));
    } else {
      // The users' trigram-indexed search text holds names and matric numbers, lower-cased.
      const pattern = `%${escapeLike(term.toLowerCase())}%`;
      conditions.push(
        inArray(
          payments.studentId,
          sql`(select ${users.id} from ${users} where ${users.schoolId} = ${schoolId} and ${like(users.searchText, pattern)})`,
        ),
      );
    }
  }
  return and(...conditions);
}

export type LedgerFilters = Omit<TLedgerQuery, 'page' | 'limit'>;

/**
 * The same filters on the running totals (`payment_totals`), for every query they can answer:
 * all but a text search and the mismatch review, which select rows the totals do not key.
 */
function totalsWhere(schoolId: string, query: LedgerFilters): SQL | undefined | null {
  if (query.q || query.review === 'flagged' || query.review === 'refunds') return null;
  const t = paymentTotals;
  const conditions: (SQL | undefined)[] = [eq(t.schoolId, schoolId)];
  if (query.sessionId) conditions.push(eq(t.sessionId, query.sessionId));
  if (query.programmeId) conditions.push(eq(t.programmeId, query.programmeId));
  if (query.paymentType) conditions.push(eq(t.paymentType, query.paymentType));
  if (query.status) conditions.push(eq(t.status, query.status));
  if (query.paymentMode) conditions.push(eq(t.paymentMode, query.paymentMode));
  if (query.from) conditions.push(gte(t.day, query.from));
  if (query.to) conditions.push(lte(t.day, query.to));
  if (query.review === 'transfers') {
    conditions.push(eq(t.paymentMode, 'bank_transfer'), eq(t.status, 'pending'));
  }
  return and(...conditions);
}

/** Newest first: the page's order and the export's keyset. */
export const ledgerOrder: SortKey<PaymentListRow>[] = [
  {
    by: payments.createdAt,
    desc: true,
    notNull: true,
    valueOf: (r) => exactValue(payments.createdAt, payments.id, r.payment.id),
  },
  { by: payments.id, desc: true, notNull: true, valueOf: (r) => r.payment.id },
];

export async function ledgerTotals(ctx: ServiceContext, schoolId: string, query: LedgerFilters) {
  const fromTotals = totalsWhere(schoolId, query);
  const [row] =
    fromTotals === null
      ? await ctx.db
          .select({
            count: sql<string>`count(*)`,
            amountPaid: sql<string>`coalesce(sum(${payments.amountPaid}) filter (where ${settledSql}), 0)`,
            pendingCount: sql<string>`count(*) filter (where ${payments.status} = 'pending')`,
          })
          .from(payments)
          .where(ledgerWhere(schoolId, query))
      : await ctx.db
          .select({
            count: sql<string>`coalesce(sum(${paymentTotals.payments}), 0)`,
            amountPaid: sql<string>`coalesce(sum(${paymentTotals.amountPaid}) filter (where ${paymentTotals.status} in ('completed', 'paid')), 0)`,
            pendingCount: sql<string>`coalesce(sum(${paymentTotals.payments}) filter (where ${paymentTotals.status} = 'pending'), 0)`,
          })
          .from(paymentTotals)
          .where(fromTotals);
  return {
    count: Number(row?.count ?? 0),
    amountPaid: Number(row?.amountPaid ?? 0),
    pendingCount: Number(row?.pendingCount ?? 0),
  };
}

/** The accountant's ledger: filtered, newest first, with totals of the whole selection. */
export async function listLedger(
  ctx: ServiceContext,
  actor: Actor,
  query: TLedgerQuery,
): Promise<TLedger> {
  const schoolId = requireSchool(actor);
  const totals = ledgerTotals(ctx, schoolId, query);
  const page = await paginate(
    query,
    selectPayments(ctx.db)
      .where(ledgerWhere(schoolId, query))
      .orderBy(...orderByKeys(ledgerOrder)),
    totals.then((t) => t.count),
    toPaymentItem,
  );
  return { ...page, totals: await totals };
}
