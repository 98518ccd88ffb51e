import type { TMe, TStudentHome } from '@campusflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationPeriods, semesters } from '@/modules/academics/calendar.tables.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { submittedRegistration } from '@/test/approved-registration.ts';
import { uniqueTag } from '@/test/fixtures.ts';
import { twoPublishedSemesters } from '@/test/student-results-fixtures.ts';
import { createTestApp } from '@/test/test-app.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';
import {
  markOf,
  type ReadMarks,
  readTables,
  statementCounter,
  tablesOf,
  unmovedBy,
} from '@/test/view-marks.ts';
import { StudentHomes } from './student-home-cache.ts';

// Issue 19: a student's home and the signed-in profile are kept in the API while the view
// marks of their session are those they were made under (migrations 0034 and 0035). These tests prove the marks move for every row the
// home is made from, so a kept home is never stale, and that a kept home costs one statement.
const counter = statementCounter();
const t = useTestApp({}, (env) => createTestApp(env, { onQuery: counter.onQuery }));

/** The period closes sooner than a kept home's safety net (ten minutes) would drop it. */
const CLOSES_IN_MS = 5 * 60_000;

/** A student with something in every part of the home: results, a registration, a fee paid. */
async function studentWithEverything() {
  const { s, c, student } = await twoPublishedSemesters(t);
  const { db } = t.database;
  const [semester] = await db
    .insert(semesters)
    .values({ schoolId: s.schoolId, sessionId: s.session.id, sequence: 1 })
    .returning();
  if (!semester) throw new Error('no semester');
  const now = Date.now();
  const [period] = await db
    .insert(registrationPeriods)
    .values({
      schoolId: s.schoolId,
      sessionId: s.session.id,
      semesterId: semester.id,
      opensAt: new Date(now - CLOSES_IN_MS),
      closesAt: new Date(now + CLOSES_IN_MS),
    })
    .returning();
  if (!period) throw new Error('no period');
  const registrationId = await submittedRegistration(db, {
    schoolId: s.schoolId,
    enrollmentId: s.enrollment.id,
    sessionId: s.session.id,
    semesterId: semester.id,
    departmentId: s.programme.departmentId,
    level: 100,
    courses: [{ id: c.gst.id, units: c.gst.units }],
  });
  await db.insert(payments).values({
    schoolId: s.schoolId,
    studentId: s.student.id,
    feeId: s.tuition.id,
    programmeId: s.programme.id,
    sessionId: s.session.id,
    academicYear: '2026/2027',
    paymentType: 'tuition',
    reference: `PAY-${uniqueTag()}`,
    status: 'completed',
    paymentMode: 'card',
    installmentNumber: 1,
    amount: 5_000_000,
    amountPaid: 5_000_000,
    balance: 5_000_000,
    total: 5_000_000,
    paymentDate: new Date(),
  });
  return { s, student, period, registrationId };
}

type Everything = Awaited<ReturnType<typeof studentWithEverything>>;

/** The home as the student's browser gets it, with the statements the request sent. */
async function readHome(student: Client) {
  const { answer, sent } = await counter.read<TStudentHome>(
    student,
    '/api/v1/reports/student-home',
  );
  return { home: answer, sent };
}

/** The profile as the browser gets it, with the statements the request sent. */
async function readMe(client: Client) {
  const { answer, sent } = await counter.read<TMe>(client, '/api/v1/auth/me');
  return { me: answer, sent };
}

/** The school's mark and every one of its users': what a student's kept pages stand on. */
const schoolAndUsers =
  (schoolId: string): ReadMarks =>
  (tx) =>
    markOf(
      tx,
      sql`select ((select view_mark from schools where id = ${schoolId})
        + (select coalesce(sum(view_mark), 0) from users where school_id = ${schoolId}))::text as mark`,
    );

describe('a student’s kept home', () => {
  let e: Everything;
  let madeWith: string[] = [];
  beforeAll(async () => {
    e = await studentWithEverything();
    madeWith = (await readHome(e.student)).sent;
  });

  it('is sent again, unchanged, for the one statement that reads the session', async () => {
    const first = await readHome(e.student);
    const again = await readHome(e.student);
    expect(again.home).toEqual(first.home);
    expect(again.home.registration.registration?.state).toBe('submitted');
    expect(again.home.fees[0]?.amountPaid).toBe(5_000_000);
    expect(again.home.results.carryOvers.map((c) => c.code)).toEqual([
      expect.stringMatching(/^BIO/),
    ]);
    expect(again.sent).toHaveLength(1);
    expect(tablesOf(again.sent[0] ?? '')).toContain('sessions');
    // Making it took more: the session, then the home's own statements.
    expect(madeWith.length).toBeGreaterThan(3);
  });

  it('shows a change to the student’s own rows at once', async () => {
    await readHome(e.student);
    await t.database.db
      .update(courseRegistrations)
      .set({ state: 'approved' })
      .where(eq(courseRegistrations.id, e.registrationId));
    const after = await readHome(e.student);
    expect(after.home.registration.registration?.state).toBe('approved');
  });

  it('shows a change every student of the school sees at once', async () => {
    const before = await readHome(e.student);
    await e.s.addFee({ name: `Library ${uniqueTag()}`, amount: 500_000 });
    const after = await readHome(e.student);
    expect(after.home.fees).toHaveLength(before.home.fees.length + 1);
  });

  // Whatever the home reads, a change to one of its rows must move a mark; a table read with
  // no trigger of migration 0034 behind it fails here. Each row is changed (to itself) in a
  // transaction that is rolled back, its deferred triggers run at once.
  it('moves a mark for a change to any row of any table the home is made from', async () => {
    const homeTables = readTables(madeWith);
    expect(homeTables).toEqual(
      expect.arrayContaining(['enrollments', 'fees', 'payments', 'scores', 'registration_periods']),
    );
    expect(
      await unmovedBy(t.database.db, homeTables, e.s.schoolId, schoolAndUsers(e.s.schoolId)),
    ).toEqual([]);
  });

  it('keeps the profile (auth/me) too, and moves a mark for any row it is made from', async () => {
    const first = await readMe(e.student);
    const again = await readMe(e.student);
    expect(again.me).toEqual(first.me);
    expect(again.sent).toHaveLength(1);
    // Made again (a change to the user's row), to see what making it reads.
    await t.database.db
      .update(users)
      .set({ phone: '08030000999' })
      .where(eq(users.id, e.s.student.id));
    const made = await readMe(e.student);
    expect(made.me.user.phone).toBe('08030000999');
    const profileTables = readTables(made.sent);
    expect(profileTables).toEqual(expect.arrayContaining(['users', 'user_roles', 'schools']));
    expect(
      await unmovedBy(t.database.db, profileTables, e.s.schoolId, schoolAndUsers(e.s.schoolId)),
    ).toEqual([]);
  });

  it('shows a role granted and the school renamed in the profile at once', async () => {
    await readMe(e.student);
    await t.database.db
      .insert(userRoles)
      .values({ userId: e.s.student.id, role: 'teacher', schoolId: e.s.schoolId });
    expect((await readMe(e.student)).me.user.roles.mainRoles).toContain('teacher');
    const name = `Renamed ${uniqueTag()}`;
    await t.database.db.update(schools).set({ name }).where(eq(schools.id, e.s.schoolId));
    expect((await readMe(e.student)).me.user.schoolName).toBe(name);
  });

  it('is made again when the clock alone changes it (a period closing)', async () => {
    const homes = new StudentHomes(t.database.db);
    const actor: Actor = {
      sessionId: 'not read',
      userId: e.s.student.id,
      name: e.s.student.name,
      email: e.s.student.email,
      schoolId: e.s.schoolId,
      roles: ['student'],
      role: 'student',
      viewMark: 'unchanged',
    };
    const now = Date.now();
    const at = async (time: number) => {
      const { result, sent } = await counter.during(() => homes.answer(actor, new Date(time)));
      return { home: JSON.parse(result.json) as TStudentHome, sent: sent.length };
    };
    const open = await at(now);
    expect(open.home.registration.period?.window).toBe('open');
    const stillOpen = await at(e.period.closesAt.getTime() - 1);
    expect(stillOpen).toEqual({ home: open.home, sent: 0 });
    const closed = await at(e.period.closesAt.getTime());
    expect(closed.home.registration.period?.window).toBe('closed');
    expect(closed.sent).toBeGreaterThan(0);
  });
});
