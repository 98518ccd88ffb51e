// Issue 20: a screenshot at 360 px of every page in every demo role's menu and of the public
// pages, to be looked at (`npm run shots:phone`): the pictures land in .shots/phone/<role>/,
// with one contact sheet per role beside them (.shots/phone/<role>.png).
// The every-page walk (every-page.test.ts) checks the same pages for sideways scrolling; this
// is for the eye: what is cramped, cut or misaligned shows here.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { roleKeys } from '@campusflow/contracts';
import type { Browser, Page } from 'playwright-core';
import { demoEmail } from './support/accounts.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import { repoRoot, startServer } from './support/server.ts';

const PUBLIC_PAGES = ['/', '/login', '/list', '/apply', '/register', '/forgot-password'];
const outDir = path.join(repoRoot, '.shots/phone');

/** A file name for a page's path: /dashboard/hos/faculties -> hos-faculties. */
const fileName = (pagePath: string) =>
  pagePath.replace(/^\/(dashboard\/)?/, '').replace(/\//g, '-') || 'landing';

async function shoot(page: Page, url: string, file: string) {
  await page.goto(url);
  // The page has named itself once its content is drawn (lib/document-title.ts).
  await page.waitForFunction(() => document.title.includes(' · '), null, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: file, fullPage: true });
}

/**
 * One picture of a folder's screenshots side by side, each cut to the first screen, named
 * under it: a role's pages can be looked at in one view (.shots/phone/<role>.png).
 */
async function contactSheet(browser: Browser, folder: string) {
  const dir = path.join(outDir, folder);
  const tiles = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .map(
      (f) =>
        `<figure><img src="${folder}/${f}"><figcaption>${f.replace('.png', '')}</figcaption></figure>`,
    );
  const style =
    'body{margin:0;display:flex;flex-wrap:wrap;gap:6px;width:1500px;background:#777}' +
    'figure{margin:0;width:360px;height:780px;overflow:hidden;background:#fff;position:relative}' +
    'figcaption{position:absolute;bottom:0;background:#000;color:#fff;font:13px sans-serif;padding:2px 4px}';
  const html = path.join(outDir, `${folder}.html`);
  writeFileSync(html, `<html><style>${style}</style><body>${tiles.join('')}</body></html>`);
  const page = await browser.newPage({ viewport: { width: 1500, height: 780 } });
  await page.goto(`file://${html}`);
  await page.waitForLoadState('load');
  await page.screenshot({ path: path.join(outDir, `${folder}.png`), fullPage: true });
  await page.close();
}

async function shootRole(browser: Browser, baseUrl: string, role: string): Promise<number> {
  const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
  const signIn = await context.request.post(`${baseUrl}/api/v1/auth/login`, {
    data: { identifier: demoEmail(role), password: 'Demo-pass-2025' },
    headers: { origin: baseUrl },
  });
  if (!signIn.ok()) throw new Error(`sign-in of ${role} failed: ${signIn.status()}`);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/dashboard`);
  // At 360 px the menu is folded away, but its links are in the page.
  const links = page.locator('nav[aria-label="Dashboard navigation"] a');
  await links.first().waitFor({ state: 'attached' });
  const paths = await links.evaluateAll((as) =>
    as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  const dir = path.join(outDir, role);
  mkdirSync(dir, { recursive: true });
  for (const pagePath of paths) {
    await shoot(page, baseUrl + pagePath, path.join(dir, `${fileName(pagePath)}.png`));
  }
  await context.close();
  return paths.length;
}

const server = await startServer({ LOG_LEVEL: 'error' }, 'bundle');
const browser = await launchBrowser();
try {
  const visitor = await browser.newContext({ viewport: viewports.phone });
  const page = await visitor.newPage();
  mkdirSync(path.join(outDir, 'public'), { recursive: true });
  for (const pagePath of PUBLIC_PAGES) {
    await shoot(
      page,
      server.url + pagePath,
      path.join(outDir, 'public', `${fileName(pagePath)}.png`),
    );
  }
  await visitor.close();
  await contactSheet(browser, 'public');
  let count = PUBLIC_PAGES.length;
  for (const role of roleKeys) {
    count += await shootRole(browser, server.url, role);
    await contactSheet(browser, role);
  }
  console.log(`${count} screenshots at 360 px in ${path.relative(process.cwd(), outDir)}/`);
} finally {
  await browser.close();
  await server.stop();
}
