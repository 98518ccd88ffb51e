import { roleKeys } from '@campusflow/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, type Violation } from './support/axe.ts';
import { baseUrl, launchBrowser, newContext, viewports } from './support/browser.ts';
import { layoutReport } from './support/layout.ts';
import { menuPaths } from './support/menu-pages.ts';
import { signedIn, type Viewport } from './support/session.ts';

// Issue 20, one walk over every page of every demo role's menu and the public pages, each
// loaded twice: in the light scheme on a desktop and in the dark scheme at 360 px. Each time
// axe-core finds no serious or critical violation of WCAG 2.1 AA; on the desktop the title
// names the page by its own heading, then the school; at 360 px the page never scrolls sideways.

const SCHOOL = 'Campusflow Demo University';
const PRODUCT = 'Campusflow';

type Pass = { scheme: 'light' | 'dark'; viewport: Viewport };
const passes: Pass[] = [
  { scheme: 'light', viewport: 'desktop' },
  { scheme: 'dark', viewport: 'phone' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every page the context opens is drawn in `scheme`, as if chosen in the settings. */
const drawIn = (context: BrowserContext, scheme: string) =>
  context.addInitScript((s) => localStorage.setItem('campusflow-color-scheme', s), scheme);

/** Opens `path` and returns the page's part of its title once it has named itself. */
async function openPage(page: Page, path: string, school: string | null) {
  const suffix = [school, PRODUCT].filter(Boolean).join(' · ');
  await page.goto(`${baseUrl()}${path}`);
  // A page names itself once its code and data are in: seconds on a busy machine.
  await expect
    .poll(() => page.title(), { message: path, timeout: 15_000 })
    .toMatch(new RegExp(`^.+ · ${suffix}$`));
  await page.waitForLoadState('networkidle');
  const title = await page.title();
  return title.slice(0, title.length - suffix.length - 3);
}

/** The headings of the page's own content. */
const headings = (page: Page) =>
  page.locator('#main-content').getByRole('heading').allTextContents();

type Findings = Record<string, Violation[] | string>;

/** What is wrong with the page as it is drawn now: axe's findings, or a sideways scroll. */
async function findingsOn(page: Page, { viewport }: Pass): Promise<Violation[] | string | null> {
  const violations = await seriousViolations(page);
  if (violations.length) return violations;
  if (viewport === 'phone') {
    const { pageWidth } = await layoutReport(page);
    if (pageWidth > viewports.phone.width) return `scrolls sideways: ${pageWidth} px wide`;
  }
  return null;
}

describe.each(passes)('every page in the $scheme scheme on a $viewport', (pass) => {
  it.each([...roleKeys])(
    "each page of the %s's menu",
    async (role) => {
      const school = role === 'appadmin' ? null : SCHOOL;
      const user = await signedIn(browser, role, { viewport: pass.viewport });
      await drawIn(user.context, pass.scheme);
      const paths = await menuPaths(user.page);
      expect(paths.length).toBeGreaterThan(0);
      const found: Findings = {};
      const names = new Set<string>();
      for (const path of paths) {
        const name = await openPage(user.page, path, school);
        if (pass.viewport === 'desktop') {
          expect(name, path).not.toBe(SCHOOL);
          // The title's name is the page's own heading.
          await expect
            .poll(() => headings(user.page), { message: path, timeout: 5_000 })
            .toContain(name);
        }
        names.add(name);
        const findings = await findingsOn(user.page, pass);
        if (findings) found[path] = findings;
      }
      await user.close();
      expect(found).toEqual({});
      // A menu of several pages has several names: no page borrowed another's.
      if (paths.length > 2) expect(names.size).toBeGreaterThan(1);
    },
    180_000,
  );

  it('the public pages, each named without a school', async () => {
    const context = await newContext(browser, viewports[pass.viewport]);
    await drawIn(context, pass.scheme);
    const page = await context.newPage();
    const found: Findings = {};
    const expected: [string, string][] = [
      ['/', 'School portal'],
      ['/login', 'Log in'],
      ['/list', 'Schools'],
      ['/apply', 'Apply for admission'],
      ['/register', 'Create an account'],
      ['/forgot-password', 'Forgot your password?'],
    ];
    for (const [path, name] of expected) {
      expect(await openPage(page, path, null), path).toBe(name);
      const findings = await findingsOn(page, pass);
      if (findings) found[path] = findings;
    }
    await context.close();
    expect(found).toEqual({});
  });
});
