import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { webDist } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a new build', () => {
  it('is announced by a toast at the top right that closes on click', async () => {
    const buildFile = path.join(webDist, 'build.json');
    const original = readFileSync(buildFile, 'utf8');
    const context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      writeFileSync(buildFile, JSON.stringify({ buildId: 'a-newer-build', builtAt: 'now' }));
      // The app checks again whenever the tab becomes visible.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const toast = page
        .getByRole('alert')
        .filter({ hasText: 'A new version of Campusflow is available.' });
      await toast.waitFor();
      const box = await toast.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.y).toBeLessThan(80);
        expect(box.x + box.width).toBeGreaterThan(viewports.desktop.width - 40);
      }
      const colour = await toast.evaluate(
        (el) => getComputedStyle(el.closest('.Toastify__toast') ?? el).backgroundColor,
      );
      // Info toasts are blue.
      expect(colour).toMatch(/rgb\(52, 152, 219\)/);
      await screenshot(page, 'new-build-toast');
      await toast.click({ position: { x: 10, y: 10 } });
      await toast.waitFor({ state: 'detached' });
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
