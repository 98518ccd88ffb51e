import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export const admissionFeeTypes = ['application', 'screening', 'entrance', 'acceptance'] as const;
export type AdmissionFeeType = (typeof admissionFeeTypes)[number];
export type FeeDue = { feeId: string; name: string; amount: number; paid: boolean };
export type AdmissionFees = Record<AdmissionFeeType, FeeDue | null>;

/**
 * The application, screening, entrance and acceptance fees that apply to an applicant of a
 * programme in a session (the programme's own fee before the school-wide one), and whether the
 * applicant has paid each in full.
 */
export async function admissionFees(
  db: DbOrTx,
  where: {
    schoolId: string;
    sessionId: string;
    programmeId: string;
    level: number;
    studentId: string;
  },
): Promise<AdmissionFees> {
  const rows = await db
    .select({
      id: fees.id,
      type: fees.type,
      name: fees.name,
      amount: fees.amount,
      programmeId: fees.programmeId,
    })
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, where.schoolId),
        eq(fees.sessionId, where.sessionId),
        eq(fees.status, 'active'),
        inArray(fees.type, [...admissionFeeTypes]),
        or(isNull(fees.programmeId), eq(fees.programmeId, where.programmeId)),
        or(isNull(fees.level), eq(fees.level, where.level)),
      ),
    );
  const paid = rows.length
    ? await db
        .select({ feeId: payments.feeId, sum: sql<string>`sum(${payments.amountPaid})` })
        .from(payments)
        .where(
          and(
            eq(payments.schoolId, where.schoolId),
            eq(payments.studentId, where.studentId),
            inArray(
              payments.feeId,
              rows.map((r) => r.id),
            ),
            inArray(payments.status, ['completed', 'paid']),
          ),
        )
        .groupBy(payments.feeId)
    : [];
  const result: AdmissionFees = {
    application: null,
    screening: null,
    entrance: null,
    acceptance: null,
  };
  const ordered = [...rows].sort(
    (a, b) => Number(b.programmeId !== null) - Number(a.programmeId !== null),
  );
  for (const row of ordered) {
    const type = row.type as AdmissionFeeType;
    if (result[type]) continue;
    result[type] = {
      feeId: row.id,
      name: row.name,
      amount: row.amount,
      paid: Number(paid.find((p) => p.feeId === row.id)?.sum ?? 0) >= row.amount,
    };
  }
  return result;
}
