import type {
  TAccountsReport,
  TAdmissionsQueueReport,
  TExamsQueueReport,
  TRoleKey,
  TSignInsReport,
} from '@campusflow/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/demo-seed.ts';
import { demoClient, getJson as json } from '@/test/demo-clients.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const onPglite = !process.env.DATABASE_URL;
const demo = (role: TRoleKey) => demoClient(t.app, role);

type Ledger = { total: number; totals: { amountPaid: number } };
const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((s, r) => s + of(r), 0);

// Every figure of the officers' homes on the demo school, against the list behind it.
describe.runIf(onPglite)('the officers’ homes on the demo school', () => {
  let accountant: Client;
  beforeAll(async () => {
    await seedDemoData(t.app.services);
    accountant = await demo('accountant');
  });

  describe('the accounts office', () => {
    let report: TAccountsReport;
    const ledger = (query: string) => json<Ledger>(accountant, `/api/v1/payments?limit=1${query}`);
    beforeAll(async () => {
      report = await json<TAccountsReport>(accountant, '/api/v1/reports/accounts');
    });

    it('takes in this session what the ledger confirms, in all and by fee type', async () => {
      const session = `&sessionId=${report.session?.id}`;
      expect(report.thisSession.amount).toBeGreaterThan(0);
      expect(report.thisSession.amount).toBe((await ledger(session)).totals.amountPaid);
      expect(report.thisSession.byType.length).toBeGreaterThan(2);
      for (const row of report.thisSession.byType) {
        const typed = await ledger(`${session}&paymentType=${row.type}`);
        expect(row.amount, row.type).toBe(typed.totals.amountPaid);
      }
      const today = new Date().toISOString().slice(0, 10);
      expect(report.today.amount).toBe(
        (await ledger(`&from=${today}&to=${today}`)).totals.amountPaid,
      );
    });

    it('draws 30 days whose sum is what the ledger confirms over them', async () => {
      expect(report.byDay).toHaveLength(30);
      const from = report.byDay[0]?.day;
      const to = report.byDay.at(-1)?.day;
      const window = await ledger(`&sessionId=${report.session?.id}&from=${from}&to=${to}`);
      expect(sum(report.byDay, (d) => d.amount)).toBeGreaterThan(0);
      expect(sum(report.byDay, (d) => d.amount)).toBe(window.totals.amountPaid);
    });

    it('counts the reviews waiting as the ledger lists them', async () => {
      const { toReview } = report;
      expect(toReview.transfers.payments).toBeGreaterThan(0);
      expect(toReview.transfers.payments).toBe((await ledger('&review=transfers')).total);
      expect(toReview.mismatches).toBe(2);
      expect(toReview.mismatches).toBe((await ledger('&review=flagged')).total);
      expect(toReview.refunds.payments).toBe(2);
      const refunds = await ledger('&review=refunds');
      expect(toReview.refunds.payments).toBe(refunds.total);
      expect(toReview.refunds.amount).toBe(refunds.totals.amountPaid);
    });

    it('splits the session’s money by the account it settled into', async () => {
      expect(sum(report.settlements, (s) => s.amount)).toBe(report.thisSession.amount);
      const card = report.settlements.find((s) => s.mode === 'card' && s.account);
      expect(card?.account?.accountNumber).toMatch(/^\d{10}$/);
      const transfers = report.settlements.find((s) => s.mode === 'bank_transfer');
      expect(transfers?.amount).toBe(
        (await ledger(`&sessionId=${report.session?.id}&paymentMode=bank_transfer`)).totals
          .amountPaid,
      );
    });

    it('is the bursar’s too, and no one else’s', async () => {
      const bursar = await demo('bursar');
      expect((await json<TAccountsReport>(bursar, '/api/v1/reports/accounts')).thisSession).toEqual(
        report.thisSession,
      );
      for (const role of ['admin', 'hos', 'student'] as const) {
        expect((await (await demo(role))('/api/v1/reports/accounts')).statusCode, role).toBe(403);
      }
    });
  });

  it('counts the admin’s sign-ins per day as the audit log lists them', async () => {
    const admin = await demo('admin');
    const report = await json<TSignInsReport>(admin, '/api/v1/reports/sign-ins');
    expect(report.byDay).toHaveLength(30);
    const week = report.byDay.slice(-7);
    const audit = (action: string) =>
      json<{ total: number }>(
        admin,
        `/api/v1/audit/logs?limit=1&action=${action}&from=${week[0]?.day}&to=${week.at(-1)?.day}`,
      ).then((page) => page.total);
    expect(report.last7Days.succeeded).toBeGreaterThan(0);
    expect(report.last7Days.failed).toBeGreaterThan(0);
    expect(report.last7Days.succeeded).toBe(await audit('auth.sign_in'));
    expect(report.last7Days.failed).toBe(await audit('auth.sign_in_failed'));
    expect(sum(week, (d) => d.succeeded)).toBe(report.last7Days.succeeded);
  });

  it('counts the admission officer’s queue by stage as the applications list does', async () => {
    const officer = await demo('admissionOfficer');
    const report = await json<TAdmissionsQueueReport>(officer, '/api/v1/reports/admissions-queue');
    const list = (query: string) =>
      json<{ total: number }>(officer, `/api/v1/admissions/applications?limit=1${query}`).then(
        (p) => p.total,
      );
    expect(sum(report.byStage, (s) => s.applications)).toBe(await list(''));
    for (const { stage, applications } of report.byStage) {
      expect(applications, stage).toBe(await list(`&stage=${stage}`));
    }
    const waiting = ['submitted', 'screening', 'entrance_exam'];
    expect(report.awaitingDecision).toBeGreaterThan(0);
    expect(report.awaitingDecision).toBe(
      sum(
        report.byStage.filter((s) => waiting.includes(s.stage)),
        (s) => s.applications,
      ),
    );
  });

  it('counts the exam officer’s queues as the sheets, corrections and exams lists do', async () => {
    const officer = await demo('examOfficer');
    const report = await json<TExamsQueueReport>(officer, '/api/v1/reports/exams-queue');
    const school = await json<{ results: { sheets: number } }>(
      await demo('hos'),
      '/api/v1/reports/school',
    );
    expect(report.sheets.total).toBeGreaterThan(0);
    expect(report.sheets.total).toBe(school.results.sheets);
    expect(sum(Object.values(report.sheets.byState), (n) => n)).toBe(report.sheets.total);
    const corrections = await json<{ items: unknown[] }>(
      officer,
      '/api/v1/results/amendments?state=hod_approved',
    );
    expect(report.corrections).toBe(corrections.items.length);
    const exams = await json<{ items: { candidates: number; scored: number }[] }>(
      officer,
      '/api/v1/admissions/exams?limit=100',
    );
    expect(report.entranceExams.exams).toBe(exams.items.length);
    expect(report.entranceExams.candidates).toBeGreaterThan(0);
    expect(report.entranceExams.candidates).toBe(sum(exams.items, (e) => e.candidates));
    expect(report.entranceExams.unscored).toBe(sum(exams.items, (e) => e.candidates - e.scored));
  });
});
