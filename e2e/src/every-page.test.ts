import { roleKeys } from '@campusflow/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { seriousViolations, type Violation } from './support/axe.ts';
import { baseUrl, launchBrowser, newContext, viewports } from './support/browser.ts';
import { layoutReport } from './support/layout.ts';
import { menuPaths } from './support/menu-pages.ts';
import { signedIn, type Viewport } from './support/session.ts';

// Issue 20, one walk over every page of every demo role's menu, the detail pages those pages
// link to (one of each kind), and the public pages, each opened twice: in the light scheme on a desktop and in the dark scheme at 360 px. Each time
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

/**
 * Waits until the page has had no request in flight for a moment: its data and page parts are
 * in. Unlike Playwright's `networkidle`, it also works after a move within the app, and waits
 * 250 ms of quiet instead of 500.
 */
function quietWatch(page: Page) {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const settle = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    let quietFor = 0;
    while (quietFor < 250) {
      await page.waitForTimeout(50);
      quietFor = inFlight > 0 ? 0 : quietFor + 50;
    }
  };
}

/**
 * Moves to `path` within the app, as its menu does (the first page is loaded whole), and
 * returns the page's part of its title once it has named itself and its data is in.
 */
async function openPage(
  page: Page,
  path: string,
  school: string | null,
  quiet: () => Promise<void>,
  expect: ExpectStatic,
) {
  const suffix = [school, PRODUCT].filter(Boolean).join(' · ');
  const here = page.url();
  if (here === 'about:blank') await page.goto(`${baseUrl()}${path}`);
  else if (new URL(here).pathname !== path) {
    // The title is emptied first, so the poll below cannot read the page being left.
    await page.evaluate((to) => {
      document.title = '';
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  // A page names itself once its code and data are in: seconds on a busy machine.
  await expect
    .poll(() => page.title(), { message: path, timeout: 15_000 })
    .toMatch(new RegExp(`^.+ · ${suffix}$`));
  await quiet();
  const title = await page.title();
  return title.slice(0, title.length - suffix.length - 3);
}

/**
 * The pages the current page's content links to past the menu (a course, a sheet, a campaign):
 * dashboard addresses not yet `seen` and of a kind not yet seen, a kind being the address with
 * its last part (the record) left off.
 */
async function detailLinks(page: Page, seen: Set<string>): Promise<string[]> {
  const hrefs = await page
    .locator('#main-content a[href^="/dashboard/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const found: string[] = [];
  for (const href of hrefs) {
    const kind = href.replace(/\/[^/]+$/, '/*');
    if (seen.has(href) || seen.has(kind)) continue;
    seen.add(href);
    seen.add(kind);
    found.push(href);
  }
  return found;
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

/** How many detail pages each role's walk found past its menu, said once the walks are done. */
const walked: Record<string, number> = {};
afterAll(() => {
  console.info('Detail pages walked past the menus:', JSON.stringify(walked));
});

// The walks only read, each in a browser context of its own, and spend much of their time
// waiting for a page to settle: two run at once (the e2e project's maxConcurrency).
describe.concurrent.each(passes)('every page in the $scheme scheme on a $viewport', (pass) => {
  it.for([...roleKeys])(
    "each page of the %s's menu",
    { timeout: 180_000 },
    // Concurrent tests assert with their own `expect`.
    async (role, { expect }) => {
      const school = role === 'appadmin' ? null : SCHOOL;
      const user = await signedIn(browser, role, { viewport: pass.viewport });
      await drawIn(user.context, pass.scheme);
      const quiet = quietWatch(user.page);
      const paths = await menuPaths(user.page);
      expect(paths.length).toBeGreaterThan(0);
      const found: Findings = {};
      const names = new Set<string>();
      // The menu's pages, then the detail pages their content links to, one of each kind (the
      // loop takes the ones added as it goes).
      const seen = new Set(paths);
      const pages = [...paths];
      for (const path of pages) {
        const name = await openPage(user.page, path, school, quiet, expect);
        if (paths.includes(path)) pages.push(...(await detailLinks(user.page, seen)));
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
      walked[`${role} ${pass.viewport}`] = pages.length - paths.length;
    },
  );

  it('the public pages, each named without a school', async ({ expect }) => {
    const context = await newContext(browser, viewports[pass.viewport]);
    await drawIn(context, pass.scheme);
    const page = await context.newPage();
    const quiet = quietWatch(page);
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
      expect(await openPage(page, path, null, quiet, expect), path).toBe(name);
      const findings = await findingsOn(page, pass);
      if (findings) found[path] = findings;
    }
    await context.close();
    expect(found).toEqual({});
  });
});
