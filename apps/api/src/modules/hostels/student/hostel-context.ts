import type { ErrorCode, TFeeType } from '@campusflow/contracts';
import { windowBlocker } from '@campusflow/contracts';
import { findCurrentSession, loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { sessionRules } from '@/modules/hostels/beds/session-setup.ts';
import { unpaidRegistrationFees } from '@/modules/payments/payments.queries.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { hostelStudent } from './hostel-student.ts';

export type HostelBlocker = {
  code: 'not_enrolled' | 'no_rules' | 'not_yet_open' | 'closed' | 'gender_missing' | 'fees_unpaid';
  message: string;
  feeTypes?: TFeeType[];
};

/** The refusal an application meets for each blocker. */
export const blockerError: Record<HostelBlocker['code'], ErrorCode> = {
  not_enrolled: 'hostel_not_enrolled',
  no_rules: 'hostel_closed',
  not_yet_open: 'hostel_closed',
  closed: 'hostel_closed',
  gender_missing: 'hostel_gender_missing',
  fees_unpaid: 'hostel_fees_unpaid',
};

/** Everything an application decides on: the session, the student, the rules and the gates. */
export async function loadHostelContext(
  db: DbOrTx,
  schoolId: string,
  studentId: string,
  now = new Date(),
) {
  const [session, student] = await Promise.all([
    findCurrentSession(db, schoolId),
    hostelStudent(db, schoolId, studentId),
  ]);
  const rules = session ? await sessionRules(db, schoolId, session.id) : null;
  const blockers: HostelBlocker[] = [];
  if (!student) {
    blockers.push({
      code: 'not_enrolled',
      message: 'Hostel accommodation is for enrolled students with a matric number.',
    });
  }
  if (!session || !rules) {
    blockers.push({
      code: 'no_rules',
      message: 'Hostel applications for this session have not been opened yet.',
    });
  } else {
    const shut = windowBlocker(rules, 'Hostel applications', now);
    if (shut) blockers.push(shut);
  }
  if (student && !student.gender) {
    blockers.push({
      code: 'gender_missing',
      message:
        'Your profile does not say your gender, which hostel allocation needs. Ask the admissions office to add it.',
    });
  }
  if (student && session && rules && rules.requiredFeeTypes.length > 0) {
    const { settings } = await loadSchoolSettings(db, schoolId);
    const unpaid = await unpaidRegistrationFees(db, {
      schoolId,
      studentId,
      sessionId: session.id,
      programmeId: student.programmeId,
      level: student.level,
      feeTypes: rules.requiredFeeTypes as TFeeType[],
      partialPaymentAllowed: settings.partialPaymentAllowed,
    });
    if (unpaid.length > 0) {
      blockers.push({
        code: 'fees_unpaid',
        message: 'Pay your school fees for this session before applying for a bed space.',
        feeTypes: unpaid,
      });
    }
  }
  return { session, student, rules, blockers };
}

export type HostelContext = Awaited<ReturnType<typeof loadHostelContext>>;
