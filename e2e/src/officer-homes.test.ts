import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { HomePage } from './support/homes.ts';
import { layoutReport } from './support/layout.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the officers’ homes (demo institution)', () => {
  it('the head of school sees the school report drawn: the funnel, enrolment and revenue', async () => {
    const hos = await signedIn(browser, 'hos');
    const home = new HomePage(hos.page);
    await home.open('hos');
    const funnel = await home.chartsIn('Admissions funnel');
    expect(funnel.charts).toBe(1);
    expect(funnel.marks).toBeGreaterThanOrEqual(5);
    const revenue = await home.chartsIn('Revenue this session', 2);
    expect(revenue.marks).toBeGreaterThan(3);
    await home.chartsIn(/^Enrolment/);
    await screenshot(hos.page, 'hos-home-charts-desktop');
    await hos.close();

    const manager = await signedIn(browser, 'manager', { viewport: 'phone' });
    const phone = new HomePage(manager.page);
    await phone.open('manager');
    await phone.chartsIn('Revenue this session', 2);
    const layout = await layoutReport(manager.page);
    expect(layout.pageWidth).toBeLessThanOrEqual(360);
    await screenshot(manager.page, 'manager-home-mobile');
    await manager.close();
  });

  it('the accountant follows a figure to the payments behind it and subscribes to the weekly e-mail', async () => {
    const accountant = await signedIn(browser, 'accountant');
    const { page } = accountant;
    const home = new HomePage(page);
    await home.open('accountant');
    await home.chartsIn(/^Takings/, 2);
    await screenshot(page, 'accountant-home-charts-desktop');

    await home.weeklySummary().check();
    await page
      .getByText('You will receive these figures by e-mail every Monday morning.')
      .waitFor();
    const state = await accountant.api<{ subscribed: boolean }>(
      'GET',
      '/api/v1/reports/weekly-summary',
    );
    expect(state.body.subscribed).toBe(true);
    await home.weeklySummary().uncheck();
    await page.getByText('The weekly e-mail is stopped.').waitFor();

    await home.figure('Paid twice').click();
    await page.waitForURL('**/dashboard/accountant/payments?review=refunds');
    await page.getByText(/These payments were confirmed after the same fee/).waitFor();
    await expect
      .poll(() => page.getByText(/^Paid twice: PAY-/).count(), { timeout: 10_000 })
      .toBe(2);
    await accountant.close();
  });

  it('the admin sees sign-ins per day and opens the failed ones in the audit log', async () => {
    const admin = await signedIn(browser, 'admin');
    const { page } = admin;
    const home = new HomePage(page);
    await home.open('admin');
    const chart = await home.chartsIn('Sign-ins, last 30 days');
    expect(chart.marks).toBeGreaterThan(20);
    await home.chartsIn('Staff by role');
    await screenshot(page, 'admin-home-charts-desktop');
    await home.figure('Failed, 7 days').click();
    await page.waitForURL('**/dashboard/admin/logs?action=auth.sign_in_failed**');
    await page.getByText('auth.sign_in_failed').first().waitFor();
    await admin.close();
  });

  it('the exam and admission officers see their queues by state', async () => {
    const exams = await signedIn(browser, 'examOfficer', { viewport: 'phone' });
    const examHome = new HomePage(exams.page);
    await examHome.open('examOfficer');
    await exams.page.getByTestId('exams-queue').getByText('To publish').waitFor();
    expect((await layoutReport(exams.page)).pageWidth).toBeLessThanOrEqual(360);
    await exams.close();

    const admissions = await signedIn(browser, 'admissionOfficer');
    const { page } = admissions;
    const home = new HomePage(page);
    await home.open('admissionOfficer');
    await home.figure('Offered').click();
    await page.waitForURL('**/applicationRequest?stage=offered');
    await page.getByTestId('application-requests').getByText('Offered').first().waitFor();
    await admissions.close();
  });
});
