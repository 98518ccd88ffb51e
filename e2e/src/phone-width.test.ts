import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewports } from './support/browser.ts';
import { layoutReport } from './support/layout.ts';
import { ensureFees, LedgerPage, StudentFeesPage } from './support/payments.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The same tuition as the payments journey (409 when it is there already): a fee card to see.
  await ensureFees(browser, [
    {
      type: 'tuition',
      name: 'Tuition',
      amount: 15_000_000,
      installmentsAllowed: true,
      installmentCount: 2,
    },
  ]);
});
afterAll(() => browser?.close());

const phone = viewports.phone.width;

describe('payments at 360 px', () => {
  it('the student fee list shows every status and amount in full and does not scroll sideways', async () => {
    const student = await signedIn(browser, 'student', { viewport: 'phone' });
    const fees = new StudentFeesPage(student.page);
    await fees.open();
    await fees.fee('tuition').waitFor();
    const report = await layoutReport(student.page);
    await screenshot(student.page, 'student-fees-360');
    await student.close();
    expect(report.checked).toBeGreaterThanOrEqual(2);
    expect(report.truncated).toEqual([]);
    expect(report.pageWidth).toBeLessThanOrEqual(phone);
  });

  it("the accountant's payments ledger shows every status and amount in full; only the table scrolls", async () => {
    const accountant = await signedIn(browser, 'accountant', { viewport: 'phone' });
    const ledger = new LedgerPage(accountant.page);
    // The newest payments, and the seeded abandoned ones: the longest status word.
    for (const filters of [{}, { status: 'abandoned' }]) {
      await ledger.open(filters);
      await ledger.table().getByRole('row').nth(1).waitFor();
      const report = await layoutReport(accountant.page);
      const statuses = await ledger.table().locator('.mantine-Badge-label').allTextContents();
      if (filters.status) expect(statuses).toContain(filters.status);
      expect(report.checked).toBeGreaterThan(10);
      expect(report.truncated).toEqual([]);
      expect(report.pageWidth).toBeLessThanOrEqual(phone);
    }
    await screenshot(accountant.page, 'accountant-payments-360');
    await accountant.close();
  });
});
