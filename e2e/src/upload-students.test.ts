import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const header = 'Matric number,JAMB number,Phone,Name,E-mail,Programme,Level,Initial password';

describe('bulk upload of admitted students', () => {
  it('the app admin checks a file, sees the bad rows, imports a clean one; a student signs in by matric number', async () => {
    const stamp = Date.now().toString().slice(-6);
    const matric = (n: number) => `UPL/${stamp}/${n}`;
    const row = (n: number, phone: string, programme = 'BSCCSC') =>
      `${matric(n)},${stamp}${n}0UP,${phone},Upload Student ${n},,${programme},100,first-${stamp}`;
    const bad = [header, row(1, '08031234567'), row(2, '12345', 'NOPE'), row(3, '08031234569')];
    const good = [header, row(1, '08031234567'), row(2, '08031234568'), row(3, '08031234569')];

    const { context, page } = await signedIn(browser, 'appadmin', { viewport: 'phone' });
    await page.goto('/dashboard/appadmin/uploadStudents');
    await page.getByPlaceholder('Search by name or code').click();
    await page.getByRole('option', { name: /Campusflow Demo University/ }).click();

    const choose = (lines: string[], name: string) =>
      page.locator('input[type="file"]').setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
      });
    await choose(bad, 'students-bad.csv');
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('2 problems in 3 rows; nothing has been imported').waitFor();
    await page.getByText('No programme of this school has').first().waitFor();
    await screenshot(page, 'upload-students-problems-phone');
    expect(await page.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);

    await choose(good, 'students.csv');
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByText('The file is ready').waitFor();
    await page.getByRole('button', { name: 'Import 3 students' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
    await page.getByText('Import complete').waitFor();
    await screenshot(page, 'upload-students-done-phone');
    await context.close();

    const student = await newContext(browser, viewports.phone);
    const login = await student.request.post(`${baseUrl()}/api/v1/auth/login`, {
      data: { identifier: matric(2), password: `first-${stamp}` },
      headers: { origin: baseUrl() },
    });
    expect(await login.json()).toMatchObject({ status: 'account_setup' });
    await student.close();
  });
});
