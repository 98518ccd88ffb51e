import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;

/**
 * Where the navigation is: Mantine slides the collapsed drawer off the left edge rather than
 * hiding it, so look at its box, and wait for the slide to finish.
 */
async function placement(locator: Locator): Promise<'shown' | 'hidden' | 'moving'> {
  const box = await locator.boundingBox();
  if (!box || box.x + box.width <= 0) return 'hidden';
  return box.x >= 0 ? 'shown' : 'moving';
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the dashboard layout', () => {
  it('shows the side navigation of the role on a desktop', async () => {
    const { context, page } = await signedIn(browser, 'hos');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/hos');
    const nav = page.getByLabel('Dashboard navigation');
    await nav.getByRole('link', { name: 'Faculties' }).waitFor();
    expect(await placement(nav)).toBe('shown');
    expect(await page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByText('Campusflow Demo University').isVisible()).toBe(
      true,
    );
    await screenshot(page, 'dashboard-hos-desktop');
    await context.close();
  });

  it('collapses to a drawer at 360 px', async () => {
    const { context, page } = await signedIn(browser, 'hos', { viewport: 'phone' });
    await page.goto('/dashboard/hos/faculties');
    await page.getByRole('heading', { name: 'Faculties' }).waitFor();
    const nav = page.getByLabel('Dashboard navigation');
    const burger = page.getByRole('button', { name: 'Open navigation' });
    expect(await burger.isVisible()).toBe(true);
    expect(await placement(nav)).toBe('hidden');
    await screenshot(page, 'dashboard-hos-phone');
    await burger.click();
    await expect.poll(() => placement(nav)).toBe('shown');
    await screenshot(page, 'dashboard-hos-phone-drawer');
    await nav.getByRole('link', { name: 'Departments' }).click();
    await page.getByRole('heading', { name: 'Departments' }).waitFor();
    // Going to another page closes the drawer.
    await expect.poll(() => placement(nav)).toBe('hidden');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("loads the menus' and dialogs' code only when one is first opened", async () => {
    // Issue 20: Mantine's Menu, Modal and their positioning library stay out of a home's first
    // download; reaching for the menu fetches them, and the menu opens.
    const { context, page } = await signedIn(browser, 'student', { viewport: 'phone' });
    const scripts: string[] = [];
    page.on('response', (response) => {
      const name = new URL(response.url()).pathname.split('/').pop() ?? '';
      if (name.endsWith('.js')) scripts.push(name);
    });
    await page.goto('/dashboard/student', { waitUntil: 'networkidle' });
    const onDemand = /^(Menu|Modal|Popover|floating-ui)\b/;
    // The entry's file, the dashboard's and the home's, not dozens (vite.config.ts).
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.length).toBeLessThanOrEqual(4);
    expect(scripts.filter((name) => onDemand.test(name))).toEqual([]);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(scripts.filter((name) => name.startsWith('Menu'))).toHaveLength(1);
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    await context.close();
  });

  it('opens personal settings from the user menu', async () => {
    const { context, page } = await signedIn(browser, 'teacher', { viewport: 'phone' });
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/teacher');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/dashboard/settings');
    await page.getByRole('region', { name: 'Appearance' }).waitFor();
    expect(await page.getByText('will hold your personal settings here').count()).toBe(0);
    await context.close();
  });

  it('sends a user with several roles to choose one first', async () => {
    const context = await newContext(browser);
    await signInAs(context, 'multi@demo.campusflow.test');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/select-dashboard');
    await context.close();
  });
});
