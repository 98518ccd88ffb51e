import type {
  TMe,
  TMyEnrollment,
  TMyFees,
  TMyRegistration,
  TMyResults,
  TStudentHome,
} from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/demo-seed.ts';
import { demoClient } from '@/test/demo-clients.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { Client } from '@/test/use-test-app.ts';

// Issue 19: "at most 10 SQL statements for everything the student home loads (count them in a
// test)". The enrolled demo student has fees (one part-paid), an open registration period and
// published results with a carry-over, so every part of the home has rows to read. The demo
// seed fills an empty database only: PGlite.
const onPglite = !process.env.DATABASE_URL;

/**
 * What the enrolled student's home asks for when it opens (apps/web: the signed-in user, the
 * home in one answer, the passport photograph; e2e/src/student-home.test.ts checks the page
 * asks for nothing else).
 */
async function homeRequests(student: Client): Promise<string[]> {
  const me = (await student('/api/v1/auth/me')).json() as TMe;
  expect(me.user.passportUrl).toMatch(/^\/api\/v1\/users\/[^/]+\/passport/);
  return ['/api/v1/auth/me', '/api/v1/reports/student-home', me.user.passportUrl ?? ''];
}

describe.runIf(onPglite)('the enrolled student’s home', () => {
  let t: TestApp;
  let student: Client;
  let counting = false;
  let statements: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onQuery: (statement) => {
          if (counting) statements.push(statement);
        },
      },
    );
    await seedDemoData(t.app.services);
    student = await demoClient(t.app, 'student');
  });
  afterAll(() => t?.close());

  /** The statements one request sends. */
  async function cost(url: string) {
    statements = [];
    counting = true;
    const res = await student(url);
    counting = false;
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return statements;
  }

  it('costs at most 10 SQL statements for all it loads', async () => {
    const byRequest: Record<string, string[]> = {};
    for (const url of await homeRequests(student)) byRequest[url] = await cost(url);
    const total = Object.values(byRequest).reduce((n, s) => n + s.length, 0);
    expect(
      total,
      Object.entries(byRequest)
        .map(([url, s]) => `${url}: ${s.length}\n  ${s.join('\n  ')}`)
        .join('\n'),
    ).toBeLessThanOrEqual(10);
  });

  it('says what the registration, fees and results pages say in full', async () => {
    const json = async <T>(url: string) => {
      const res = await student(url);
      expect(res.statusCode, url).toBe(200);
      return res.json() as T;
    };
    const home = await json<TStudentHome>('/api/v1/reports/student-home');
    const enrollment = await json<TMyEnrollment>('/api/v1/academics/my-enrollment');
    expect(home.enrollment).toEqual(enrollment.enrollment);

    const registration = await json<TMyRegistration>('/api/v1/registration/mine');
    expect(registration.period).not.toBeNull();
    expect(home.registration.period).toEqual({
      opensAt: registration.period?.opensAt,
      closesAt: registration.period?.closesAt,
      lateClosesAt: registration.period?.lateClosesAt,
      window: registration.period?.window,
    });
    const saved = registration.registration;
    expect(home.registration.registration).toEqual(
      saved
        ? { state: saved.state, totalUnits: saved.totalUnits, returnReason: saved.returnReason }
        : null,
    );

    const fees = await json<TMyFees>('/api/v1/payments/my-fees');
    expect(fees.fees.some((f) => f.status !== 'paid')).toBe(true);
    expect(home.fees).toEqual(
      fees.fees.map((f) => ({
        id: f.id,
        name: f.name,
        status: f.status,
        amountPaid: f.amountPaid,
        balance: f.balance,
        dueDate: f.dueDate,
        installmentsAllowed: f.installmentsAllowed,
        installmentCount: f.installmentCount,
      })),
    );

    const results = await json<TMyResults>('/api/v1/results/mine');
    const latest = results.semesters.at(-1);
    expect(latest).toBeDefined();
    expect(home.results).toEqual({
      latest: latest
        ? {
            sessionName: latest.sessionName,
            semester: latest.semester,
            gpaDisplay: latest.gpaDisplay,
          }
        : null,
      cgpaDisplay: results.cgpaDisplay,
      carryOvers: results.carryOvers.map((c) => ({ courseId: c.courseId, code: c.code })),
      probation: results.probation,
    });
  });

  it('gives an applicant no studentship and nothing to sum up', async () => {
    const applicant = await demoClient(t.app, 'student', 'applicant42@demo.campusflow.test');
    const res = await applicant('/api/v1/reports/student-home');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enrollment: null,
      fees: [],
      registration: { period: null },
    });
  });
});
