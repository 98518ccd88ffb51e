import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, signInAs } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A job's name in the list: the button that opens its details (the first, newest, row: the
 * shared server of the journeys may already have run a scheduled job several times).
 */
const jobRow = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).first();

describe('background jobs', () => {
  it('the app admin opens them from the menu and sees the scheduled ones waiting', async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAs(context, demoEmail('appadmin'));
    const page = await context.newPage();
    await page.goto('/dashboard/appadmin/schools');
    await page
      .getByLabel('Dashboard navigation')
      .getByRole('link', { name: 'Background jobs' })
      .click();
    await page.waitForURL('**/dashboard/appadmin/jobs');
    await page.getByRole('heading', { name: 'Background jobs' }).waitFor();
    // The server schedules the payment check (sandbox gateway) and the daily clean-up. Their
    // waiting runs, among the waiting: finished mail runs (every 15 s) push the day-old
    // clean-up off the first page of all jobs when the journeys run long.
    await page.getByRole('button', { name: /Waiting/ }).click();
    await page.waitForURL('**/dashboard/appadmin/jobs?state=queued');
    await jobRow(page, 'payments.reconcile').waitFor();
    await jobRow(page, 'jobs.prune').waitFor();
    expect(await page.getByText('Waiting', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'background-jobs-desktop');

    await page.getByRole('button', { name: /Failed/ }).click();
    await page.waitForURL('**/dashboard/appadmin/jobs?state=failed');
    await page.getByText('No job matches these filters.').waitFor();
    await context.close();
  });

  it('fits a 360 px phone', async () => {
    const context = await newContext(browser, viewports.phone);
    await signInAs(context, demoEmail('appadmin'));
    const page = await context.newPage();
    await page.goto('/dashboard/appadmin/jobs');
    await jobRow(page, 'payments.reconcile').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(page, 'background-jobs-phone');
    await context.close();
  });
});
