import { roleKeys } from '@campusflow/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, type Violation } from './support/axe.ts';
import { baseUrl, launchBrowser, newContext, viewports } from './support/browser.ts';
import { menuPaths } from './support/menu-pages.ts';
import { signedIn } from './support/session.ts';

// Issue 20: axe-core over every page of every demo role's menu and the public pages finds no
// serious or critical violation of WCAG 2.1 AA.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens `path` and waits until its page has named itself (its content is drawn). */
async function openPage(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await expect.poll(() => page.title()).toMatch(/ · /);
  await page.waitForLoadState('networkidle');
}

describe('axe-core finds nothing serious', () => {
  it.each([...roleKeys])(
    "on any page of the %s's menu",
    async (role) => {
      const user = await signedIn(browser, role);
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
