import { roleKeys } from '@campusflow/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, type Violation } from './support/axe.ts';
import { baseUrl, launchBrowser, newContext, viewports } from './support/browser.ts';
import { menuPaths } from './support/menu-pages.ts';
import { signedIn } from './support/session.ts';

// Issue 20: axe-core over every page of every demo role's menu and the public pages, in the
// light and the dark scheme, finds no serious or critical violation of WCAG 2.1 AA.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every page the context opens is drawn in `scheme`, as if chosen in the settings. */
const drawIn = (context: BrowserContext, scheme: string) =>
  context.addInitScript((s) => localStorage.setItem('campusflow-color-scheme', s), scheme);

/** Opens `path` and waits until its page has named itself (its content is drawn). */
async function openPage(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await expect.poll(() => page.title()).toMatch(/ · /);
  await page.waitForLoadState('networkidle');
}

describe.each(['light', 'dark'])('axe-core finds nothing serious in the %s scheme', (scheme) => {
  it.each([...roleKeys])(
    "on any page of the %s's menu",
    async (role) => {
      const user = await signedIn(browser, role);
      await drawIn(user.context, scheme);
      const found: Record<string, Violation[]> = {};
      for (const path of await menuPaths(user.page)) {
        await openPage(user.page, path);
        const violations = await seriousViolations(user.page);
        if (violations.length) found[path] = violations;
      }
      await user.close();
      expect(found).toEqual({});
    },
    180_000,
  );

  it('on the public pages', async () => {
    const context = await newContext(browser, viewports.desktop);
    await drawIn(context, scheme);
    const page = await context.newPage();
    const found: Record<string, Violation[]> = {};
    for (const path of ['/', '/login', '/list', '/apply', '/register', '/forgot-password']) {
      await openPage(page, path);
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    await context.close();
    expect(found).toEqual({});
  });
});
