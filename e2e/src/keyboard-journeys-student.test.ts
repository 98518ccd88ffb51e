import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPreRegistered } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { canvasPng } from './support/images.ts';
import { activate, expectFocused, focusedElement, skipToMain } from './support/keyboard.ts';
import { ensureFees, StudentFeesPage } from './support/payments.ts';

// Issue 20, "Keyboard alone": a student's journeys with Tab, Enter, Space and the arrows only.
// Each journey takes a pre-registered demo student of its own (DEMO/2025/0004 and on), so the
// demo student's fees and registration stay as the other journeys expect them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A context signed in as pre-registered student `number`, account set up, photo saved. */
async function preRegisteredStudent(number: number) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  const stamp = Date.now().toString().slice(-6);
  await setUpPreRegistered(context, {
    number,
    email: `keyboard.${number}.${stamp}@student.test`,
    password: 'Keyboard-2025',
    photo: await canvasPng(page, 320),
  });
  return { context, page };
}

describe('keyboard alone, as a student', () => {
  it('pays a fee in the sandbox; focus lands on the result, not the page body', async () => {
    await ensureFees(browser, [
      { type: 'other', name: 'Medical and sports fee', amount: 6_000_000 },
    ]);
    const { context, page } = await preRegisteredStudent(4);
    const fees = new StudentFeesPage(page);
    await fees.open();
    await fees.status('other', 'unpaid');

    await skipToMain(page);
    await activate(page, fees.fee('other').getByRole('button', { name: 'Pay now' }), { max: 12 });
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByTestId('breakdown-total').waitFor();
    await activate(page, confirm.getByRole('button', { name: /^Pay ₦/ }), { max: 3 });
    const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await sandbox.getByTestId('sandbox-amount').waitFor();
    await activate(page, sandbox.getByRole('button', { name: 'Approve payment' }), { max: 4 });
    await page.getByText('Payment successful!').first().waitFor();
    await fees.status('other', 'paid');

    // The defect of the issue: after paying, focus dropped to the page body.
    const focused = await focusedElement(page);
    expect(focused).not.toBe('the page body');
    const result = page.getByTestId('payment-result');
    await expectFocused(result);
    expect(await result.textContent()).toContain('Payment successful!');
    await context.close();
  });
});
