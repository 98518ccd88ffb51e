import type { TFeeType } from '@campusflow/contracts';
import {
  type OfferedCourse,
  type RegistrationWindow,
  registrationWindow,
} from '@campusflow/domain';
import { and, arrayContains, asc, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  enrolledStudentCondition,
  findCurrentSession,
  loadSchoolSettings,
} from '@/modules/academics/academics.queries.ts';
import { registrationPeriods, semesters } from '@/modules/academics/calendar.tables.ts';
import {
  coursePrerequisites,
  courses,
  curriculumItems,
} from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  ensureLateRegistrationFee,
  unpaidRegistrationFees,
} from '@/modules/payments/payments.queries.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
  offeringSeats,
} from './registration.tables.ts';
import { resultsHistory, withCarryOvers } from './results-history.ts';

export type Offer = OfferedCourse & {
  title: string;
  /** A course failed or missed in a published result and not passed since. */
  carryOver: boolean;
  prerequisites: { id: string; code: string }[];
  seatsTaken: number;
  capacity: number | null;
};

type Period = typeof registrationPeriods.$inferSelect & {
  semester: number;
  window: RegistrationWindow;
};

export type Blocker =
  | { code: 'not_enrolled' | 'no_period' | 'passport_missing' }
  | { code: 'not_yet_open' | 'closed'; period: Period }
  | { code: 'fees_unpaid'; feeTypes: TFeeType[] };

/** Everything registration decides on, read in a handful of statements. */
export type RegistrationContext = Awaited<ReturnType<typeof loadRegistrationContext>>;

/** The student's enrollment (enrolled, with a matric number), programme limits and passport. */
async function enrolledStudent(db: DbOrTx, schoolId: string, studentId: string) {
  const [row] = await db
    .select({
      enrollmentId: enrollments.id,
      programmeId: enrollments.programmeId,
      programmeTypeId: programmes.programmeTypeId,
      departmentId: programmes.departmentId,
      level: enrollments.currentLevel,
      minUnits: programmes.minUnits,
      maxUnits: programmes.maxUnits,
      passportFileId: users.passportFileId,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .where(enrolledStudentCondition(schoolId, studentId))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The active periods of the session for the student's programme type and level. */
export function periodsOfStudent(
  schoolId: string,
  sessionId: string,
  student: { programmeTypeId: string; level: number },
) {
  return and(
    eq(registrationPeriods.schoolId, schoolId),
    eq(registrationPeriods.sessionId, sessionId),
    eq(registrationPeriods.status, 'active'),
    or(
      isNull(registrationPeriods.programmeTypeId),
      eq(registrationPeriods.programmeTypeId, student.programmeTypeId),
    ),
    or(
      sql`cardinality(${registrationPeriods.levels}) = 0`,
      arrayContains(registrationPeriods.levels, [student.level]),
    ),
  );
}

/**
 * Of the student's periods (by opening), the one that concerns them: one open (or in its late
 * window), else the next to open, else the last closed.
 */
export function periodThatConcerns<
  T extends { opensAt: Date; closesAt: Date; lateClosesAt: Date | null },
>(periods: readonly T[], now: Date): (T & { window: RegistrationWindow }) | null {
  const windowed = periods.map((p) => ({ ...p, window: registrationWindow(p, now) }));
  return (
    windowed.find((p) => p.window === 'open' || p.window === 'late') ??
    windowed.find((p) => p.window === 'upcoming') ??
    windowed.at(-1) ??
    null
  );
}

/**
 * The period that concerns the student in the current session (`periodThatConcerns`). Its
 * semester is the semester registered for.
 */
async function periodFor(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  student: { programmeTypeId: string; level: number },
  now: Date,
): Promise<Period | null> {
  const rows = await db
    .select({ period: registrationPeriods, semester: semesters.sequence })
    .from(registrationPeriods)
    .innerJoin(semesters, eq(semesters.id, registrationPeriods.semesterId))
    .where(periodsOfStudent(schoolId, sessionId, student))
    .orderBy(asc(registrationPeriods.opensAt));
  return periodThatConcerns(
    rows.map((r) => ({ ...r.period, semester: r.semester })),
    now,
  );
}

/** A course's prerequisites as `[{ id, code }]`, by code: one column of the offer's statement. */
const prerequisite = alias(courses, 'prerequisite');
const prerequisitesOf = (schoolId: string) =>
  sql<{ id: string; code: string }[]>`coalesce((
    select json_agg(json_build_object('id', ${prerequisite.id}, 'code', ${prerequisite.code})
      order by ${prerequisite.code})
    from ${coursePrerequisites}
    join ${courses} ${prerequisite} on ${prerequisite.id} = ${coursePrerequisites.prerequisiteId}
    where ${coursePrerequisites.courseId} = ${courses.id}
      and ${coursePrerequisites.schoolId} = ${schoolId}
  ), '[]'::json)`;

/**
 * The curriculum's courses of the programme, level and semester, with prerequisites and seats,
 * in one statement (the page and every save read it).
 */
async function offerFor(
  db: DbOrTx,
  schoolId: string,
  student: { programmeId: string; level: number },
  period: Period,
): Promise<Offer[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: courses.units,
      capacity: courses.capacity,
      category: curriculumItems.category,
      seatsTaken: sql<number>`coalesce(${offeringSeats.taken}, 0)`.mapWith(Number),
      prerequisites: prerequisitesOf(schoolId),
    })
    .from(curriculumItems)
    .innerJoin(courses, eq(courses.id, curriculumItems.courseId))
    .leftJoin(
      offeringSeats,
      and(eq(offeringSeats.courseId, courses.id), eq(offeringSeats.semesterId, period.semesterId)),
    )
    .where(
      and(
        eq(curriculumItems.schoolId, schoolId),
        eq(courses.schoolId, schoolId),
        eq(courses.status, 'active'),
        eq(curriculumItems.programmeId, student.programmeId),
        eq(curriculumItems.level, student.level),
        eq(curriculumItems.semester, period.semester),
      ),
    )
    .orderBy(asc(courses.code));
  return rows.map((r) => ({
    courseId: r.courseId,
    code: r.code,
    title: r.title,
    units: r.units,
    compulsory: r.category !== 'elective',
    carryOver: false,
    prerequisiteIds: r.prerequisites.map((p) => p.id),
    prerequisites: r.prerequisites,
    seatsTaken: r.seatsTaken,
    capacity: r.capacity,
  }));
}

/** The student's registration for the semester, with its course ids, in one statement. */
async function savedRegistration(db: DbOrTx, enrollmentId: string, semesterId: string) {
  const [row] = await db
    .select({
      ...getTableColumns(courseRegistrations),
      courseIds: sql<string[]>`coalesce((
        select json_agg(${courseRegistrationItems.courseId})
        from ${courseRegistrationItems}
        where ${courseRegistrationItems.registrationId} = ${courseRegistrations.id}
      ), '[]'::json)`,
    })
    .from(courseRegistrations)
    .where(
      and(
        eq(courseRegistrations.enrollmentId, enrollmentId),
        eq(courseRegistrations.semesterId, semesterId),
      ),
    );
  return row ?? null;
}

/**
 * What registration needs to know about the student now, and why they cannot register if they
 * cannot (in the order the page asks them to act).
 */
export async function loadRegistrationContext(
  db: DbOrTx,
  schoolId: string,
  studentId: string,
  now: Date,
) {
  // The student, the session and the school's settings in one round: none needs another.
  const [student, session, { settings }] = await Promise.all([
    enrolledStudent(db, schoolId, studentId),
    findCurrentSession(db, schoolId),
    loadSchoolSettings(db, schoolId),
  ]);
  const blockers: Blocker[] = [];
  const nothingPassed: ReadonlySet<string> = new Set();
  if (!student) {
    blockers.push({ code: 'not_enrolled' });
    return {
      student,
      session,
      period: null,
      offer: [],
      passed: nothingPassed,
      registration: null,
      blockers,
    };
  }
  const period = session ? await periodFor(db, schoolId, session.id, student, now) : null;
  if (!session || !period) blockers.push({ code: 'no_period' });
  else if (period.window === 'upcoming') blockers.push({ code: 'not_yet_open', period });
  else if (period.window === 'closed') blockers.push({ code: 'closed', period });
  if (!student.passportFileId) blockers.push({ code: 'passport_missing' });
  if (!session || !period) {
    return {
      student,
      session,
      period,
      offer: [],
      passed: nothingPassed,
      registration: null,
      blockers,
    };
  }
  // In the late window the late-registration fee joins the fees to pay first.
  const feeTypes: TFeeType[] = [...settings.feeTypesRequiredForRegistration];
  if (period.window === 'late') {
    feeTypes.push('late_registration');
    // The period's late fee is a fee of the schedule, paid through the ordinary checkout.
    if (period.lateFeeKobo) {
      await ensureLateRegistrationFee(db, {
        schoolId,
        sessionId: session.id,
        amountKobo: period.lateFeeKobo,
      });
    }
  }
  const [curriculum, history, registration, unpaid] = await Promise.all([
    offerFor(db, schoolId, student, period),
    resultsHistory(db, schoolId, student.enrollmentId, period.semesterId),
    savedRegistration(db, student.enrollmentId, period.semesterId),
    unpaidRegistrationFees(db, {
      schoolId,
      studentId,
      sessionId: session.id,
      programmeId: student.programmeId,
      level: student.level,
      feeTypes,
      partialPaymentAllowed: settings.partialPaymentAllowed,
    }),
  ]);
  if (unpaid.length) blockers.push({ code: 'fees_unpaid', feeTypes: unpaid });
  const offer = withCarryOvers(curriculum, history, period.semester);
  return { student, session, period, offer, passed: history.passed, registration, blockers };
}
