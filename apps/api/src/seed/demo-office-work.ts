import { sql } from 'drizzle-orm';
import { PAID_TWICE_FLAG } from '@/modules/payments/payments.queries.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** The fees the demo ledger shows confirmed twice. */
export const DEMO_DOUBLE_PAYMENTS = 2;

/**
 * Work for the accounts office on first start, beside the transfers the ledger seed leaves
 * pending: two card payments the gateway settled for another amount (mismatches, still
 * pending) and two fees confirmed twice (a second, flagged payment of a fee already paid in
 * full: one is to refund).
 */
export async function seedPaymentReviews(db: DbOrTx, schoolId: string): Promise<void> {
  await db.execute(sql`
    update payments p
    set flag = 'The gateway reports NGN ' || to_char((p.total - 100000) / 100.0, 'FM999,999,990.00')
      || ' paid; NGN ' || to_char(p.total / 100.0, 'FM999,999,990.00') || ' was asked. Not accepted.'
    where p.id in (
      select id from payments
      where school_id = ${schoolId} and status = 'pending' and payment_mode = 'card'
        and total > 100000
      order by reference
      limit 2
    )`);
  await db.execute(sql`
    insert into payments (
      school_id, student_id, fee_id, programme_id, session_id, academic_year, level,
      payment_type, reference, status, payment_mode, gateway, channel, currency, amount,
      amount_paid, balance, platform_fee, gateway_fee, total, installment_number,
      total_installments, subaccount, payment_date, flag, created_at, updated_at
    )
    select school_id, student_id, fee_id, programme_id, session_id, academic_year, level,
      payment_type, reference || 'D', status, payment_mode, gateway, channel, currency, amount,
      amount_paid, balance, platform_fee, gateway_fee, total, installment_number,
      total_installments, subaccount, payment_date + interval '3 minutes',
      ${PAID_TWICE_FLAG} || ': ' || reference || ' had already settled this. Refund one of them.',
      created_at + interval '3 minutes', updated_at + interval '3 minutes'
    from payments
    where id in (
      select id from payments
      where school_id = ${schoolId} and status = 'completed' and payment_mode = 'card'
        and installment_number = 0 and payment_type = 'acceptance'
      order by reference
      limit ${DEMO_DOUBLE_PAYMENTS}
    )`);
}

/**
 * A month of sign-ins in the audit log, as the admin's home charts them: most days a few dozen
 * of the school's accounts sign in, fewer at weekends, and a few attempts fail.
 */
export async function seedSignInHistory(db: DbOrTx, schoolId: string): Promise<void> {
  await db.execute(sql`
    with people as (
      select id, name, row_number() over (order by id) as n, count(*) over () as total
      from users where school_id = ${schoolId}
    ),
    attempts as (
      select d, i,
        now() - d * interval '1 day' - ((i * 7919) % 36000) * interval '1 second' as at,
        (d * 31 + i * 17) % 23 = 0 as failed
      from generate_series(0, 29) as d,
        generate_series(1, 40 - (case when extract(isodow from now() - d * interval '1 day') > 5
          then 25 else 0 end) + (d * 13) % 11) as i
    )
    insert into audit_log (school_id, actor_user_id, actor_name, actor_role, action, entity_type,
      entity_id, after, ip, created_at)
    select ${schoolId}, case when a.failed then null else p.id end,
      case when a.failed then null else p.name end, null,
      case when a.failed then 'auth.sign_in_failed' else 'auth.sign_in' end, 'user', p.id::text,
      case when a.failed then '{"reason": "wrong_password"}'::jsonb else null end,
      '10.0.' || (a.i % 250) || '.' || (a.d % 250), a.at
    from attempts a
    join people p on p.n = 1 + (a.d * 37 + a.i * 11) % p.total
    where a.at < now()`);
}
