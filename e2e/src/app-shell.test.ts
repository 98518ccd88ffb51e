import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, signInAs } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { webDist } from './support/server.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The hue (0–360) of a CSS `rgb(r, g, b)` colour. */
function hueOf(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? [])
    .map(Number)
    .map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

function backgroundOf(toast: Locator): Promise<string> {
  return toast.evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** The toast area (react-toastify's live region), on every page from the first paint. */
function toastArea(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** The column the toasts show in: react-toastify renders it with the first toast. */
function toastColumn(page: Page): Locator {
  return toastArea(page).locator('.Toastify__toast-container--top-right');
}

/** A toast on screen (one that is closing is no longer an alert). */
function toast(page: Page, text: string): Locator {
  return toastArea(page).getByRole('alert').filter({ hasText: text });
}

/** The toast element, until it has left the page (its closing animation included). */
function toastElement(page: Page, text: string): Locator {
  return toastArea(page).locator('.Toastify__toast').filter({ hasText: text });
}

/** Waits until a toast has finished sliding in (its box is then where it stays). */
async function settled(toast: Locator) {
  // The toast's own animations: the one of its progress bar inside is its time running out.
  await toast.evaluate((el) => Promise.allSettled(el.getAnimations().map((a) => a.finished)));
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box: it is not shown.');
  return box;
}

/**
 * The page's animations (a toast's time running out is its progress bar's CSS animation) at
 * `rate` times their speed, through Chromium's DevTools protocol: a wait of the toast's time
 * costs a tenth of it. The test of the time itself runs at the real speed.
 */
const QUICK = 10;
async function quickAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: QUICK });
}

/** Asks for a toast the way other scripts may in development mode (app/toast-area.tsx). */
function fire(page: Page, type: string, message: string) {
  return page.evaluate(
    ([type, message]) =>
      window.dispatchEvent(new CustomEvent('campusflow:toast', { detail: { type, message } })),
    [type, message] as const,
  );
}

/** Shows a first toast, once the app has read its runtime settings (the request is ignored before). */
async function showFirstToast(page: Page, message: string) {
  await expect
    .poll(async () => {
      if ((await toast(page, message).count()) === 0) await fire(page, 'info', message);
      return toast(page, message).count();
    })
    .toBeGreaterThan(0);
}

/** Opens the landing page and waits until toasts may be asked for. */
async function openLanding(page: Page) {
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/config');
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await config;
  await showFirstToast(page, 'Ready.');
  await toast(page, 'Ready.').first().click();
  await toastElement(page, 'Ready.').waitFor({ state: 'detached' });
}

describe('the global toast area (spec sections 2, 3, 8 and 9)', () => {
  it('is on the page from the first paint and shows toasts at the top right', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      for (const at of ['/', '/login']) {
        const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/config');
        await page.goto(at);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Before any toast: the area (a polite live region) is there, empty.
        const area = toastArea(page);
        expect(await area.count()).toBe(1);
        expect(await area.getAttribute('aria-live')).toBe('polite');
        expect(await area.getByRole('alert').count()).toBe(0);
        await config;
        await showFirstToast(page, 'First toast.');
        const first = toast(page, 'First toast.');
        await settled(first);
        expect(await toastColumn(page).evaluate((el) => getComputedStyle(el).position)).toBe(
          'fixed',
        );
        const box = await first.boundingBox();
        expect(box).not.toBeNull();
        if (box) {
          // 16 px from the top and right edges on a desktop, the full width of a phone.
          const fromRight = viewport.width - (box.x + box.width);
          expect(fromRight).toBeGreaterThanOrEqual(0);
          expect(fromRight).toBeLessThanOrEqual(17);
          expect(box.y).toBeLessThanOrEqual(17);
          if (viewport.width < 480) expect(box.width).toBe(viewport.width);
          else expect(box.x).toBeGreaterThan(viewport.width / 2);
        }
        if (at === '/login') await screenshot(page, `toast-login-${name}`);
        await first.click();
        await toastElement(page, 'First toast.').waitFor({ state: 'detached' });
      }
      await context.close();
    }
  });

  it('shows each type in its colour, newest first, and closes after about 3 s or on a click', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await openLanding(page);

    await fire(page, 'success', 'Saved.');
    await fire(page, 'error', 'That failed.');
    await fire(page, 'warning', 'Careful.');
    await fire(page, 'info', 'For your information.');
    await toast(page, 'For your information.').waitFor();
    for (const [type, text] of [
      ['success', 'Saved.'],
      ['error', 'That failed.'],
      ['warning', 'Careful.'],
      ['info', 'For your information.'],
    ] as const) {
      expect(await toast(page, text).getAttribute('class')).toContain(`Toastify__toast--${type}`);
    }
    const hues = {
      success: hueOf(await backgroundOf(toast(page, 'Saved.'))),
      error: hueOf(await backgroundOf(toast(page, 'That failed.'))),
      warning: hueOf(await backgroundOf(toast(page, 'Careful.'))),
      info: hueOf(await backgroundOf(toast(page, 'For your information.'))),
    };
    expect(hues.success).toBeGreaterThan(90);
    expect(hues.success).toBeLessThan(160); // green
    expect(hues.error < 15 || hues.error > 345).toBe(true); // red
    expect(hues.warning).toBeGreaterThan(35);
    expect(hues.warning).toBeLessThan(65); // yellow
    expect(hues.info).toBeGreaterThan(190);
    expect(hues.info).toBeLessThan(235); // blue
    // Newest on top.
    expect(await toastArea(page).getByRole('alert').first().textContent()).toContain(
      'For your information.',
    );
    await settled(toast(page, 'Saved.'));
    const box = await toast(page, 'Saved.').boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x + box.width).toBeGreaterThan(viewports.desktop.width - 40);
      expect(box.y).toBeLessThan(400);
    }
    await screenshot(page, 'toasts-desktop');

    // A click closes a toast at once.
    await toast(page, 'Careful.').click();
    await toast(page, 'Careful.').waitFor({ state: 'detached', timeout: 1000 });
    await toastElement(page, 'Careful.').waitFor({ state: 'detached', timeout: 2000 });

    // By themselves they close after about 3000 ms: still there at 1.5 s, gone well before 5 s.
    await page.mouse.move(10, 700);
    const firedAt = Date.now();
    await fire(page, 'info', 'Timed.');
    await toast(page, 'Timed.').waitFor();
    await page.waitForTimeout(1500);
    expect(await toast(page, 'Timed.').isVisible()).toBe(true);
    await toastElement(page, 'Timed.').waitFor({ state: 'detached', timeout: 5000 });
    const lasted = Date.now() - firedAt;
    expect(lasted).toBeGreaterThan(2500);
    expect(lasted).toBeLessThan(5000);
    await context.close();
  });

  it('waits while the pointer is on a toast or the window is in the background', async () => {
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await openLanding(page);
    await quickAnimations(page);

    await fire(page, 'info', 'Hovered.');
    await toast(page, 'Hovered.').hover();
    // Well past its 3000 ms and its closing animation (under a second).
    await page.waitForTimeout(4500 / QUICK);
    expect(await toast(page, 'Hovered.').isVisible()).toBe(true);
    await page.mouse.move(10, 700);
    await toastElement(page, 'Hovered.').waitFor({ state: 'detached', timeout: 5000 });

    await fire(page, 'info', 'Unseen.');
    await toast(page, 'Unseen.').waitFor();
    // Once it is in: the end of its entrance starts its time (react-toastify).
    await settled(toast(page, 'Unseen.'));
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.waitForTimeout(4500 / QUICK);
    expect(await toast(page, 'Unseen.').isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await toastElement(page, 'Unseen.').waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  it('closes a toast dragged aside by more than 60 % of its width, and only then', async () => {
    for (const viewport of [viewports.desktop, viewports.phone]) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await openLanding(page);
      await fire(page, 'success', 'Drag me.');
      const dragged = toast(page, 'Drag me.');
      await dragged.waitFor();
      await settled(dragged);
      const box = await boxOf(dragged);
      // Taken near its right edge and moved left: the pointer stays on the screen.
      const x = box.x + box.width * 0.9;
      const y = box.y + box.height / 2;
      const drag = async (share: number) => {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x - box.width * share, y, { steps: 10 });
        await page.mouse.up();
      };
      // Half its width: it comes back (and the drag is not a click that closes it).
      await drag(0.5);
      await page.waitForTimeout(500);
      expect(await dragged.isVisible()).toBe(true);
      await settled(dragged);
      expect((await boxOf(dragged)).x).toBe(box.x);
      // Seven tenths: it is gone.
      await drag(0.7);
      await dragged.waitFor({ state: 'detached', timeout: 1000 });
      await context.close();
    }
  });

  it('shows at most 20 at once; the others wait their turn', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await openLanding(page);
    await quickAnimations(page);
    await page.evaluate(() => {
      for (let i = 1; i <= 25; i++) {
        window.dispatchEvent(
          new CustomEvent('campusflow:toast', {
            detail: { type: 'info', message: `Toast number ${i}.` },
          }),
        );
      }
    });
    await toast(page, 'Toast number 20.').waitFor();
    expect(await toastArea(page).getByRole('alert').count()).toBe(20);
    expect(await toastArea(page).locator('.Toastify__toast').count()).toBe(20);
    expect(await toast(page, 'Toast number 21.').count()).toBe(0);
    await settled(toast(page, 'Toast number 1.'));
    await screenshot(page, 'toasts-phone');
    // As the first ones close, the waiting ones come in.
    await toast(page, 'Toast number 25.').waitFor({ timeout: 8000 });
    await context.close();
  });

  it('announces a new build with a toast at the top right that closes on click', async () => {
    const buildFile = path.join(webDist, 'build.json');
    const original = readFileSync(buildFile, 'utf8');
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await quickAnimations(page);
      writeFileSync(buildFile, JSON.stringify({ buildId: 'a-newer-build', builtAt: 'now' }));
      // The app checks again whenever the tab becomes visible.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const notice = toast(page, 'A new version of Campusflow is available.');
      await notice.waitFor();
      await settled(notice);
      const box = await notice.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.y).toBeLessThan(80);
        expect(box.x + box.width).toBeGreaterThan(viewports.desktop.width - 40);
      }
      // Info toasts are blue.
      const hue = hueOf(await backgroundOf(notice));
      expect(hue).toBeGreaterThan(190);
      expect(hue).toBeLessThan(235);
      // It stays until clicked (past 3000 ms and a closing animation).
      await page.waitForTimeout(4500 / QUICK);
      expect(await notice.isVisible()).toBe(true);
      await screenshot(page, 'new-build-toast');
      await notice.click({ position: { x: 10, y: 10 } });
      await notice.waitFor({ state: 'detached' });
    } finally {
      writeFileSync(buildFile, original);
      await context.close();
    }
  });
});

describe('a page part that fails to load', () => {
  it('reloads the page once, then shows the error page instead of reloading again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await context.route(/identity-pages-.*\.js$/, (route) => route.abort());
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Internal Server Error' }).waitFor();
    expect(loads).toBe(2);
    await context.close();
  });
});

describe('the first paint', () => {
  it('shows a loading bar while the first page part loads', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    // The landing page's own file (its group in apps/web/vite.config.ts).
    let delayed = 0;
    await context.route(/\/assets\/landing-[\w-]+\.js$/, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(0);
    // The file held back was the page's: a renamed chunk would let the test pass by luck.
    expect(delayed).toBe(1);
    await context.close();
  });
});

describe('an error while showing a page', () => {
  it('logs and reports the page and component by name, and shows Internal Server Error', async () => {
    const { context, page } = await signedIn(browser, 'hos');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A list answer without its items: the page cannot render it.
    await page.route(/\/api\/v1\/academics\/faculties(\?|$)/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"total":3}' }),
    );
    const reported = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/v1/system/client-errors',
    );
    await page.goto('/dashboard/hos/faculties');
    await page.getByRole('heading', { name: 'Internal Server Error' }).waitFor();
    const report = JSON.parse((await reported).postData() ?? '{}') as { component?: string };
    expect(report.component).toBe('QueryState on FacultiesPage');
    const logged = errors.find((text) => text.startsWith('Campusflow: error in'));
    expect(logged).toContain('Campusflow: error in QueryState on FacultiesPage');
    await screenshot(page, 'render-error-desktop');
    await context.close();
  });
});

describe('first route spellings, signed in', () => {
  it.each([
    ['transportadmin', '/dashboard/transportAdmin', '/dashboard/transport-admin', 'Transport'],
    [
      'transportadmin',
      '/dashboard/transportAdmin/vehicles',
      '/dashboard/transport-admin/vehicles',
      'Vehicles',
    ],
    ['hos', '/dashboard/hos/EmailSender', '/dashboard/hos/email-sender', 'E-mail sender'],
    [
      'appadmin',
      '/dashboard/appadmin/cgpaFormula',
      '/dashboard/appadmin/cgpa-formula',
      'CGPA formula',
    ],
  ])('%s: %s lands on %s', async (role, from, to, heading) => {
    const context = await newContext(browser);
    await signInAs(context, demoEmail(role));
    const page = await context.newPage();
    await page.goto(`${from}?from=old`);
    await page.waitForURL((url) => url.pathname === to);
    expect(new URL(page.url()).search).toBe('?from=old');
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(await page.getByLabel('Dashboard navigation').isVisible()).toBe(true);
    await context.close();
  });
});

describe('/select-role', () => {
  it('signed out, says so and links to the login page instead of redirecting', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    await page.goto('/select-role');
    await page.getByText('You are not signed in.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/select-role');
    await screenshot(page, 'select-role-signed-out-phone');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('signed in with several roles, offers them', async () => {
    const context = await newContext(browser);
    await signInAs(context, 'multi@demo.campusflow.test');
    const page = await context.newPage();
    await page.goto('/select-role');
    await page.getByRole('heading', { name: 'Choose a dashboard' }).waitFor();
    await screenshot(page, 'select-role-desktop');
    await page.getByRole('button', { name: /Lecturer/ }).click();
    await page.waitForURL('**/dashboard/teacher');
    await context.close();
  });
});
