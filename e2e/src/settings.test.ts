import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, signInAs } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('personal settings (/dashboard/settings)', () => {
  it('shows the account, its security links and roles', async () => {
    const context = await newContext(browser, viewports.phone);
    await signInAs(context, 'multi@demo.campusflow.test');
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('role', 'teacher'));
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText('Dr. Bola Ahmed').waitFor();
    expect(await account.getByText('multi@demo.campusflow.test').isVisible()).toBe(true);
    expect(await account.getByText('verified', { exact: true }).isVisible()).toBe(true);
    expect(await account.getByText('Campusflow Demo University').isVisible()).toBe(true);
    expect(await account.getByText('Head of school').isVisible()).toBe(true);
    expect(await account.getByText('Lecturer').isVisible()).toBe(true);
    await screenshot(page, 'settings-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const security = page.getByRole('region', { name: 'Security' });
    expect(await security.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/dashboard/general/user-profile',
    );
    expect(
      await security.getByRole('link', { name: 'Passport photograph' }).getAttribute('href'),
    ).toBe('/dashboard/general/passport');

    await account.getByRole('link', { name: 'Switch role' }).click();
    await page.waitForURL((url) => url.pathname === '/select-dashboard');
    await context.close();
  });

  it('offers to resend the verification link when the address is not verified', async () => {
    const context = await newContext(browser);
    await signInAs(context, demoEmail('hos'));
    const page = await context.newPage();
    // The same user, as the API would describe them before verifying the address.
    await page.route('**/api/v1/auth/me', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      body.user.emailVerified = false;
      await route.fulfill({ response: answer, json: body });
    });
    await page.route('**/api/v1/auth/verify-email/resend', (route) =>
      route.fulfill({ json: { message: 'A new verification link is on its way.' } }),
    );
    await page.goto('/dashboard/settings');
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText('not verified').waitFor();
    await account.getByRole('button', { name: 'Send a new verification link' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alert')
      .filter({ hasText: 'A new verification link is on its way.' })
      .waitFor();
    await context.close();
  });

  it('switches to dark, which lasts after a reload, and can follow the system', async () => {
    const { context, page } = await signedIn(browser, 'hos');
    await page.goto('/dashboard/settings');
    const appearance = page.getByRole('region', { name: 'Appearance' });
    await appearance.waitFor();
    expect(await scheme(page)).toBe('light');
    const light = await bodyBackground(page);

    await appearance.getByText('Dark', { exact: true }).click();
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await bodyBackground(page)).not.toBe(light);
    await screenshot(page, 'settings-dark-desktop');

    await page.reload();
    await appearance.waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(await appearance.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('campusflow-color-scheme'))).toBe('dark');

    // Other pages stay readable in dark: look at the screenshots.
    await page.goto('/dashboard/hos');
    await page
      .getByLabel('Dashboard navigation')
      .getByRole('link', { name: 'Faculties' })
      .waitFor();
    await screenshot(page, 'dashboard-hos-dark-desktop');
    await page.goto('/dashboard/hos/faculties');
    await page.getByRole('heading', { name: 'Faculties' }).waitFor();
    await page.getByRole('table').waitFor();
    await screenshot(page, 'faculties-dark-desktop');
    await page.goto('/dashboard/general/user-profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await screenshot(page, 'profile-dark-desktop');

    // Following the system: dark when the system is dark, light when it is light.
    await page.goto('/dashboard/settings');
    await page.emulateMedia({ colorScheme: 'light' });
    await appearance.getByText('Follow the system', { exact: true }).click();
    await expect.poll(() => scheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => scheme(page)).toBe('dark');
    await page.reload();
    await appearance.waitFor();
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('campusflow-color-scheme'))).toBe('auto');
    await context.close();
  });

  it('is readable in dark at 360 px, with the drawer open', async () => {
    const { context, page } = await signedIn(browser, 'student', { viewport: 'phone' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('campusflow-color-scheme', 'dark'));
    await page.goto('/dashboard/settings');
    await page.getByRole('region', { name: 'Appearance' }).waitFor();
    expect(await scheme(page)).toBe('dark');
    await screenshot(page, 'settings-dark-phone');
    await page.goto('/dashboard/student');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByLabel('Dashboard navigation').getByRole('link').first().waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'dashboard-student-dark-phone-drawer');
    await context.close();
  });

  it('paints a dark page before the app has loaded, with no white flash', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('campusflow-color-scheme', 'dark'));
    // Hold the app's JavaScript back: only index.html's own script can set the scheme now.
    await page.route('**/assets/*.js', () => {});
    // (DOMContentLoaded waits for the held module script, so wait for the attribute itself.)
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(() =>
      document.documentElement.hasAttribute('data-mantine-color-scheme'),
    );
    expect(await scheme(page)).toBe('dark');
    await context.close();
  });
});
