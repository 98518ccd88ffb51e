import { type ChargeSettings, quoteCharges, splitInstallments } from '@campusflow/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { banks, schoolBanks, staticAccounts } from '@/modules/payments/banks.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { seedBanks } from '@/modules/payments/setup/bank-seed.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

const naira = (n: number) => n * 100;

/** The fee schedule every seeded school gets for its current session. */
export const demoFeeSchedule = [
  { type: 'application', name: 'Application fee', amount: naira(10_000), parts: 1 },
  { type: 'screening', name: 'Post-UTME screening fee', amount: naira(5_000), parts: 1 },
  { type: 'acceptance', name: 'Acceptance fee', amount: naira(50_000), parts: 1 },
  { type: 'tuition', name: 'Tuition', amount: naira(150_000), parts: 2 },
  { type: 'hostel', name: 'Hostel accommodation', amount: naira(60_000), parts: 1 },
  { type: 'transport', name: 'Campus shuttle pass', amount: naira(20_000), parts: 1 },
] as const;

/** The charges `seedSchoolFinance` sets: 1.5 % exclusive, the gateway fee on the student. */
export const demoChargeSettings: ChargeSettings = {
  platformFeeType: 'percentage',
  platformFeeValue: 1.5,
  platformFeeMode: 'exclusive',
  gatewayFee: 'student',
};

/** The gateway sub-account of the school's primary settlement account, where cards settle. */
export async function primarySubaccount(db: DbOrTx, schoolId: string): Promise<string | null> {
  const [account] = await db
    .select({ code: schoolBanks.subaccountCode })
    .from(schoolBanks)
    .where(and(eq(schoolBanks.schoolId, schoolId), eq(schoolBanks.isPrimary, true)));
  return account?.code ?? null;
}

async function currentSession(db: DbOrTx, schoolId: string) {
  const session = await findCurrentSession(db, schoolId);
  if (!session) throw new Error('the school has no current session to seed fees into');
  return session;
}

/**
 * Gives a school what it needs to take payments: the banks, a 1.5 % exclusive platform fee
 * borne by students, the fee schedule of the current session, a settlement account registered
 * as a sub-account, and a static account for transfers.
 */
export async function seedSchoolFinance(db: DbOrTx, schoolId: string, accountSeed: number) {
  await seedBanks(db);
  await db
    .update(schools)
    .set({
      platformFeeType: 'percentage',
      platformFeeValue: 150,
      platformFeeMode: 'exclusive',
      gatewayFee: 'student',
    })
    .where(eq(schools.id, schoolId));
  const session = await currentSession(db, schoolId);
  const due = `${session.startYear + 1}-01-31`;
  await db.insert(fees).values(
    demoFeeSchedule.map((f) => ({
      schoolId,
      sessionId: session.id,
      type: f.type,
      name: f.name,
      amount: f.amount,
      installmentsAllowed: f.parts > 1,
      installmentCount: f.parts,
      dueDate: f.type === 'application' || f.type === 'screening' ? null : due,
    })),
  );
  const bankId = async (code: string) => {
    const [bank] = await db.select({ id: banks.id }).from(banks).where(eq(banks.code, code));
    if (!bank) throw new Error(`bank ${code} missing from the seed`);
    return bank.id;
  };
  const [school] = await db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const accountName = (school?.name ?? 'School').toUpperCase();
  const number = (prefix: string) =>
    `${prefix}${String(accountSeed).padStart(8, '0')}`.slice(0, 10);
  await db.insert(schoolBanks).values({
    schoolId,
    bankId: await bankId('058'),
    accountNumber: number('01'),
    accountName,
    subaccountCode: `ACCT_seed${String(accountSeed).padStart(6, '0')}`,
    isPrimary: true,
  });
  await db.insert(staticAccounts).values({
    schoolId,
    bankId: await bankId('011'),
    accountNumber: number('20'),
    accountName: `${accountName} FEES`,
    note: 'Write your matric number as the transfer narration.',
  });
  return session;
}

/**
 * Adds `count` payments to a school's ledger in one statement: students and fees of the
 * current session taken in turn, states mixed as a real ledger is (most settled, some pending,
 * failed and abandoned, a few transfers), dates spread over the last 90 days. Students in
 * `exclude` get none (the demo student keeps tuition to pay).
 */
export async function seedPayments(
  db: DbOrTx,
  schoolId: string,
  count: number,
  exclude: readonly string[] = [],
): Promise<number> {
  if (count <= 0) return 0;
  const session = await currentSession(db, schoolId);
  const tag = Date.now().toString(36).toUpperCase();
  const tuitionHalf = splitInstallments(naira(150_000), 2)[0] ?? 0;
  const excluded = exclude.length
    ? sql`and e.student_id not in (${sql.join(
        exclude.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    with st as (
      select array_agg(e.student_id order by e.student_id) as ids,
             array_agg(e.programme_id order by e.student_id) as programmes,
             array_agg(e.current_level order by e.student_id) as levels,
             count(*)::int as n
      from enrollments e
      where e.school_id = ${schoolId} and e.stage = 'enrolled' ${excluded}
    ),
    fs as (
      select array_agg(f.id order by f.type) as ids,
             array_agg(f.type order by f.type) as types,
             array_agg(f.amount order by f.type) as amounts,
             array_agg(f.installment_count order by f.type) as parts,
             count(*)::int as m
      from fees f
      where f.school_id = ${schoolId} and f.session_id = ${session.id} and f.status = 'active'
    ),
    g as (
      select i,
             (1 + ((i / fs.m) % st.n))::int as s,
             (1 + (i % fs.m))::int as f,
             (i * 7919) % 100 as roll,
             now() - ((i * 104729) % (90 * 86400)) * interval '1 second' as at
      from generate_series(0::bigint, ${count - 1}::bigint) as i, st, fs
      where st.n > 0 and fs.m > 0
    ),
    rows as (
      select g.*, st.ids[g.s] as student_id, st.programmes[g.s] as programme_id,
             st.levels[g.s] as level, fs.ids[g.f] as fee_id, fs.types[g.f] as fee_type,
             fs.amounts[g.f] as fee_amount, fs.parts[g.f] as parts,
             case when g.roll < 70 then 'settled'
                  -- One transfer per student and fee waits for review at a time (the
                  -- database refuses a second): later rounds of a pair's transfers failed.
                  when g.roll < 85 and not (g.roll % 10 = 3 and g.i >= st.n * fs.m) then 'pending'
                  when g.roll < 95 then 'failed' else 'abandoned' end as state
      from g, st, fs
    ),
    priced as (
      select rows.*,
             case when parts > 1 then 1 + (i / 7) % parts else 0 end as installment,
             case when parts > 1 then ${tuitionHalf}::bigint else fee_amount end as amount
      from rows
    )
    insert into payments (
      school_id, student_id, fee_id, programme_id, session_id, academic_year, level,
      payment_type, reference, status, payment_mode, gateway, channel, currency, amount,
      amount_paid, balance, platform_fee, gateway_fee, total, installment_number,
      total_installments, subaccount, payment_date, created_at, updated_at
    )
    select ${schoolId}, student_id, fee_id, programme_id, ${session.id}, ${session.academicYear}, level,
           fee_type,
           'PAY-' || (extract(epoch from at) * 1000)::bigint || '-' || ${tag} || upper(to_hex(i)),
           case when state = 'settled' then (case when installment > 0 then 'paid' else 'completed' end)
                else state end,
           case when roll % 10 = 3 then 'bank_transfer' else 'card' end,
           case when roll % 10 = 3 then null else 'paystack' end,
           case when roll % 10 = 3 then 'bank_transfer' else 'card' end,
           'NGN', amount,
           case when state = 'settled' then amount else 0 end,
           case when state = 'settled' then 0 else amount end,
           round(amount * 0.015), 0, amount + round(amount * 0.015),
           installment, greatest(parts, 1),
           case when roll % 10 = 3 then null else (
             select subaccount_code from school_banks where school_id = ${schoolId} and is_primary
           ) end,
           case when state = 'settled' then at else null end, at, at
    from priced
  `);
  const inserted =
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    count;
  return Number(inserted);
}

/**
 * The application fee payments the seeded applications name (`applicationPaymentRef`): one
 * completed card payment each, of the session's application fee, on the date the enrollment
 * records, so that every reference resolves in the ledger and on the receipt check.
 */
export async function seedApplicationFeePayments(db: DbOrTx, schoolId: string) {
  const session = await currentSession(db, schoolId);
  const [fee] = await db
    .select({ id: fees.id, amount: fees.amount })
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, schoolId),
        eq(fees.sessionId, session.id),
        eq(fees.type, 'application'),
      ),
    );
  if (!fee) throw new Error('the demo school has no application fee');
  const paid = await db
    .select({
      id: enrollments.id,
      studentId: enrollments.studentId,
      programmeId: enrollments.programmeId,
      level: enrollments.currentLevel,
      reference: enrollments.applicationPaymentRef,
      paidAt: enrollments.applicationPaymentDate,
    })
    .from(enrollments)
    .where(and(eq(enrollments.schoolId, schoolId), isNotNull(enrollments.applicationPaymentRef)));
  if (paid.length === 0) return 0;
  const quote = quoteCharges(fee.amount, demoChargeSettings);
  const subaccount = await primarySubaccount(db, schoolId);
  await db.insert(payments).values(
    paid.map((e) => ({
      schoolId,
      studentId: e.studentId,
      feeId: fee.id,
      programmeId: e.programmeId,
      enrollmentId: e.id,
      sessionId: session.id,
      academicYear: session.academicYear,
      level: e.level,
      paymentType: 'application' as const,
      reference: e.reference ?? '',
      status: 'completed' as const,
      paymentMode: 'card' as const,
      gateway: 'paystack',
      channel: 'card',
      amount: fee.amount,
      amountPaid: fee.amount,
      balance: 0,
      platformFee: quote.platformFee,
      gatewayFee: quote.gatewayFee,
      total: quote.total,
      subaccount,
      paymentDate: e.paidAt,
      ...(e.paidAt ? { createdAt: e.paidAt, updatedAt: e.paidAt } : {}),
    })),
  );
  return paid.length;
}
