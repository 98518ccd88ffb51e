import { readFileSync } from 'node:fs';
import type { TMyFees, TPaymentList, TSessionList } from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { ExportMenu } from './support/exports.ts';
import {
  ensureFees,
  FeeSchedulePage,
  LedgerPage,
  ReceiptCheckPage,
  StudentFeesPage,
} from './support/payments.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Tuition in two instalments and another fee of the student's programme, this session (hostel
 * and transport fees are paid through an allocation, not from the fee list).
 */
const ensureStudentFees = () =>
  ensureFees(browser, [
    {
      type: 'tuition',
      name: 'Tuition',
      amount: 15_000_000,
      installmentsAllowed: true,
      installmentCount: 2,
    },
    { type: 'other', name: 'Medical and sports fee', amount: 6_000_000 },
  ]);

describe('fees and payments (demo institution)', () => {
  beforeAll(ensureStudentFees);

  it('a student pays his second tuition instalment and downloads a receipt; a tampered amount is refused', async () => {
    const student = await signedIn(browser, 'student', { viewport: 'phone' });
    const { page } = student;
    const fees = new StudentFeesPage(page);
    await fees.open();
    // The seed paid his first instalment of this session (it opens course registration), and
    // last session's tuition in two instalments: all three are in his history.
    await fees.status('tuition', 'partial');
    const before = (await student.api<TPaymentList>('GET', '/api/v1/payments/mine')).body.total;
    expect(before).toBe(3);
    // Instalments go in order: only the second is offered.
    expect(await fees.offeredInstalments('tuition')).toEqual(['Pay instalment 2']);
    await screenshot(page, 'student-fees-partial-mobile');

    // The transfer dialog says exactly what to send: the server's figure, platform fee included.
    const myFees = await student.api<TMyFees>('GET', '/api/v1/payments/my-fees');
    const tuition = myFees.body.fees.find((f) => f.type === 'tuition');
    if (!tuition) throw new Error('no tuition fee');
    const transfer = await fees.openTransfer('tuition');
    expect(await fees.transferAmount(transfer)).toBe(tuition.transferBreakdown.total);
    expect(tuition.transferBreakdown.total).toBeGreaterThan(tuition.balance);
    // Only the whole balance or the next instalment may be sent.
    await transfer.getByRole('combobox', { name: 'What are you paying?' }).click();
    const choices = page.getByRole('option');
    await choices.first().waitFor();
    expect((await choices.allTextContents()).map((c) => c.split(':')[0])).toEqual([
      'The whole balance',
      'Instalment 2',
    ]);
    await page.getByRole('option', { name: /^Instalment 2:/ }).click();
    await expect
      .poll(() => fees.transferAmount(transfer))
      .toBe(tuition.installments.find((i) => i.number === 2)?.transferBreakdown.total);
    await screenshot(page, 'student-transfer-mobile');
    await page.keyboard.press('Escape');
    await transfer.waitFor({ state: 'hidden' });

    await fees.pay(/^Pay instalment 2$/);
    await page.getByText('Payment successful!').first().waitFor();
    await fees.status('tuition', 'paid');
    await expect.poll(() => fees.historyRows().count()).toBe(before + 1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      fees.historyRows().first().getByRole('button', { name: 'Receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-PAY-\d+-[A-Z0-9]+\.pdf$/);
    expect(
      readFileSync((await download.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Anyone can check the receipt: the same figures as the payment, which add up.
    const reference = download.suggestedFilename().replace(/^receipt-|\.pdf$/g, '');
    const mine = await student.api<TPaymentList>('GET', '/api/v1/payments/mine?limit=10');
    const paid = mine.body.items.find((p) => p.reference === reference);
    if (!paid) throw new Error(`no payment ${reference}`);
    for (const viewport of ['phone', 'desktop'] as const) {
      const visitor = await newContext(browser, viewports[viewport]);
      const check = new ReceiptCheckPage(await visitor.newPage());
      await check.open(reference);
      expect(await check.figures()).toEqual({
        amount: paid.amount,
        charges: paid.platformFee + paid.gatewayFee,
        total: paid.total,
      });
      await screenshot(check.page, `receipt-check-${viewport}`);
      await visitor.close();
    }

    // The browser lies about the amount it paid: the server checks with the gateway and refuses.
    await page.route('**/api/v1/payments/sandbox/charge', async (route) => {
      const body = route.request().postDataJSON();
      await route.continue({ postData: JSON.stringify({ ...body, amount: 100 }) });
    });
    const medical = fees.fee('other');
    await medical.getByRole('button', { name: 'Pay now' }).click();
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
    await fees.status('other', 'unpaid');
    await screenshot(page, 'student-fees-paid-mobile');
    await student.close();
  });

  it('the accountant sees both instalments (the seed’s and the journey’s), exports CSV and finds the mismatch to review', async () => {
    const accountant = await signedIn(browser, 'accountant');
    const { page } = accountant;
    const ledger = new LedgerPage(page);
    await page.goto('/dashboard/accountant');
    await page.getByText('Mismatches', { exact: true }).waitFor();
    await screenshot(page, 'accountant-home-desktop');

    // This session's: his tuition of last session is in the ledger too (the seed).
    const sessions = await accountant.api<TSessionList>(
      'GET',
      '/api/v1/academics/sessions?limit=100',
    );
    const sessionId = sessions.body.items.find((s) => s.isCurrent)?.id ?? '';
    await ledger.open({ q: 'Emeka Obi', paymentType: 'tuition', sessionId });
    await ledger.table().getByText('instalment 1/2').waitFor();
    await ledger.table().getByText('instalment 2/2').waitFor();
    await ledger.totals().getByText('2', { exact: true }).waitFor();
    await screenshot(page, 'accountant-ledger-desktop');

    const download = await new ExportMenu(page).download('CSV');
    expect(download.suggestedFilename()).toBe('payments.csv');
    const lines = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Reference,Date,Student/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('Emeka Obi'))).toBe(true);

    await ledger.open({ review: 'flagged' });
    await ledger
      .table()
      .getByText(/NGN 1\.00 paid/)
      .waitFor();
    await accountant.close();
  });

  it('the head of school adds a fee to the schedule in naira, sees it in the session, archives it', async () => {
    const hos = await signedIn(browser, 'hos');
    const { page } = hos;
    const schedule = new FeeSchedulePage(page);
    await schedule.open();
    await schedule.list.row('Tuition').waitFor();
    const name = `Laboratory fee ${Date.now().toString().slice(-6)}`;
    await schedule.list.add(async (d) => {
      await d.getByLabel('Name').fill(name);
      await schedule.list.choose(d, 'Type', 'Other');
      await d.getByLabel('Amount (₦)').fill('0');
      // The amount is checked in naira beside its field, before anything is sent.
      await d.getByRole('button', { name: 'Add the fee' }).click();
      await d.getByText('Enter an amount greater than 0.').waitFor();
      await d.getByLabel('Amount (₦)').fill('12500.5');
      await d.getByLabel('Due date (optional)').fill('2031-01-31');
    });
    const row = schedule.list.row(name);
    await row.waitFor();
    expect(await row.textContent()).toContain('12,500.50');
    // One date style everywhere: "31 Jan 2031".
    await row.getByText('31 Jan 2031').waitFor();
    await screenshot(page, 'hos-fee-schedule-desktop');
    await schedule.list.act(name, 'Archive');
    await page.getByText(`${name} is archived.`).waitFor();
    await row.waitFor({ state: 'detached' });
    await hos.close();
  });
});
