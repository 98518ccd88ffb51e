import type { TMyFees, TPageQuery, TStudentFee } from '@campusflow/contracts';
import { quoteCharges, splitInstallments } from '@campusflow/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { banks, staticAccounts } from '@/modules/payments/banks.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { selectPayments, toPaymentItem } from '@/modules/payments/records/payment-view.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { sessionFeesOf } from './session-fees.ts';
import {
  chargeSettingsOf,
  schoolById,
  studentEnrollment,
  transferSettingsOf,
} from './student-context.ts';

/** The student's fees for the current session, each with its status and what paying costs. */
export async function myFees(ctx: ServiceContext, actor: Actor): Promise<TMyFees> {
  const schoolId = actor.schoolId;
  const empty: TMyFees = {
    session: null,
    programme: null,
    gateway: ctx.gateway?.name ?? null,
    fees: [],
    staticAccounts: [],
  };
  if (!schoolId) return empty;
  const db = ctx.db;
  const [school, session, enrollment, accounts] = await Promise.all([
    schoolById(db, schoolId),
    findCurrentSession(db, schoolId),
    studentEnrollment(db, schoolId, actor.userId),
    db
      .select({
        id: staticAccounts.id,
        bankName: banks.name,
        accountNumber: staticAccounts.accountNumber,
        accountName: staticAccounts.accountName,
        note: staticAccounts.note,
      })
      .from(staticAccounts)
      .innerJoin(banks, eq(banks.id, staticAccounts.bankId))
      .where(and(eq(staticAccounts.schoolId, schoolId), eq(staticAccounts.status, 'active')))
      .orderBy(asc(banks.name)),
  ]);
  const result: TMyFees = {
    ...empty,
    session: session
      ? { id: session.id, name: session.name, academicYear: session.academicYear }
      : null,
    programme: enrollment
      ? { id: enrollment.programmeId, name: enrollment.programmeName, level: enrollment.level }
      : null,
    staticAccounts: accounts,
  };
  if (!school || !session) return result;
  const schedule = await sessionFeesOf(db, {
    schoolId,
    studentId: actor.userId,
    sessionId: session.id,
    enrollment,
  });
  const settings = chargeSettingsOf(school);
  const byTransfer = transferSettingsOf(school);
  result.fees = schedule.map(({ fee, mine, standing }): TStudentFee => {
    const parts = fee.installmentsAllowed
      ? splitInstallments(fee.amount, fee.installmentCount)
      : [];
    return {
      id: fee.id,
      name: fee.name,
      type: fee.type,
      amount: fee.amount,
      dueDate: fee.dueDate,
      installmentsAllowed: fee.installmentsAllowed,
      installmentCount: fee.installmentsAllowed ? fee.installmentCount : 1,
      status: standing.status,
      amountPaid: standing.amountPaid,
      balance: standing.balance,
      breakdown: quoteCharges(standing.balance, settings),
      installments: parts.map((amount, index) => ({
        number: index + 1,
        amount,
        status: standing.installmentStatus(index + 1),
        transferBreakdown: quoteCharges(amount, byTransfer),
      })),
      nextInstallment: fee.installmentsAllowed
        ? standing.nextInstallment(fee.installmentCount)
        : null,
      transferBreakdown: quoteCharges(standing.balance, byTransfer),
      transferPending: mine.some(
        (row) => row.paymentMode === 'bank_transfer' && row.status === 'pending',
      ),
    };
  });
  return result;
}

/** The student's own payments, newest first (history and receipts). */
export async function myPayments(ctx: ServiceContext, actor: Actor, query: TPageQuery) {
  const where = and(
    eq(payments.studentId, actor.userId),
    eq(payments.schoolId, actor.schoolId ?? '00000000-0000-0000-0000-000000000000'),
  );
  return paginate(
    query,
    selectPayments(ctx.db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)),
    ctx.db.$count(payments, where),
    toPaymentItem,
  );
}
