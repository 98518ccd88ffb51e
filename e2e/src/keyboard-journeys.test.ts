import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { activate, tabTo, typeInto } from './support/keyboard.ts';

// Issue 20, "Keyboard alone": the journeys of the portal with Tab, Enter, Space and the arrows,
// never the mouse. These two start signed out; the student's and the staff's are in
// keyboard-journeys-student.test.ts and keyboard-journeys-staff.test.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('keyboard alone, signed out', () => {
  it('signs in from /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    // Past the skip link and the header's links, the form's first field.
    await typeInto(page, page.getByLabel('E-mail or unique ID'), demoEmail('accountant'), {
      max: 8,
    });
    // The password follows at once: its show/hide toggle is not a Tab stop.
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD, { max: 1 });
    await tabTo(page, page.getByRole('button', { name: 'Log in' }), { max: 1 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/accountant');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });

  it('sets up a pre-registered account, then signs in with the new e-mail', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    // A pre-registered student no other journey uses (sign-in uses 0001, the passport 0002).
    await typeInto(page, page.getByLabel('E-mail or unique ID'), 'DEMO/2025/0003', { max: 8 });
    await typeInto(page, page.getByLabel('Password', { exact: true }), 'first-0003', { max: 1 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/account-setup');
    await page.getByRole('heading', { name: 'Set up your account' }).waitFor();

    const email = `tolulope.${Date.now().toString().slice(-6)}@student.test`;
    await typeInto(page, page.getByLabel('E-mail address'), email, { max: 8 });
    await typeInto(page, page.getByLabel('New password'), 'Tolulope-2025', { max: 1 });
    await typeInto(page, page.getByLabel('Repeat the password'), 'Tolulope-2025', { max: 1 });
    await activate(page, page.getByRole('button', { name: 'Finish setting up' }), { max: 1 });
    await page.getByRole('alert').filter({ hasText: 'Account setup complete.' }).first().waitFor();
    await page.waitForURL('**/login');

    // The login form takes the new e-mail; a new student is sent for a passport photograph.
    const identifier = page.getByLabel('E-mail or unique ID');
    await typeInto(page, identifier, email, { max: 12 });
    await typeInto(page, page.getByLabel('Password', { exact: true }), 'Tolulope-2025', {
      max: 1,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/general/passport');
    await page.getByText('Upload your passport photograph before you continue').waitFor();
    await context.close();
  });
});
