import type { paymentModes, TAccountsReport, TFeeType } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { PAID_TWICE_FLAG } from '@/modules/payments/payments.queries.ts';
import { takingsByDay, takingsByType } from '@/modules/reports/money/session-takings.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** A confirmed payment of something already paid: one of the two is to refund. */
const refundable = sql.raw(
  `status in ('completed', 'paid') and flag like '${PAID_TWICE_FLAG.replaceAll("'", "''")}%'`,
);

type TodayRow = { type: TFeeType; payments: number; amount: string };
type ReviewRow = {
  transfers: number;
  transfer_amount: string;
  mismatches: number;
  refunds: number;
  refund_amount: string;
};
type SettlementRow = {
  mode: (typeof paymentModes)[number];
  payments: string;
  amount: string;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
};

const totalOf = (rows: { payments: number; amount: number }[]) => ({
  payments: rows.reduce((sum, r) => sum + r.payments, 0),
  amount: rows.reduce((sum, r) => sum + r.amount, 0),
});

/**
 * The accounts office's home (accountant and bursar): what came in today and this session, by
 * fee type and day, what waits for review, and where the session's money settled. Each figure
 * is one grouped statement over an index or a running total, never the ledger's rows.
 */
export async function accountsReport(
  db: DbOrTx,
  schoolId: string,
  now = new Date(),
): Promise<TAccountsReport> {
  const session = await findCurrentSession(db, schoolId);
  const [today, review, byType, byDay, settlements] = await Promise.all([
    // Confirmed among today's checkouts: the ledger's day (UTC), from its running totals.
    db.execute(sql`
      select payment_type as type, sum(payments)::int as payments, sum(amount_paid)::text as amount
      from payment_totals
      where school_id = ${schoolId} and day = ${now.toISOString().slice(0, 10)}
        and status in ('completed', 'paid')
      group by payment_type
      having sum(payments) > 0
      order by sum(amount_paid) desc, payment_type`),
    // Both reviews read partial indexes: pending transfers, and flagged payments.
    db.execute(sql`
      select t.transfers, t.transfer_amount, f.mismatches, f.refunds, f.refund_amount
      from (
        select count(*)::int as transfers, coalesce(sum(amount), 0)::text as transfer_amount
        from payments
        where school_id = ${schoolId} and payment_mode = 'bank_transfer' and status = 'pending'
      ) t, (
        select
          count(*) filter (where status = 'pending')::int as mismatches,
          count(*) filter (where ${refundable})::int as refunds,
          coalesce(sum(amount_paid) filter (where ${refundable}), 0)::text as refund_amount
        from payments
        where school_id = ${schoolId} and flag is not null
      ) f`),
    session ? takingsByType(db, schoolId, session.id) : Promise.resolve([]),
    session ? takingsByDay(db, schoolId, session.id, now) : Promise.resolve([]),
    session
      ? db.execute(sql`
          select s.payment_mode as mode, sum(s.payments)::text as payments,
            sum(s.amount_paid)::text as amount, max(b.name) as bank_name,
            max(sb.account_number) as account_number, max(sb.account_name) as account_name
          from payment_settlements s
          left join school_banks sb on sb.school_id = s.school_id
            and s.subaccount <> '' and sb.subaccount_code = s.subaccount
          left join banks b on b.id = sb.bank_id
          where s.school_id = ${schoolId} and s.session_id = ${session.id}
          group by s.payment_mode, s.subaccount
          having sum(s.payments) > 0
          order by sum(s.amount_paid) desc`)
      : Promise.resolve([]),
  ]);
  const todayRows = rowsOf<TodayRow>(today).map((r) => ({
    type: r.type,
    payments: r.payments,
    amount: Number(r.amount),
  }));
  const [r] = rowsOf<ReviewRow>(review);
  return {
    session: session ? { id: session.id, name: session.name } : null,
    today: { ...totalOf(todayRows), byType: todayRows },
    thisSession: { ...totalOf(byType), byType },
    byDay,
    toReview: {
      transfers: { payments: r?.transfers ?? 0, amount: Number(r?.transfer_amount ?? 0) },
      mismatches: r?.mismatches ?? 0,
      refunds: { payments: r?.refunds ?? 0, amount: Number(r?.refund_amount ?? 0) },
    },
    settlements: rowsOf<SettlementRow>(settlements).map((s) => ({
      mode: s.mode,
      account:
        s.bank_name && s.account_number && s.account_name
          ? { bankName: s.bank_name, accountNumber: s.account_number, accountName: s.account_name }
          : null,
      payments: Number(s.payments),
      amount: Number(s.amount),
    })),
  };
}
