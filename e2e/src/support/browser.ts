import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the server the journeys run against (global-setup.ts). */
    baseUrl: string;
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Headless Debian Chromium, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * A fresh browser profile. The app's service worker is blocked unless asked for: a journey that
 * intercepts the API (`page.route`) must see every call, and the worker would answer some itself.
 */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport, serviceWorkers });
}

/**
 * With `E2E_SCREENSHOTS=1`, saves a screenshot under e2e/screenshots/ (not committed) for a human
 * to look at. Off by default: the pictures assert nothing, and some 130 of them cost CI a minute.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const dir = path.join(repoRoot, 'e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
