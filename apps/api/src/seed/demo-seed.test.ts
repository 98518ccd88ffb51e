import { jambSubjects, roleKeys, type TOffering } from '@campusflow/contracts';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { courseRegistrations, offeringSeats } from '@/modules/registration/registration.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { routeSeats, transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import { sha256Hex } from '@/platform/auth/passwords.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { DEMO_APPLICANTS } from './demo-admissions.ts';
import { DEMO_DOUBLE_PAYMENTS } from './demo-office-work.ts';
import {
  DEMO_PAYMENTS,
  DEMO_SCHOOL_CODE,
  DEMO_STUDENT_PAYMENTS,
  DEMO_STUDENTS,
  seedDemoData,
} from './demo-seed.ts';

type Offer = {
  courseId: string;
  code: string;
  units: number;
  chosen: boolean;
  prerequisitesMet: boolean;
  seatsTaken: number;
  capacity: number | null;
};
/** The offered courses the student may take now: prerequisites met and a seat free. */
const takeableOf = (page: { proposal: { courses: Offer[] } }) =>
  page.proposal.courses.filter(
    (c) => c.prerequisitesMet && (c.capacity === null || c.seatsTaken < c.capacity),
  );

async function signIn(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { identifier: email, password: 'Demo-pass-2025' },
  });
  return String(login.headers['set-cookie']).split(';')[0] ?? '';
}

// Seeding needs an empty database, which a shared PostgreSQL test database is not.
const onPglite = !process.env.DATABASE_URL;

const t = useTestApp();

describe.runIf(onPglite)('seedDemoData', () => {
  it('creates the demo school once, and only into an empty database', async () => {
    expect(await seedDemoData(t.app.services)).toBe(true);
    expect(await seedDemoData(t.app.services)).toBe(false);
    const rows = await t.database.db
      .select()
      .from(schools)
      .where(eq(schools.code, DEMO_SCHOOL_CODE));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Campusflow Demo University');
  });

  it('creates one account per role, a multi-role user and ten pre-registered students', async () => {
    const people = await t.database.db
      .select({
        email: users.email,
        orgId: users.userOrgId,
        legacy: users.legacyPasswordSha256,
        role: userRoles.role,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id));
    for (const role of roleKeys) {
      const holders = people.filter(
        (p) => p.email === `${role.toLowerCase()}@demo.campusflow.test`,
      );
      expect(
        holders.map((h) => h.role),
        role,
      ).toEqual([role]);
    }
    const multi = people.filter((p) => p.email === 'multi@demo.campusflow.test').map((p) => p.role);
    expect(multi.sort()).toEqual(['hos', 'teacher']);
    const preRegistered = people.filter((p) => p.orgId?.startsWith('DEMO/2025/'));
    expect(preRegistered).toHaveLength(10);
    expect(preRegistered.find((p) => p.orgId === 'DEMO/2025/0007')?.legacy).toBe(
      sha256Hex('first-0007'),
    );
  });

  it('builds a whole institution around the demo accounts', async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(schools).where(eq(schools.code, DEMO_SCHOOL_CODE));
    const schoolId = demo?.id ?? '';
    const idOf = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
    const [csc] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.schoolId, schoolId), eq(departments.code, 'CSC')));
    const heads = await db
      .select()
      .from(staffAssignments)
      .where(
        and(eq(staffAssignments.kind, 'hod'), eq(staffAssignments.departmentId, csc?.id ?? '')),
      );
    expect(heads.map((h) => h.userId)).toEqual([await idOf('hod@demo.campusflow.test')]);
    const teacherId = await idOf('teacher@demo.campusflow.test');
    const taught = await db
      .select()
      .from(staffAssignments)
      .where(and(eq(staffAssignments.kind, 'teacher'), eq(staffAssignments.userId, teacherId)));
    expect(taught.length).toBeGreaterThan(10);
    const studentId = await idOf('student@demo.campusflow.test');
    const ownEnrollment = await db
      .select()
      .from(enrollments)
      .where(eq(enrollments.studentId, studentId));
    expect(ownEnrollment.map((e) => e.currentLevel)).toEqual([200]);
    const [enrolled] = await db
      .select({ n: count() })
      .from(enrollments)
      .where(eq(enrollments.schoolId, schoolId));
    expect(enrolled?.n).toBe(DEMO_STUDENTS + 11 + DEMO_APPLICANTS);
    const [current] = await db
      .select()
      .from(academicSessions)
      .where(and(eq(academicSessions.schoolId, schoolId), eq(academicSessions.isCurrent, true)));
    expect(current?.name).toMatch(/^\d{4}\/\d{4} Regular$/);
  });

  it('gives the demo student a passport photograph that can be served', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: 'student@demo.campusflow.test', password: 'Demo-pass-2025' },
    });
    const user = login.json().user;
    expect(user.hasPassport).toBe(true);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const photo = await t.app.inject({ url: user.passportUrl, headers: { cookie } });
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('lets the demo student register on first start, and he has not yet', async () => {
    const cookie = await signIn('student@demo.campusflow.test');
    const page = (
      await t.app.inject({
        url: '/api/v1/registration/mine',
        headers: { cookie, 'x-role': 'student' },
      })
    ).json();
    expect(page.period.window).toBe('open');
    // His first tuition instalment is paid and the school accepts one instalment.
    expect(page.blockers).toEqual([]);
    expect(page.registration).toBeNull();
    expect(page.proposal.level).toBe(200);
    // CSC 201 needs CSC 101, which he passed last session; GST 103, which he failed, comes
    // back as a carry-over, proposed first.
    const csc201 = page.proposal.courses.find((c: { code: string }) => c.code === 'CSC 201');
    expect(csc201).toMatchObject({ category: 'compulsory', prerequisitesMet: true });
    expect(page.proposal.courses[0]).toMatchObject({
      code: 'GST 103',
      category: 'carry_over',
      chosen: true,
    });
    const takeable = takeableOf(page);
    const units = (list: Offer[]) => list.reduce((sum, c) => sum + c.units, 0);
    expect(units(takeable.filter((c) => c.chosen))).toBe(16);
    expect(units(takeable)).toBeGreaterThanOrEqual(page.proposal.minUnits);
    expect(page.proposal.minUnits).toBe(15);
  });

  it('gives the demo school a fee schedule, accounts and a ledger, and the student tuition to pay', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: 'student@demo.campusflow.test', password: 'Demo-pass-2025' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const mine = await t.app.inject({
      url: '/api/v1/payments/my-fees',
      headers: { cookie, 'x-role': 'student' },
    });
    const body = mine.json();
    // An enrolled student is offered the fees of his programme and level: no admission fees,
    // and no hostel or transport fees (those come with a bed or a subscription).
    expect(body.fees.map((f: { type: string }) => f.type).sort()).toEqual(['tuition']);
    const tuition = body.fees.find((f: { type: string }) => f.type === 'tuition');
    // The first instalment is paid (it opens course registration); the second is owed.
    expect(tuition).toMatchObject({ status: 'partial', installmentCount: 2, amount: 15_000_000 });
    expect(body.staticAccounts).toHaveLength(1);

    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: 'accountant@demo.campusflow.test', password: 'Demo-pass-2025' },
    });
    const staffCookie = String(staff.headers['set-cookie']).split(';')[0] ?? '';
    const ledger = (
      await t.app.inject({
        url: '/api/v1/payments',
        headers: { cookie: staffCookie, 'x-role': 'accountant' },
      })
    ).json();
    const [fees] = await t.database.db
      .select({ n: count() })
      .from(enrollments)
      .where(isNotNull(enrollments.applicationPaymentRef));
    expect(fees?.n).toBe(38);
    expect(ledger.total).toBe(
      DEMO_PAYMENTS + DEMO_STUDENT_PAYMENTS + DEMO_DOUBLE_PAYMENTS + (fees?.n ?? 0),
    );
    const statuses = new Set(ledger.items.map((p: { status: string }) => p.status));
    expect(ledger.totals.pendingCount).toBeGreaterThan(0);
    expect(ledger.totals.amountPaid).toBeGreaterThan(0);
    expect(statuses.size).toBeGreaterThan(1);
  });

  it('opens admissions with applicants at every stage and a draft for applicant@', async () => {
    const stages = await t.database.db
      .select({ stage: enrollments.stage, n: count() })
      .from(applications)
      .innerJoin(enrollments, eq(enrollments.id, applications.enrollmentId))
      .groupBy(enrollments.stage);
    const byStage = Object.fromEntries(stages.map((r) => [r.stage, r.n]));
    for (const stage of [
      'draft',
      'submitted',
      'screening',
      'entrance_exam',
      'offered',
      'enrolled',
    ]) {
      expect(byStage[stage]).toBeGreaterThan(0);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: 'applicant@demo.campusflow.test', password: 'Demo-pass-2025' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const mine = await t.app.inject({
      url: '/api/v1/admissions/my-application',
      headers: { cookie, 'x-role': 'student' },
    });
    expect(mine.json().application).toMatchObject({
      stage: 'draft',
      applicationPayment: 'pending',
    });
    const open = await t.app.inject({
      url: `/api/v1/admissions/open-programmes/${DEMO_SCHOOL_CODE}`,
    });
    expect(open.json().items.length).toBe(6);
    expect(open.json().stages).toEqual({ screening: true, entranceExam: true });

    // Each programme asks for the subjects a Nigerian university would: arts for the arts.
    const offerings: TOffering[] = open.json().items;
    const byName = new Map(offerings.map((o) => [o.programmeName, o]));
    for (const o of offerings) {
      expect(o.utmeSubjects).toHaveLength(4);
      expect(o.utmeSubjects[0]).toBe('Use of English');
      expect(o.utmeSubjects.every((s) => (jambSubjects as readonly string[]).includes(s))).toBe(
        true,
      );
    }
    expect(byName.get('History and International Studies')?.utmeSubjects).toEqual([
      'Use of English',
      'History',
      'Government',
      'Literature in English',
    ]);
    expect(byName.get('English and Literary Studies')?.olevelSubjects).toContain(
      'Literature in English',
    );
    expect(byName.get('Civil Engineering')?.utmeSubjects).toEqual([
      'Use of English',
      'Mathematics',
      'Physics',
      'Chemistry',
    ]);
    // A seeded applicant wrote the subjects of the programme applied for.
    const written = await t.database.db
      .select({ programmeId: enrollments.programmeId, utmeSubjects: applications.utmeSubjects })
      .from(applications)
      .innerJoin(enrollments, eq(enrollments.id, applications.enrollmentId))
      .where(eq(enrollments.stage, 'submitted'));
    expect(written.length).toBeGreaterThan(0);
    for (const w of written) {
      expect(w.utmeSubjects).toEqual(
        offerings.find((o) => o.programmeId === w.programmeId)?.utmeSubjects,
      );
    }
  });

  it('makes the demo student a 200-level student with a matric number, last session paid and this session begun', async () => {
    const db = t.database.db;
    const [emeka] = await db
      .select({ id: users.id, matric: users.userOrgId })
      .from(users)
      .where(eq(users.email, 'student@demo.campusflow.test'));
    const [own] = await db
      .select()
      .from(enrollments)
      .where(eq(enrollments.studentId, emeka?.id ?? ''));
    const [current] = await db
      .select({ startYear: academicYears.startYear })
      .from(academicSessions)
      .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
      .where(eq(academicSessions.isCurrent, true));
    const entryYear = (current?.startYear ?? 0) - 1;
    expect(own).toMatchObject({ stage: 'enrolled', currentLevel: 200, entryYear });
    // The school's pattern, {SCHOOLCODE}/{YY}/{DEPT}/{SEQ4}, as an acceptance would issue it.
    expect(emeka?.matric).toMatch(new RegExp(`^DEMO/${String(entryYear).slice(2)}/CSC/\\d{4}$`));
    const [twins] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(users.userOrgId, emeka?.matric ?? ''));
    expect(twins?.n).toBe(1);

    const cookie = await signIn('student@demo.campusflow.test');
    const mine = (
      await t.app.inject({
        url: '/api/v1/payments/mine',
        headers: { cookie, 'x-role': 'student' },
      })
    ).json();
    expect(mine.total).toBe(DEMO_STUDENT_PAYMENTS);
    expect(mine.items.map((p: { level: number }) => p.level).sort()).toEqual([100, 100, 200]);
    for (const p of mine.items) {
      expect(p).toMatchObject({ paymentType: 'tuition', status: 'paid' });
      const receipt = await t.app.inject({
        url: `/api/v1/payments/${p.id}/receipt.pdf`,
        headers: { cookie, 'x-role': 'student' },
      });
      expect(receipt.statusCode).toBe(200);
    }
    const paidAt = (level: number) =>
      mine.items
        .filter((p: { level: number }) => p.level === level)
        .reduce((sum: number, p: { amountPaid: number }) => sum + p.amountPaid, 0);
    expect(paidAt(100)).toBe(15_000_000);
    expect(paidAt(200)).toBe(7_500_000);
  });

  it('gives multi@ courses to teach this session', async () => {
    const cookie = await signIn('multi@demo.campusflow.test');
    const mine = await t.app.inject({
      url: '/api/v1/academics/my-courses',
      headers: { cookie, 'x-role': 'teacher' },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.length).toBe(3);
  });

  it('leaves no enrollment pointing at a payment that does not exist', async () => {
    const result = await t.database.db.execute(sql`
      select count(*)::int as n
      from enrollments e,
           lateral (values ('application', e.application_payment_ref, e.application_payment_date),
                           ('entrance', e.entrance_payment_ref, e.entrance_payment_date),
                           ('screening', e.screening_payment_ref, e.screening_payment_date))
             as r(type, reference, paid_at)
      where r.reference is not null
        and not exists (
          select 1 from payments p
          where p.reference = r.reference and p.student_id = e.student_id
            and p.school_id = e.school_id and p.payment_type = r.type
            and p.status in ('completed', 'paid') and p.balance = 0
            and p.payment_date = r.paid_at
        )
    `);
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as { n: number }[];
    expect(rows[0]?.n).toBe(0);

    const [one] = await t.database.db
      .select({ reference: enrollments.applicationPaymentRef })
      .from(enrollments)
      .where(isNotNull(enrollments.applicationPaymentRef))
      .limit(1);
    const check = await t.app.inject({
      url: `/api/v1/payments/receipts/${encodeURIComponent(one?.reference ?? '')}`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ feeName: 'Application fee', status: 'completed' });
  });

  it('gives the heads of department a queue of registrations in mixed states', async () => {
    const db = t.database.db;
    const rows = await db
      .select({
        state: courseRegistrations.state,
        departmentCode: departments.code,
        reviewedBy: courseRegistrations.reviewedBy,
        head: staffAssignments.userId,
        reviewedAt: courseRegistrations.reviewedAt,
        submittedAt: courseRegistrations.submittedAt,
        code: courseRegistrations.verificationCode,
        reason: courseRegistrations.returnReason,
      })
      .from(courseRegistrations)
      .innerJoin(departments, eq(departments.id, courseRegistrations.departmentId))
      .innerJoin(
        staffAssignments,
        and(
          eq(staffAssignments.departmentId, courseRegistrations.departmentId),
          eq(staffAssignments.kind, 'hod'),
        ),
      )
      .innerJoin(
        academicSessions,
        and(
          eq(academicSessions.id, courseRegistrations.sessionId),
          eq(academicSessions.isCurrent, true),
        ),
      );
    // About 60 % of the 500 generated students; the demo accounts register themselves.
    expect(rows.length).toBeGreaterThan(DEMO_STUDENTS * 0.5);
    expect(rows.length).toBeLessThan(DEMO_STUDENTS * 0.7);
    const share = (state: string) => rows.filter((r) => r.state === state).length / rows.length;
    expect(share('submitted')).toBeGreaterThan(0.4);
    expect(share('approved')).toBeGreaterThan(0.2);
    expect(share('returned')).toBeGreaterThan(0.05);
    expect(share('draft')).toBeGreaterThan(0.05);
    const now = Date.now();
    for (const r of rows.filter((x) => x.state === 'approved' || x.state === 'returned')) {
      expect(r.reviewedBy).toBe(r.head);
      expect(r.reviewedAt?.getTime()).toBeLessThan(now);
      expect(r.reviewedAt?.getTime()).toBeGreaterThan(r.submittedAt?.getTime() ?? now);
    }
    expect(rows.filter((r) => r.state === 'approved').every((r) => r.code)).toBe(true);
    expect(rows.filter((r) => r.state === 'returned').every((r) => r.reason)).toBe(true);
    expect(rows.filter((r) => r.state === 'draft').every((r) => !r.submittedAt)).toBe(true);
    const hodId = (
      await db.select().from(users).where(eq(users.email, 'hod@demo.campusflow.test'))
    )[0]?.id;
    const waiting = rows.filter(
      (r) => r.head === hodId && r.departmentCode === 'CSC' && r.state === 'submitted',
    );
    expect(waiting.length).toBeGreaterThan(3);

    // The HOD's course pages count the approved registrations.
    const cookie = await signIn('hod@demo.campusflow.test');
    const dept = (
      await t.app.inject({
        url: '/api/v1/academics/my-department',
        headers: { cookie, 'x-role': 'hod' },
      })
    ).json();
    const counted = dept.courses.reduce(
      (sum: number, c: { studentCount: number }) => sum + c.studentCount,
      0,
    );
    expect(counted).toBeGreaterThan(0);
  });

  it('counts every seat, keeps every registration within its units, and fills a few seats', async () => {
    const db = t.database.db;
    const result = await db.execute(sql`
      select
        (select count(*)::int from offering_seats s
          where s.taken <> (select count(*) from course_registration_items i
                            join course_registrations r on r.id = i.registration_id
                            where i.course_id = s.course_id and r.semester_id = s.semester_id))
          as wrong_seats,
        (select count(*)::int from course_registration_items i
          join course_registrations r on r.id = i.registration_id
          where not exists (select 1 from offering_seats s
                            where s.course_id = i.course_id and s.semester_id = r.semester_id))
          as uncounted,
        (select count(*)::int from course_registrations r
          where r.total_units > r.max_units
             or r.total_units <> (select sum(units) from course_registration_items i
                                  where i.registration_id = r.id)
             or r.total_units < (select p.min_units from enrollments e
                                 join programmes p on p.id = e.programme_id
                                 where e.id = r.enrollment_id)) as wrong_units,
        (select count(*)::int from course_registration_items i
          join course_registrations r on r.id = i.registration_id
          join academic_sessions a on a.id = r.session_id and a.is_current
          join course_prerequisites cp on cp.course_id = i.course_id) as blocked_taken
    `);
    const [check] = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, number>[];
    expect(check).toEqual({ wrong_seats: 0, uncounted: 0, wrong_units: 0, blocked_taken: 0 });

    const limited = await db
      .select({ code: courses.code, capacity: courses.capacity, taken: offeringSeats.taken })
      .from(courses)
      .innerJoin(offeringSeats, eq(offeringSeats.courseId, courses.id))
      .where(
        and(
          isNotNull(courses.capacity),
          sql`${offeringSeats.semesterId} in (select s.id from semesters s
            join academic_sessions a on a.id = s.session_id where a.is_current)`,
        ),
      );
    expect(limited.every((c) => c.code.startsWith('CSC '))).toBe(true);
    const fill = (c: { capacity: number | null; taken: number }) => c.taken / (c.capacity ?? 1);
    expect(limited.filter((c) => fill(c) === 1)).toHaveLength(1);
    expect(limited.filter((c) => fill(c) >= 0.8 && fill(c) < 1).length).toBeGreaterThan(0);
  });

  it('publishes earlier sessions and leaves this semester’s score sheets in every state', async () => {
    const db = t.database.db;
    const result = await db.execute(sql`
      select
        (select count(*)::int from score_sheets s join academic_sessions a on a.id = s.session_id
          where not a.is_current and s.state <> 'published') as unpublished_past,
        (select count(*)::int from score_sheets s join academic_sessions a on a.id = s.session_id
          where a.is_current and s.state = 'published') as published_now,
        (select array_agg(distinct s.state order by s.state) from score_sheets s
          join academic_sessions a on a.id = s.session_id where a.is_current) as states_now,
        (select count(*)::int from score_sheets where return_reason is not null) as returned,
        (select string_agg(c.code || ':' || sc.grade, ',' order by c.code) from scores sc
          join score_sheets sh on sh.id = sc.sheet_id join courses c on c.id = sh.course_id
          join enrollments e on e.id = sc.enrollment_id join users u on u.id = e.student_id
          where u.email = 'student@demo.campusflow.test' and sc.points = 0) as student_fails
    `);
    const [check] = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
    expect(check).toMatchObject({
      unpublished_past: 0,
      published_now: 0,
      states_now: ['draft', 'hod_approved', 'submitted'],
      student_fails: 'GST 103:F',
    });
    expect(Number(check?.returned)).toBeGreaterThan(0);

    // The demo student sees last session's results: a CGPA, and GST 103 to carry over.
    const studentCookie = await signIn('student@demo.campusflow.test');
    const results = (
      await t.app.inject({
        url: '/api/v1/results/mine',
        headers: { cookie: studentCookie, 'x-role': 'student' },
      })
    ).json();
    expect(results.semesters).toHaveLength(2);
    expect(results.carryOvers.map((c: { code: string }) => c.code)).toEqual(['GST 103']);
    expect(Number(results.cgpa)).toBeGreaterThan(2);

    // The demo lecturer has a half-filled draft, and sheets waiting on the HOD and the officer.
    const cookie = await signIn('teacher@demo.campusflow.test');
    const mine = (
      await t.app.inject({
        url: '/api/v1/academics/my-courses',
        headers: { cookie, 'x-role': 'teacher' },
      })
    ).json();
    const sheets: { state: string; counts: { graded: number; blank: number } }[] = [];
    for (const course of mine.items.filter((c: { studentCount: number }) => c.studentCount > 0)) {
      const sheet = await t.app.inject({
        url: `/api/v1/results/courses/${course.courseId}/sheet`,
        headers: { cookie, 'x-role': 'teacher' },
      });
      sheets.push(sheet.json());
    }
    const states = new Set(sheets.map((x) => x.state));
    expect([...states].sort()).toEqual(['draft', 'hod_approved', 'submitted']);
    const halfDone = sheets.filter(
      (x) => x.state === 'draft' && x.counts.graded > 0 && x.counts.blank > 0,
    );
    expect(halfDone.length).toBeGreaterThan(0);
  });

  it('takes the demo student’s own registration through the API', async () => {
    const cookie = await signIn('student@demo.campusflow.test');
    // A change is sent from the portal's own origin, as the browser does (CSRF).
    const origin = new URL(t.app.config.publicUrl).origin;
    const headers = { cookie, origin, 'x-role': 'student' };
    const page = (await t.app.inject({ url: '/api/v1/registration/mine', headers })).json();
    const courseIds = takeableOf(page).map((c) => c.courseId);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registration/mine/submit',
      headers,
      payload: { courseIds },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ state: 'submitted' });
    expect(submitted.json().totalUnits).toBeGreaterThanOrEqual(15);
  });
  it('opens hostels with residents, holds and free beds, and the demo student can apply', async () => {
    const cookie = await signIn('student@demo.campusflow.test');
    const origin = new URL(t.app.config.publicUrl).origin;
    const headers = { cookie, origin, 'x-role': 'student' };
    const states = await t.database.db
      .select({ state: hostelApplications.state, n: count() })
      .from(hostelApplications)
      .groupBy(hostelApplications.state);
    const n = (state: string) => states.find((r) => r.state === state)?.n ?? 0;
    expect(n('allocated')).toBeGreaterThan(5);
    expect(n('held')).toBeGreaterThan(5);
    expect(n('released')).toBeGreaterThan(0);
    // Every resident's payment exists and is the hostel fee they were allocated for.
    const residents = await t.database.db
      .select({ paymentType: payments.paymentType, status: payments.status })
      .from(hostelApplications)
      .innerJoin(payments, eq(payments.id, hostelApplications.paymentId))
      .where(eq(hostelApplications.state, 'allocated'));
    expect(residents.length).toBe(n('allocated'));
    expect(new Set(residents.map((r) => `${r.paymentType} ${r.status}`))).toEqual(
      new Set(['hostel completed']),
    );
    const page = (await t.app.inject({ url: '/api/v1/hostels/mine', headers })).json();
    expect(page.blockers).toEqual([]);
    expect(page.application).toBeNull();
    expect(page.hostels.map((h: { name: string }) => h.name)).toEqual(['Kings Hall']);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      headers,
      payload: {},
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().place.hostel).toBe('Kings Hall');
  });
  it('runs transport: a fleet with papers due, three routes with riders, and the demo student can subscribe', async () => {
    const admin = await signIn('transportadmin@demo.campusflow.test');
    const origin = new URL(t.app.config.publicUrl).origin;
    const states = await t.database.db
      .select({ state: transportSubscriptions.state, n: count() })
      .from(transportSubscriptions)
      .groupBy(transportSubscriptions.state);
    const n = (state: string) => states.find((r) => r.state === state)?.n ?? 0;
    expect(n('active')).toBeGreaterThan(5);
    expect(n('awaiting_payment')).toBeGreaterThan(5);
    expect(n('lapsed')).toBeGreaterThan(0);
    // Every rider's payment exists and is their route's fare, settled.
    const riders = await t.database.db
      .select({ paid: payments.feeId, fare: transportSubscriptions.feeId, status: payments.status })
      .from(transportSubscriptions)
      .innerJoin(payments, eq(payments.id, transportSubscriptions.paymentId))
      .where(eq(transportSubscriptions.state, 'active'));
    expect(riders.length).toBe(n('active'));
    expect(riders.every((r) => r.paid === r.fare && r.status === 'completed')).toBe(true);
    // The seats sold are what the subscriptions hold, within every route's capacity.
    const seats = await t.database.db.select().from(routeSeats);
    expect(seats).toHaveLength(3);
    expect(seats.reduce((sum, r) => sum + r.sold, 0)).toBe(n('active') + n('awaiting_payment'));
    expect(seats.every((r) => r.sold <= r.capacity && r.capacity > 0)).toBe(true);
    const routes = (
      await t.app.inject({
        url: '/api/v1/transport/passes/routes',
        headers: { cookie: admin, origin, 'x-role': 'transportAdmin' },
      })
    ).json();
    expect(routes.map((r: { name: string }) => r.name)).toEqual([
      'Lekki Line',
      'Town Loop',
      'Yaba Express',
    ]);

    const cookie = await signIn('student@demo.campusflow.test');
    const headers = { cookie, origin, 'x-role': 'student' };
    const page = (await t.app.inject({ url: '/api/v1/transport/mine', headers })).json();
    expect(page.blockers).toEqual([]);
    expect(page.subscription).toBeNull();
    expect(page.routes).toHaveLength(3);
    const loop = page.routes.find((r: { name: string }) => r.name === 'Town Loop');
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transport/mine/subscribe',
      headers,
      payload: { routeId: loop.id, stopId: loop.stops[1].id },
    });
    expect(subscribed.statusCode).toBe(201);
  });

  it('shows the head of school two sent messages, one with a failed and one with an opted-out recipient', async () => {
    const origin = new URL(t.app.config.publicUrl).origin;
    const headers = { cookie: await signIn('hos@demo.campusflow.test'), origin, 'x-role': 'hos' };
    const history = (await t.app.inject({ url: '/api/v1/messaging/campaigns', headers })).json();
    expect(history.items.map((c: { subject: string }) => c.subject)).toEqual([
      'Reminder: your school fees for this session',
      'Course registration closes on Friday',
    ]);
    const [reminder, deadline] = history.items;
    expect(reminder.counts).toMatchObject({ opted_out: 1, failed: 0, queued: 0 });
    expect(reminder.counts.sent).toBe(reminder.recipients - 1);
    expect(deadline).toMatchObject({ essential: true, audienceLabel: 'All students' });
    expect(deadline.counts).toMatchObject({ failed: 1, queued: 0 });
    expect(deadline.recipients).toBeGreaterThan(400);
    const failed = (
      await t.app.inject({
        url: `/api/v1/messaging/campaigns/${deadline.id}/recipients?status=failed`,
        headers,
      })
    ).json();
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({ attempts: 3, nextAttemptAt: null });
    expect(failed.items[0].lastError).toContain('550 5.1.1');
  });
});
