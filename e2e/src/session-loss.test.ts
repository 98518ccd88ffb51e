import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail, signInAs } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { LoginForm } from './support/identity.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The problem+json the API answers with (apps/api/src/platform/errors/problem.ts). */
function problem(route: Route, status: number, code: string, detail: string) {
  return route.fulfill({
    status,
    contentType: 'application/problem+json; charset=utf-8',
    body: JSON.stringify({
      type: `https://campusflow.app/problems/${code.replaceAll('_', '-')}`,
      title: status === 401 ? 'Unauthorized' : 'Forbidden',
      status,
      detail,
      code,
      instance: new URL(route.request().url()).pathname,
      requestId: 'req-test',
    }),
  });
}

const profileGone = (route: Route) =>
  problem(route, 401, 'user_profile_not_found', 'User profile not found.');

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
}

const storedRole = (page: Page) => page.evaluate(() => localStorage.getItem('role'));

async function openFaculties(context: BrowserContext): Promise<Page> {
  await signInAs(context, demoEmail('hos'));
  const page = await context.newPage();
  await page.goto('/dashboard/hos/faculties');
  await page.getByRole('heading', { name: 'Faculties' }).waitFor();
  return page;
}

describe('a signed-in user whose profile no longer exists', () => {
  it('is signed out with "User profile not found." on the next call, and stays on /login', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await openFaculties(context);
    expect(await storedRole(page)).toBe('hos');
    // From now on the API no longer finds the profile: the session probe and a data call.
    await page.route('**/api/v1/auth/me', profileGone);
    await page.route(/\/api\/v1\/academics\/departments(\?|$)/, profileGone);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByLabel('Dashboard navigation')
      .getByRole('link', { name: 'Departments' })
      .click();

    const toast = toasts(page).filter({ hasText: 'User profile not found.' });
    await toast.waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail or unique ID').waitFor();
    expect(await storedRole(page)).toBeNull();
    expect(await toast.count()).toBe(1);
    await screenshot(page, 'session-profile-gone-phone');
    // The login page's own probe still hears "profile not found": no loop, no second toast.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await toasts(page).filter({ hasText: 'User profile not found.' }).count()).toBeLessThan(
      2,
    );
    await context.close();
  });

  it('opening the dashboard afresh also ends at /login with the message', async () => {
    const context = await newContext(browser);
    await signInAs(context, demoEmail('hos'));
    const page = await context.newPage();
    await page.route('**/api/v1/auth/me', profileGone);
    await page.goto('/dashboard');
    await toasts(page).filter({ hasText: 'User profile not found.' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail or unique ID').waitFor();
    await context.close();
  });
});

describe('a session that expired', () => {
  it('sends the user to log in again, with the API message, and back afterwards', async () => {
    const context = await newContext(browser);
    const page = await openFaculties(context);
    await page.route('**/api/v1/auth/me', (route) =>
      problem(route, 401, 'not_authenticated', 'User not authenticated.'),
    );
    await page.route(/\/api\/v1\/academics\/departments(\?|$)/, (route) =>
      problem(route, 401, 'not_authenticated', 'User not authenticated.'),
    );
    await page
      .getByLabel('Dashboard navigation')
      .getByRole('link', { name: 'Departments' })
      .click();
    await toasts(page).filter({ hasText: 'User not authenticated.' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/hos/departments');
    await page.unrouteAll();
    await new LoginForm(page).submit(demoEmail('hos'), DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard/hos/departments');
    await page.getByRole('heading', { name: 'Departments' }).waitFor();
    await context.close();
  });

  it('a signed-out visitor is not told anything by the session probe', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const probed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/auth/me');
    await page.goto('/login');
    expect((await probed).status()).toBe(401);
    await page.getByLabel('E-mail or unique ID').waitFor();
    await page.waitForTimeout(500);
    expect(await toasts(page).count()).toBe(0);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.waitForTimeout(500);
    expect(await toasts(page).count()).toBe(0);
    await context.close();
  });
});

describe('a role kept in the browser that the user does not hold', () => {
  /** Another user's role left in local storage before the app starts. */
  async function withStaleRole(context: BrowserContext, role: string) {
    await context.addInitScript((stale) => {
      if (!sessionStorage.getItem('stale-role-set')) {
        sessionStorage.setItem('stale-role-set', '1');
        localStorage.setItem('role', stale);
      }
    }, role);
  }

  /** The API as it refuses a claimed role the user does not hold, on every route. */
  async function refuseRole(page: Page, role: string) {
    await page.route('**/api/v1/**', (route) =>
      route.request().headers()['x-role'] === role
        ? problem(route, 403, 'role_not_held', 'You do not hold the role you are acting as.')
        : route.fallback(),
    );
  }

  it.each([
    ['answers /me as before', false],
    ['refuses it with role_not_held', true],
  ])('does not lock a one-role user out when the API %s', async (_, refuses) => {
    const context = await newContext(browser);
    await signInAs(context, demoEmail('student'));
    await withStaleRole(context, 'admin');
    const page = await context.newPage();
    if (refuses) await refuseRole(page, 'admin');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard/student');
    await page.getByLabel('Dashboard navigation').waitFor();
    expect(await storedRole(page)).toBe('student');
    await context.close();
  });

  it('sends a user with several roles to choose one', async () => {
    const context = await newContext(browser);
    await signInAs(context, 'multi@demo.campusflow.test');
    await withStaleRole(context, 'bursar');
    const page = await context.newPage();
    await refuseRole(page, 'bursar');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/select-dashboard');
    expect(await storedRole(page)).toBeNull();
    await page.getByRole('button', { name: /Head of school/ }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/hos');
    expect(await storedRole(page)).toBe('hos');
    await context.close();
  });

  it('opens a link into a role area the user holds as that role', async () => {
    const context = await newContext(browser);
    await signInAs(context, 'multi@demo.campusflow.test');
    await withStaleRole(context, 'bursar');
    const page = await context.newPage();
    await refuseRole(page, 'bursar');
    await page.goto('/dashboard/teacher');
    await page.getByLabel('Dashboard navigation').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/teacher');
    expect(await storedRole(page)).toBe('teacher');
    await context.close();
  });

  it('taken away during the visit: forgets it and goes back to the dashboard', async () => {
    const context = await newContext(browser);
    const page = await openFaculties(context);
    // The data calls now refuse the role the page was opened with.
    await page.route(/\/api\/v1\/academics\/departments(\?|$)/, (route) =>
      route.request().headers()['x-role'] === 'hos'
        ? problem(route, 403, 'role_not_held', 'You do not hold the role you are acting as.')
        : route.fallback(),
    );
    await page
      .getByLabel('Dashboard navigation')
      .getByRole('link', { name: 'Departments' })
      .click();
    await toasts(page).filter({ hasText: 'You do not hold the role you are acting as.' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/hos');
    expect(await storedRole(page)).toBe('hos');
    await context.close();
  });
});
