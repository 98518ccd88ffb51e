import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support/browser.ts';
import { signedIn } from './support/session.ts';

// Issue 20: a skip link is the keyboard's first stop; a dialog's close button says what it
// does. (Every page's title is checked in the walk of every-page.test.ts.)

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
  // A page names itself once its code and data are in: seconds on a busy machine.
  await expect
    .poll(() => page.title(), { timeout: 15_000 })
    .toMatch(new RegExp(`^.+ · ${suffix}$`));
  const title = await page.title();
  return title.slice(0, title.length - suffix.length - 3);
}

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
