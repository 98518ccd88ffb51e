import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, signInAs } from './support/accounts.ts';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { payThroughSandbox } from './support/payments.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The head of school makes sure this session's schedule has tuition (two instalments) and a
 * hostel fee: other journeys may have moved the current session past the seeded one.
 */
async function ensureFees() {
  const context = await newContext(browser, viewports.desktop);
  await signInAs(context, demoEmail('hos'));
  const headers = { origin: baseUrl(), 'x-role': 'hos' };
  const sessions = await (
    await context.request.get(`${baseUrl()}/api/v1/academics/sessions?limit=100`, { headers })
  ).json();
  const current = sessions.items.find((s: { isCurrent: boolean }) => s.isCurrent);
  for (const fee of [
    {
      type: 'tuition',
      name: 'Tuition',
      amount: 15_000_000,
      installmentsAllowed: true,
      installmentCount: 2,
    },
    {
      type: 'hostel',
      name: 'Hostel accommodation',
      amount: 6_000_000,
      installmentsAllowed: false,
      installmentCount: 1,
    },
  ]) {
    const res = await context.request.post(`${baseUrl()}/api/v1/payments/fees`, {
      headers,
      data: { sessionId: current.id, ...fee },
    });
    // 409: the seeded schedule already has it.
    expect([201, 409]).toContain(res.status());
  }
  await context.close();
}

describe('fees and payments (demo institution)', () => {
  beforeAll(ensureFees);

  it('a student pays tuition in two instalments and downloads a receipt; a tampered amount is refused', async () => {
    const context = await newContext(browser, viewports.phone);
    await signInAs(context, demoEmail('student'));
    const page = await context.newPage();
    await page.goto('/dashboard/student/fees-payment');
    const tuition = page.getByTestId('fee-tuition');
    await tuition.getByText('unpaid', { exact: true }).waitFor();
    await screenshot(page, 'student-fees-mobile');

    await payThroughSandbox(page, /^Pay instalment 1$/);
    await page.getByText('Payment successful!').first().waitFor();
    await tuition.getByText('partial', { exact: true }).waitFor();
    await screenshot(page, 'student-fees-partial-mobile');

    await payThroughSandbox(page, /^Pay instalment 2$/);
    await tuition.getByText('paid', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('payment-row').count()).toBe(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('payment-row').first().getByRole('button', { name: 'Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-PAY-\d+-[A-Z0-9]+\.pdf$/);
    expect(
      readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The browser lies about the amount it paid: the server checks with the gateway and refuses.
    await page.route('**/api/v1/payments/sandbox/charge', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, amount: 100 }) });
    });
    const hostel = page.getByTestId('fee-hostel');
    await hostel.getByRole('button', { name: 'Pay now' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm payment' })
      .getByRole('button', { name: /^Pay ₦/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Sandbox checkout' })
      .getByRole('button', { name: 'Approve payment' })
      .click();
    await page
      .getByText(/does not match the amount due/)
      .first()
      .waitFor();
    await hostel.getByText('unpaid', { exact: true }).waitFor();
    await screenshot(page, 'student-fees-paid-mobile');
    await context.close();
  });

  it('the accountant sees both instalments, exports CSV and finds the mismatch to review', async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAs(context, demoEmail('accountant'));
    const page = await context.newPage();
    await page.goto('/dashboard/accountant');
    await page.getByText('Mismatches to review').waitFor();
    await screenshot(page, 'accountant-home-desktop');

    await page.goto('/dashboard/accountant/payments?q=Emeka%20Obi&paymentType=tuition');
    const ledger = page.getByTestId('ledger');
    await ledger.getByText('instalment 1/2').waitFor();
    await ledger.getByText('instalment 2/2').waitFor();
    await page.getByTestId('ledger-totals').getByText('2', { exact: true }).waitFor();
    await screenshot(page, 'accountant-ledger-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Date,Student/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('Emeka Obi'))).toBe(true);

    await page.goto('/dashboard/accountant/payments?review=flagged');
    await ledger.getByText(/NGN 1\.00 paid/).waitFor();
    await context.close();
  });
});
