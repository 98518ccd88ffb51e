import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInAs } from './support/accounts.ts';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { canvasPng } from './support/images.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a new student and the passport photograph', () => {
  it('is sent to upload one, sees a preview, saves it, and then reaches the student pages', async () => {
    const context = await newContext(browser, viewports.phone);
    // A pre-registered student who has just set up their account (the API path of the journey).
    const first = await context.request.post(`${baseUrl()}/api/v1/auth/login`, {
      data: { identifier: 'DEMO/2025/0002', password: 'first-0002' },
      headers: { origin: baseUrl() },
    });
    const { pendingUserId } = await first.json();
    await context.request.post(`${baseUrl()}/api/v1/auth/account-setup`, {
      data: { pendingUserId, email: 'yusuf.abdullahi@student.test', password: 'Yusuf-pass-2025' },
      headers: { origin: baseUrl() },
    });
    await signInAs(context, 'yusuf.abdullahi@student.test', 'Yusuf-pass-2025');
    const page = await context.newPage();
    await page.goto('/dashboard/student/fees-payment');
    await page.waitForURL('**/dashboard/general/passport');
    await page.getByText('Upload your passport photograph before you continue').waitFor();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'tiny.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page, 80),
    });
    await page.getByText('The photo must be at least 150 × 150 pixels.').waitFor();
    expect(await page.getByRole('button', { name: 'Save photo' }).isDisabled()).toBe(true);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await canvasPng(page, 320) });
    await page.getByRole('img', { name: 'The photo you chose' }).waitFor();
    await screenshot(page, 'passport-preview-phone');
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Your passport photograph has been saved.').waitFor();
    await page.getByRole('img', { name: 'Your passport photograph' }).waitFor();
    await page.getByRole('link', { name: 'Continue to my dashboard' }).click();
    await page.waitForURL('**/dashboard/student');
    await context.close();
  });
});

describe('my profile', () => {
  it('shows the profile and changes the password', async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAs(context, 'transportadmin@demo.campusflow.test');
    const page = await context.newPage();
    await page.goto('/dashboard/general/user-profile');
    await page.getByText('Segun Afolabi').waitFor();
    await page.getByRole('main').getByText('Transport officer').waitFor();
    await screenshot(page, 'profile-desktop');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Segun-new-2025');
    await page.getByLabel('Repeat the new password').fill('Segun-new-2025');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    const old = await context.request.post(`${baseUrl()}/api/v1/auth/login`, {
      data: { identifier: 'transportadmin@demo.campusflow.test', password: DEMO_PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(old.status()).toBe(401);
    // The demo password back: the transport journey signs in as the transport officer too.
    const back = await context.request.post(`${baseUrl()}/api/v1/auth/change-password`, {
      data: { currentPassword: 'Segun-new-2025', newPassword: DEMO_PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(back.status()).toBe(200);
    await context.close();
  });
});

describe('the platform administrator', () => {
  it('adds a school with a logo, and it appears in the public list', async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAs(context, 'appadmin@demo.campusflow.test');
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/appadmin/schools');
    await page.getByRole('button', { name: 'Add a school' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a school' });
    await dialog.getByLabel('Code').fill('fupre');
    await dialog.getByLabel('Name').fill('Federal University of Petroleum Resources');
    await dialog.getByLabel('Address').fill('Effurun, Delta State');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await canvasPng(page, 96),
    });
    await dialog.getByRole('button', { name: 'Add the school' }).click();
    await page.getByText('Federal University of Petroleum Resources has been added.').waitFor();
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Federal University of Petroleum Resources' });
    await row.getByText('FUPRE').waitFor();
    await screenshot(page, 'appadmin-schools-desktop');

    const visitor = await newContext(browser, viewports.phone);
    const list = await visitor.newPage();
    await list.goto('/list?q=petroleum');
    await list.getByText('Federal University of Petroleum Resources').waitFor();
    const logo = list.locator('img').first();
    await logo.waitFor();
    // The element appears before its bytes arrive: wait for the image to have loaded.
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(96);
    await screenshot(list, 'school-list-with-logo-phone');
    await visitor.close();
    await context.close();
  });
});
