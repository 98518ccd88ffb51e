import type { TRoleKey, TSchoolReport } from '@campusflow/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { seedDemoData } from '@/seed/demo-seed.ts';
import { demoClient, getJson as json } from '@/test/demo-clients.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const onPglite = !process.env.DATABASE_URL;
const demo = (role: TRoleKey) => demoClient(t.app, role);

type Page = { total: number; items: unknown[] };

// The figures of the demo school, each against the list an officer opens behind it.
describe.runIf(onPglite)('the school report of the demo school', () => {
  let report: TSchoolReport;
  let hos: Client;
  beforeAll(async () => {
    await seedDemoData(t.app.services);
    hos = await demo('hos');
    report = await json<TSchoolReport>(hos, '/api/v1/reports/school');
  });

  it('counts the funnel as the applications list does, in total and per programme', async () => {
    const list = (query: string) =>
      json<Page>(hos, `/api/v1/admissions/applications?limit=1${query}`).then((p) => p.total);
    expect(report.admissions.funnel.applied).toBeGreaterThan(0);
    expect(report.admissions.funnel.applied).toBe(await list(''));
    expect(report.admissions.funnel.enrolled).toBe(await list('&stage=enrolled'));
    const accepted = (await list('&stage=accepted')) + (await list('&stage=enrolled'));
    expect(report.admissions.funnel.accepted).toBe(accepted);
    const [first] = report.admissions.byProgramme;
    expect(first?.applied).toBe(await list(`&programmeId=${first?.programmeId}`));
    const { funnel } = report.admissions;
    expect(funnel.applied).toBeGreaterThanOrEqual(funnel.screened);
    expect(funnel.offered).toBeGreaterThanOrEqual(funnel.accepted);
    expect(funnel.accepted).toBeGreaterThanOrEqual(funnel.enrolled);
  });

  it('counts enrolled students as the academic overview does, by faculty, level and programme', async () => {
    const overview = await json<{ counts: { students: number } }>(
      hos,
      '/api/v1/academics/overview',
    );
    const { enrolment } = report;
    expect(enrolment.students).toBeGreaterThan(0);
    expect(enrolment.students).toBe(overview.counts.students);
    const sum = (rows: { students: number }[]) => rows.reduce((s, r) => s + r.students, 0);
    expect(sum(enrolment.byFaculty)).toBe(enrolment.students);
    expect(sum(enrolment.byLevel)).toBe(enrolment.students);
    expect(sum(enrolment.byProgramme)).toBe(enrolment.students);
  });

  it('sums the money as the ledger does for each fee type of the session', async () => {
    const accountant = await demo('accountant');
    const sessionId = report.session?.id;
    expect(report.revenue.byType.length).toBeGreaterThan(1);
    for (const row of report.revenue.byType) {
      let confirmed = 0;
      for (const status of ['completed', 'paid']) {
        const ledger = await json<{ totals: { amountPaid: number } }>(
          accountant,
          `/api/v1/payments?limit=1&sessionId=${sessionId}&paymentType=${row.type}&status=${status}`,
        );
        confirmed += ledger.totals.amountPaid;
      }
      expect(row.amount, row.type).toBe(confirmed);
    }
    expect(report.revenue.byDay).toHaveLength(30);
    const lastMonth = report.revenue.byDay.reduce((s, d) => s + d.amount, 0);
    expect(lastMonth).toBeLessThanOrEqual(report.revenue.amount);
    const { owed, paid, outstanding } = report.revenue.outstanding;
    expect(owed).toBeGreaterThan(0);
    expect(outstanding).toBe(owed - paid);
  });

  it('counts score sheets as the exam officer’s progress does', async () => {
    const officer = await demo('examOfficer');
    const progress = await json<{ totals: Record<string, number> }>(
      officer,
      '/api/v1/results/progress',
    );
    expect(report.results?.sheets).toBeGreaterThan(0);
    expect(report.results?.byState).toEqual(progress.totals);
  });

  it('counts registrations by semester and state as they are stored', async () => {
    const semester = report.registration?.semesters.find((s) => s.byState.approved > 0);
    expect(semester).toBeDefined();
    const rows = await t.database.db
      .select({ state: courseRegistrations.state, n: count() })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.semesterId, semester?.semesterId ?? ''))
      .groupBy(courseRegistrations.state);
    for (const row of rows) expect(semester?.byState[row.state]).toBe(row.n);
    const started = rows.reduce((s, r) => s + r.n, 0);
    expect(semester?.notStarted).toBe(Math.max(0, report.enrolment.students - started));
  });

  it('gives beds and seats as the hostel and transport admins see them', async () => {
    const hostelAdmin = await demo('hostelAdmin');
    const occupancy = await json<{
      totals: {
        total: number;
        held: number;
        occupied: number;
        reserved: number;
        outOfOrder: number;
      };
    }>(hostelAdmin, '/api/v1/hostels/occupancy');
    const beds = occupancy.totals;
    expect(report.hostels?.capacity).toBe(beds.total - beds.reserved - beds.outOfOrder);
    expect(report.hostels?.taken).toBe(beds.held + beds.occupied);
    expect(report.hostels?.taken).toBeGreaterThan(0);

    const transportAdmin = await demo('transportAdmin');
    const overview = await json<{ routes: { routeId: string; capacity: number; sold: number }[] }>(
      transportAdmin,
      '/api/v1/transport/overview',
    );
    const seats = overview.routes.map((r) => ({
      id: r.routeId,
      capacity: r.capacity,
      taken: r.sold,
    }));
    expect(
      report.transport?.items.map(({ id, capacity, taken }) => ({ id, capacity, taken })),
    ).toEqual(expect.arrayContaining(seats));
    expect(report.transport?.taken).toBeGreaterThan(0);
  });

  it('is the same for the manager, and counts nothing of another school', async () => {
    const manager = await demo('manager');
    const again = await json<TSchoolReport>(manager, '/api/v1/reports/school');
    expect(again.enrolment).toEqual(report.enrolment);
    const other = await t.school();
    const { client } = await t.person(other.id, 'manager');
    const theirs = await json<TSchoolReport>(client, '/api/v1/reports/school');
    expect(theirs.enrolment.students).toBe(0);
    expect(theirs.admissions.funnel.applied).toBe(0);
    expect(theirs.revenue.amount).toBe(0);
    expect(theirs.hostels).toBeNull();
    expect(theirs.transport).toBeNull();
  });
});

describe('who may read the school report', () => {
  it('refuses the roles without reports and visitors', async () => {
    const school = await t.school();
    for (const role of ['accountant', 'student', 'teacher', 'admin'] as const) {
      const { client } = await t.person(school.id, role);
      expect((await client('/api/v1/reports/school')).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/reports/school' })).statusCode).toBe(401);
  });

  it('answers a new school with empty figures rather than made-up ones', async () => {
    const school = await t.school();
    const { client } = await t.person(school.id, 'hos');
    const report = await json<TSchoolReport>(client, '/api/v1/reports/school');
    expect(report.session).toBeNull();
    expect(report.registration).toBeNull();
    expect(report.results).toBeNull();
    expect(report.revenue.byDay).toEqual([]);
  });
});
