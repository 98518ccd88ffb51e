import { jambSubjects, roleKeys, type TOffering } from '@campusflow/contracts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { sha256Hex } from '@/platform/auth/passwords.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { DEMO_APPLICANTS } from './demo-admissions.ts';
import { DEMO_PAYMENTS, DEMO_SCHOOL_CODE, DEMO_STUDENTS, seedDemoData } from './demo-seed.ts';

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
    expect(tuition).toMatchObject({ status: 'unpaid', installmentCount: 2, amount: 15_000_000 });
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
    expect(ledger.total).toBe(DEMO_PAYMENTS);
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
});
