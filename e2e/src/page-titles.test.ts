import { roleKeys } from '@campusflow/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, viewports } from './support/browser.ts';
import { menuPaths } from './support/menu-pages.ts';
import { signedIn } from './support/session.ts';

// Issue 20: every page names itself in the title, then the school, then the product; a skip
// link is the keyboard's first stop; a dialog's close button says what it does.

const SCHOOL = 'Campusflow Demo University';
const PRODUCT = 'Campusflow';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page's part of the title once the page has named itself ('' while it has not). */
async function pageName(page: Page, school: string | null) {
  const suffix = [school, PRODUCT].filter(Boolean).join(' · ');
  await expect.poll(() => page.title()).toMatch(new RegExp(`^.+ · ${suffix}$`));
  const title = await page.title();
  return title.slice(0, title.length - suffix.length - 3);
}

/** The headings of the page's own content. */
const headings = (page: Page) =>
  page.locator('#main-content').getByRole('heading').allTextContents();

describe('every page', () => {
  it.each([...roleKeys])(
    "names itself and the school in its title, for each page in the %s's menu",
    async (role) => {
      const user = await signedIn(browser, role);
      const { page } = user;
      const paths = await menuPaths(page);
      expect(paths.length).toBeGreaterThan(0);
      const names = new Map<string, string>();
      for (const path of paths) {
        await page.goto(`${baseUrl()}${path}`);
        const name = await pageName(page, role === 'appadmin' ? null : SCHOOL);
        expect(name, path).not.toBe(SCHOOL);
        // The title's name is the page's own heading.
        await expect.poll(() => headings(page), { message: path }).toContain(name);
        names.set(path, name);
      }
      await user.close();
      // A menu of several pages has several names: no page borrowed another's.
      if (paths.length > 2) expect(new Set(names.values()).size).toBeGreaterThan(1);
    },
    180_000,
  );

  it('names the public pages too, without a school', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    const expected: [string, string][] = [
      ['/', 'School portal'],
      ['/login', 'Log in'],
      ['/list', 'Schools'],
      ['/apply', 'Apply for admission'],
      ['/forgot-password', 'Forgot your password?'],
    ];
    for (const [path, name] of expected) {
      await page.goto(`${baseUrl()}${path}`);
      expect(await pageName(page, null), path).toBe(name);
    }
    await context.close();
  });
});

describe('the keyboard', () => {
  it('meets the skip link first, and it leads past the menu into the page', async () => {
    const hos = await signedIn(browser, 'hos');
    const { page } = hos;
    await page.goto(`${baseUrl()}/dashboard/hos/faculties`);
    await pageName(page, SCHOOL);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(async () => (await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next stop is in the page, not the menu.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.getElementById('main-content')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
    // A dialog's close button has a name.
    await page.getByRole('button', { name: 'Add a faculty' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await hos.close();
  });
});
