import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The paths of the signed-in user's dashboard menu, as the page lists them. */
export async function menuPaths(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl()}/dashboard`);
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await nav.getByRole('link').first().waitFor();
  return nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}
