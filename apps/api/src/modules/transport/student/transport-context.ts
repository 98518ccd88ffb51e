import { windowBlocker } from '@campusflow/contracts';
import { desc, eq } from 'drizzle-orm';
import {
  enrolledStudentCondition,
  findCurrentSession,
} from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { transportRulesOf } from '@/modules/transport/session-settings.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type Blocker = {
  code: 'not_enrolled' | 'no_session' | 'not_yet_open' | 'closed';
  message: string;
};

/** The enrolled student (with a matric number), or null for anyone else. */
async function enrolledStudent(db: DbOrTx, schoolId: string, studentId: string) {
  const [row] = await db
    .select({ enrollmentId: enrollments.id, matricNumber: users.userOrgId })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(enrolledStudentCondition(schoolId, studentId))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return row ?? null;
}

/** What a subscription decides on: the session, the student, the school's rules and the gates. */
export async function loadTransportContext(
  db: DbOrTx,
  schoolId: string,
  studentId: string,
  now = new Date(),
) {
  const [session, student] = await Promise.all([
    findCurrentSession(db, schoolId),
    enrolledStudent(db, schoolId, studentId),
  ]);
  const rules = session ? await transportRulesOf(db, schoolId, session.id) : null;
  const blockers: Blocker[] = [];
  if (!student) {
    blockers.push({
      code: 'not_enrolled',
      message: 'School transport is for enrolled students with a matric number.',
    });
  }
  if (!session || !rules) {
    blockers.push({
      code: 'no_session',
      message: 'The school has no current session, so transport is not open yet.',
    });
  } else {
    const shut = windowBlocker(rules, 'Transport subscriptions', now);
    if (shut) blockers.push(shut);
  }
  return { session, student, rules, blockers };
}

export const blockerError = {
  not_enrolled: 'transport_not_enrolled',
  no_session: 'transport_no_current_session',
  not_yet_open: 'transport_closed',
  closed: 'transport_closed',
} as const;
