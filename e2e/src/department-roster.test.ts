import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { ExportMenu } from './support/exports.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the head of department (demo institution)', () => {
  it('opens a course of the department, finds a student and downloads the roster', async () => {
    const { context, page } = await signedIn(browser, 'hod');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/hod');
    await page.getByRole('heading', { name: 'Computer Science' }).waitFor();
    await screenshot(page, 'hod-home-desktop');
    // GST 101 (of Computer Science) is taken by every 100-level student; the roster holds the
    // approved registrations the demo seed made.
    await page.getByRole('link', { name: 'GST 101' }).click();
    await page.getByRole('heading', { name: /^GST 101 / }).waitFor();
    const heading = await page.getByRole('heading', { name: /^Students \(\d+\)$/ }).textContent();
    const count = Number(/\((\d+)\)/.exec(heading ?? '')?.[1]);
    expect(count).toBeGreaterThan(5);
    // The roster is paged by the server; the footer counts the whole course.
    await page.getByText(new RegExp(`^1–${Math.min(count, 50)} of ${count}$`)).waitFor();
    const someone =
      (await page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
    await page.getByLabel('Find a student').fill(someone);
    await page.getByRole('cell', { name: someone }).first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(someone);
    await page.getByRole('cell', { name: 'Compulsory' }).first().waitFor();
    await page.getByLabel('Find a student').fill('');
    // The export follows the search in the address (the list may still show the last page while
    // the next loads), so wait for the cleared search to reach it.
    await expect.poll(() => new URL(page.url()).searchParams.get('q') ?? '').toBe('');
    await page.getByText(new RegExp(`^1–${Math.min(count, 50)} of ${count}$`)).waitFor();

    const download = await new ExportMenu(page).download('CSV');
    expect(download.suggestedFilename()).toMatch(/^GST101-.*\.csv$/);
    const file = readFileSync((await download.path()) ?? '', 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const lines = file.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Matric number,Name,Programme,Level,Category,E-mail,Phone');
    expect(lines).toHaveLength(count + 1);
    await screenshot(page, 'hod-course-desktop');
    await context.close();
  });
});
