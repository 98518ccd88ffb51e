import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { LoginForm } from './support/identity.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const logInThroughForm = (page: Page, identifier: string, password: string) =>
  new LoginForm(page).logIn(identifier, password);

describe('signing in', () => {
  it('a one-role user lands on the dashboard of that role', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto('/login');
    await screenshot(page, 'login-phone');
    await logInThroughForm(page, demoEmail('accountant'), DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/accountant');
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('accountant');
    await context.close();
  });

  it('a user with several roles goes through /select-dashboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, 'multi@demo.campusflow.test', DEMO_PASSWORD);
    await page.waitForURL('**/select-dashboard');
    await page.getByRole('heading', { name: 'Choose a dashboard' }).waitFor();
    await screenshot(page, 'select-dashboard');
    await page.getByRole('button', { name: /Lecturer/ }).click();
    await page.waitForURL('**/dashboard/teacher');
    // The top bar lets them switch to the other role.
    await page.getByRole('button', { name: 'Switch role' }).click();
    await page.getByRole('menuitem', { name: 'Head of school' }).click();
    await page.waitForURL('**/dashboard/hos');
    await context.close();
  });

  it('a wrong password shows the spec message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, demoEmail('hos'), 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect password' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Incorrect password. Please try again or contact an administrator.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('logging out lands on /login and the dashboard is closed again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logInThroughForm(page, demoEmail('bursar'), DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/bursar');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});

describe('first sign-in with a unique ID', () => {
  it('goes through account setup, a success toast, then e-mail sign-in', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await logInThroughForm(page, 'DEMO/2025/0001', 'first-0001');
    await page.waitForURL('**/account-setup');
    expect(await page.evaluate(() => sessionStorage.getItem('pendingUserId'))).toBeTruthy();
    await page.getByLabel('E-mail address').fill('chiamaka.nnadi@student.test');
    await page.getByLabel('New password').fill('Chiamaka-2025');
    await page.getByLabel('Repeat the password').fill('Chiamaka-2025');
    await screenshot(page, 'account-setup-phone');
    await page.getByRole('button', { name: 'Finish setting up' }).click();
    const toast = page.getByRole('alert').filter({
      hasText:
        'Account setup complete. Please check your email to verify your account before logging in.',
    });
    await toast.waitFor();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => sessionStorage.getItem('pendingUserId'))).toBeNull();

    // The unique ID now points to the e-mail.
    await logInThroughForm(page, 'DEMO/2025/0001', 'first-0001');
    await page.getByText('Please use your email address to login.').waitFor();

    await logInThroughForm(page, 'chiamaka.nnadi@student.test', 'Chiamaka-2025');
    // A student without a passport photo is sent to upload one first.
    await page.waitForURL('**/dashboard/general/passport');
    await page.getByText('Please verify your e-mail address').waitFor();
    await context.close();
  });

  it('without a pending setup, the page says so', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/account-setup');
    await page
      .getByText('No pending account setup found. Please start the login process again.')
      .waitFor();
    await context.close();
  });
});

describe('registering as an applicant', () => {
  it('creates the account and sends a student without passport to the passport page', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByPlaceholder('Search by name or code').click();
    await page.getByRole('option', { name: /Campusflow Demo University/ }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail address').fill('ada.applicant@mail.test');
    await page.getByLabel('Phone number').fill('0809 555 0101');
    await page.getByText('Female', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('Applicant-2025');
    await page.getByLabel('Repeat the password').fill('Applicant-2025');
    await screenshot(page, 'register-phone');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL('**/dashboard/general/passport');
    await context.close();
  });
});
