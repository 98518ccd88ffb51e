import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const file = (text: string) => ({
  name: 'departments.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

describe('importing departments', () => {
  it('a check lists the bad rows; the corrected file is imported in one go', async () => {
    const { context, page } = await signedIn(browser, 'hos');
    await page.goto('/dashboard/hos/departments');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import departments' });
    await page
      .locator('input[type="file"]')
      .setInputFiles(file('Name,Code,Faculty\nGeology,GEO,SCI\nBiochemistry,BCH,NOPE\n'));
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('1 problem(s) in 2 rows; nothing has been imported').waitFor();
    await dialog.getByRole('cell', { name: 'No faculty has the code or name “NOPE”.' }).waitFor();
    await screenshot(page, 'import-problems-desktop');

    await page
      .locator('input[type="file"]')
      .setInputFiles(file('Name,Code,Faculty\nGeology,GEO,SCI\nBiochemistry,BCH,SCI\n'));
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('2 of 2 rows will be imported.').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await page.getByText('2 departments imported.').waitFor();
    await page.getByLabel('Search').fill('Geology');
    await page.getByRole('row').filter({ hasText: 'GEO' }).waitFor();
    await context.close();
  });
});
