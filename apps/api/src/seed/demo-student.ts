import { quoteCharges, splitInstallments } from '@campusflow/domain';
import { and, asc, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { issueMatricNumber } from '@/modules/admissions/applications/matric-number.service.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { demoChargeSettings, demoFeeSchedule, primarySubaccount } from './demo-finance.ts';

async function previousSession(tx: Tx, schoolId: string, startYear: number) {
  const [row] = await tx
    .select({ id: academicSessions.id, academicYear: academicYears.label })
    .from(academicSessions)
    .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
    .where(and(eq(academicSessions.schoolId, schoolId), eq(academicYears.startYear, startYear)))
    .orderBy(asc(academicSessions.startsOn))
    .limit(1);
  if (!row) throw new Error(`the demo school has no ${startYear} session`);
  return row;
}

/**
 * Makes `student@` a real 200-level student (README): a matric number of the school's pattern
 * for his entry year (last session), and last session's tuition paid in two card instalments,
 * so that his payment history and receipts are not empty. Of this session's tuition he has
 * paid the first instalment, which opens the fee gate of course registration (the demo school
 * allows partial payment); the second is still owed.
 */
export async function enrollDemoStudent(tx: Tx, schoolId: string, studentId: string) {
  const session = await findCurrentSession(tx, schoolId);
  if (!session) throw new Error('the demo school has no current session');
  const entryYear = session.startYear - 1;
  // generateInstitution enrolled him in Computer Science at 200 level, entry year last session.
  const [enrollment] = await tx
    .select({ id: enrollments.id, programmeId: enrollments.programmeId })
    .from(enrollments)
    .where(and(eq(enrollments.schoolId, schoolId), eq(enrollments.studentId, studentId)));
  if (!enrollment) throw new Error('the demo student has no enrollment');
  const matric = await issueMatricNumber(tx, schoolId, enrollment.programmeId, entryYear);
  await tx.update(users).set({ userOrgId: matric }).where(eq(users.id, studentId));

  const last = await previousSession(tx, schoolId, entryYear);
  const schedule = demoFeeSchedule.find((f) => f.type === 'tuition');
  if (!schedule) throw new Error('the demo fee schedule has no tuition');
  const [tuition] = await tx
    .insert(fees)
    .values({
      schoolId,
      sessionId: last.id,
      type: 'tuition',
      name: schedule.name,
      amount: schedule.amount,
      installmentsAllowed: true,
      installmentCount: schedule.parts,
      dueDate: `${entryYear + 1}-01-31`,
    })
    .returning({ id: fees.id });
  if (!tuition) throw new Error('demo tuition insert failed');
  // Paid at the start of each semester of his first year.
  const paidOn = [
    new Date(Date.UTC(entryYear, 9, 14, 10, 12)),
    new Date(Date.UTC(entryYear + 1, 2, 16, 11, 40)),
  ];
  const parts = splitInstallments(schedule.amount, schedule.parts);
  const subaccount = await primarySubaccount(tx, schoolId);
  await tx.insert(payments).values(
    parts.map((amount, i) => {
      const at = paidOn[i] ?? new Date(Date.UTC(entryYear + 1, 5, 1));
      const quote = quoteCharges(amount, demoChargeSettings);
      return {
        schoolId,
        studentId,
        feeId: tuition.id,
        programmeId: enrollment.programmeId,
        enrollmentId: enrollment.id,
        sessionId: last.id,
        academicYear: last.academicYear,
        level: 100,
        paymentType: 'tuition' as const,
        reference: `PAY-${at.getTime()}-EMEKA${i + 1}`,
        status: 'paid' as const,
        paymentMode: 'card' as const,
        gateway: 'paystack',
        channel: 'card',
        amount,
        amountPaid: amount,
        balance: 0,
        platformFee: quote.platformFee,
        gatewayFee: quote.gatewayFee,
        total: quote.total,
        installmentNumber: i + 1,
        totalInstallments: parts.length,
        subaccount,
        paymentDate: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await payFirstInstalmentOfThisSession(tx, schoolId, studentId, enrollment, session);
  return { matric, enrollmentId: enrollment.id };
}

async function payFirstInstalmentOfThisSession(
  tx: Tx,
  schoolId: string,
  studentId: string,
  enrollment: { id: string; programmeId: string },
  session: { id: string; academicYear: string },
) {
  const [tuition] = await tx
    .select({ id: fees.id, amount: fees.amount, parts: fees.installmentCount })
    .from(fees)
    .where(
      and(eq(fees.schoolId, schoolId), eq(fees.sessionId, session.id), eq(fees.type, 'tuition')),
    );
  if (!tuition) throw new Error('the demo school has no tuition this session');
  const parts = splitInstallments(tuition.amount, tuition.parts);
  const amount = parts[0] ?? tuition.amount;
  const at = new Date(Date.now() - 9 * 24 * 60 * 60 * 1000);
  const quote = quoteCharges(amount, demoChargeSettings);
  await tx.insert(payments).values({
    schoolId,
    studentId,
    feeId: tuition.id,
    programmeId: enrollment.programmeId,
    enrollmentId: enrollment.id,
    sessionId: session.id,
    academicYear: session.academicYear,
    level: 200,
    paymentType: 'tuition',
    reference: `PAY-${at.getTime()}-EMEKA3`,
    status: 'paid',
    paymentMode: 'card',
    gateway: 'paystack',
    channel: 'card',
    amount,
    amountPaid: amount,
    balance: 0,
    platformFee: quote.platformFee,
    gatewayFee: quote.gatewayFee,
    total: quote.total,
    installmentNumber: 1,
    totalInstallments: parts.length,
    subaccount: await primarySubaccount(tx, schoolId),
    paymentDate: at,
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * `multi@` holds the lecturer role too: it teaches three Computer Science courses this session
 * beside their own lecturer, so that its teacher home lists courses.
 */
export async function assignDemoLecturer(tx: Tx, schoolId: string, userId: string) {
  const session = await findCurrentSession(tx, schoolId);
  if (!session) throw new Error('the demo school has no current session');
  const taught = await tx
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(departments, eq(departments.id, courses.departmentId))
    .where(and(eq(courses.schoolId, schoolId), eq(departments.code, 'CSC')))
    .orderBy(asc(courses.code))
    .limit(3);
  if (taught.length === 0) throw new Error('the demo school has no Computer Science courses');
  await tx.insert(staffAssignments).values(
    taught.map((c) => ({
      schoolId,
      kind: 'teacher' as const,
      userId,
      courseId: c.id,
      sessionId: session.id,
    })),
  );
}
