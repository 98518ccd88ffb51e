import { randomBytes } from 'node:crypto';
import type { TCheckoutRequest, TCheckoutResponse } from '@campusflow/contracts';
import { newPaymentReference, quoteCharges } from '@campusflow/domain';
import { and, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schoolBanks } from '@/modules/payments/banks.tables.ts';
import { allocatedFeeClaims } from '@/modules/payments/fees/allocated-fee-claims.ts';
import {
  amountToPay,
  feeApplies,
  feeStanding,
  isAllocatedFee,
} from '@/modules/payments/fees/fee-rules.ts';
import {
  chargeSettingsOf,
  schoolById,
  studentEnrollment,
} from '@/modules/payments/fees/student-context.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/** A random part for references: nine base-36 characters from the system's CSPRNG. */
export function randomReferencePart(): string {
  return BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .slice(0, 9)
    .toUpperCase();
}

/** The payer: the signed-in student (spec section 5: studentId is required). */
type Payer = {
  studentId: string | null | undefined;
  schoolId: string | null;
  email: string | null;
};

export function payerOf(actor: Actor): Payer {
  return { studentId: actor.userId, schoolId: actor.schoolId, email: actor.email };
}

/** Checks the payer the way spec sections 5 and 8 word it. */
function checkPayer(payer: Payer, feeId: string | undefined) {
  if (!payer.schoolId || !feeId) throw new AppError('missing_payment_fields');
  if (!payer.studentId) throw new AppError('missing_student_id');
  const email = payer.email?.trim() ?? '';
  if (email === '') throw new AppError('payment_email_required');
  if (!email.includes('@')) throw new AppError('invalid_email');
  return { schoolId: payer.schoolId, studentId: payer.studentId, email, feeId };
}

/**
 * Prices a fee (or one instalment of it) for the student, records a `pending` payment with a
 * new reference, and answers the inline checkout's options (spec section 7). Nothing the
 * browser sends decides the amount.
 */
export async function startCheckout(
  ctx: ServiceContext,
  payer: Payer,
  input: TCheckoutRequest,
  now = new Date(),
): Promise<TCheckoutResponse> {
  const { schoolId, studentId, email, feeId } = checkPayer(payer, input.feeId);
  const gateway = ctx.gateway;
  if (!gateway?.publicKey.startsWith('pk_')) {
    throw new AppError('payment_configuration_error');
  }
  const db = ctx.db;
  const [school, session, enrollment, matricNumber] = await Promise.all([
    schoolById(db, schoolId),
    findCurrentSession(db, schoolId),
    studentEnrollment(db, schoolId, studentId),
    matricNumberOf(ctx, studentId),
  ]);
  if (!school) throw new AppError('missing_payment_fields');
  const [fee] = await db
    .select()
    .from(fees)
    .where(and(eq(fees.id, feeId), eq(fees.schoolId, schoolId)));
  if (!fee || !session || fee.sessionId !== session.id) throw new AppError('fee_not_found');
  // Every payment is for the payer's own enrollment: its programme is taken from there, never
  // from the request (a newcomer applies first; decision 002).
  if (!enrollment) throw new AppError('enrollment_not_found');
  // A hostel or transport fee is paid by whoever holds the bed or seat it prices (the owning
  // module's claim); any other fee by the students it applies to.
  if (isAllocatedFee(fee.type)) {
    if (enrollment.stage !== 'enrolled') throw new AppError('fee_not_found');
    await allocatedFeeClaims.check(db, fee.type, {
      schoolId,
      studentId,
      sessionId: session.id,
      feeId: fee.id,
    });
  } else if (!feeApplies(fee, enrollment)) {
    throw new AppError('fee_not_found');
  }
  const programmeId = enrollment.programmeId;

  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.schoolId, schoolId),
        eq(payments.studentId, studentId),
        eq(payments.feeId, fee.id),
      ),
    );
  const { amount, installmentNumber } = amountToPay(
    fee,
    feeStanding(fee, rows),
    input.installmentNumber,
  );
  const totalInstallments = fee.installmentsAllowed ? fee.installmentCount : 1;

  const quote = quoteCharges(amount, chargeSettingsOf(school));
  const [settlement] = await db
    .select({ code: schoolBanks.subaccountCode })
    .from(schoolBanks)
    .where(
      and(
        eq(schoolBanks.schoolId, schoolId),
        eq(schoolBanks.isPrimary, true),
        eq(schoolBanks.status, 'active'),
      ),
    );
  const subaccount = settlement?.code ?? undefined;
  const reference = newPaymentReference(now, randomReferencePart());
  const [payment] = await db
    .insert(payments)
    .values({
      schoolId,
      studentId,
      feeId: fee.id,
      programmeId,
      enrollmentId: enrollment?.id ?? null,
      sessionId: session.id,
      academicYear: session.academicYear,
      level: enrollment?.level ?? fee.level,
      paymentType: fee.type,
      reference,
      status: 'pending',
      paymentMode: 'card',
      gateway: gateway.name,
      currency: 'NGN',
      amount,
      amountPaid: 0,
      balance: amount,
      platformFee: quote.platformFee,
      gatewayFee: quote.gatewayFee,
      total: quote.total,
      installmentNumber,
      totalInstallments,
      subaccount: subaccount ?? null,
    })
    .returning({ id: payments.id });
  if (!payment) throw new AppError('failed_to_create_payment');

  const checkout = gateway.checkoutParameters({
    reference,
    email,
    amountKobo: quote.total,
    currency: 'NGN',
    ...(subaccount ? { subaccount } : {}),
    // The school's sub-account bears the gateway fee only when the school bears it.
    bearer: school.gatewayFee === 'school' && subaccount ? 'subaccount' : 'account',
    transactionChargeKobo: quote.platformFee,
    metadata: {
      payment_id: payment.id,
      custom_fields: [
        { display_name: 'Student', variable_name: 'student', value: studentId },
        {
          display_name: 'Matric number',
          variable_name: 'matric_number',
          value: matricNumber ?? 'none',
        },
        { display_name: 'Fee', variable_name: 'fee', value: fee.name },
        { display_name: 'Session', variable_name: 'session', value: session.academicYear },
      ],
    },
  });
  return {
    paymentId: payment.id,
    reference,
    gateway: gateway.name,
    checkout,
    breakdown: quote,
    installmentNumber,
    totalInstallments,
  };
}

async function matricNumberOf(ctx: ServiceContext, studentId: string) {
  const [row] = await ctx.db
    .select({ matric: users.userOrgId })
    .from(users)
    .where(eq(users.id, studentId));
  return row?.matric ?? null;
}
