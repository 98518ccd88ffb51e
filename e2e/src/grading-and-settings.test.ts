import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('grading', () => {
  it('the platform administrator builds a scheme with a live example; the head of school chooses it', async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAs(context, 'appadmin@demo.campusflow.test');
    const page = await context.newPage();
    await page.goto('/dashboard/appadmin/cgpa-formula');
    await page.getByRole('button', { name: 'New scheme' }).click();
    await page.getByLabel('Name').fill('Journey 5-point scale');
    // The example: 72 A(5)x3, 64 B(4)x3, 47 D(2)x2, 55 C(3)x2, 38 F(0)x3 = 37/13 = 2.84.
    expect(await page.getByTestId('example-gpa').textContent()).toBe('2.84');
    expect(await page.getByTestId('example-class').textContent()).toBe('Second Class Lower');
    await page.getByLabel('Score in STA 201').fill('75');
    // 52/13 = 4.00
    await page.getByTestId('example-gpa').filter({ hasText: '4.00' }).waitFor();
    expect(await page.getByTestId('example-class').textContent()).toBe('Second Class Upper');

    // Break the scheme: B no longer reaches 69.
    await page.getByLabel('Highest score for B').fill('68');
    await page.getByText('No band covers 69–69.').waitFor();
    expect(await page.getByRole('button', { name: 'Create the scheme' }).isDisabled()).toBe(true);
    await page.getByLabel('Highest score for B').fill('69');
    await page.getByRole('button', { name: 'Create the scheme' }).click();
    await page.getByText('Journey 5-point scale has been saved.').waitFor();
    await screenshot(page, 'cgpa-formula-desktop');
    await context.close();

    const { context: hosContext, page: hos } = await signedIn(browser, 'hos', {
      viewport: 'phone',
    });
    await hos.goto('/dashboard/hos/settings');
    await hos.getByRole('button', { name: 'Add a scheme' }).click();
    await hos.getByLabel('Scheme 1').first().click();
    await hos.getByRole('option', { name: 'Journey 5-point scale' }).click();
    await hos.getByLabel('Matric number pattern').fill('{SCHOOLCODE}/{YY}/{SEQ5}');
    await hos.getByText(/Example: DEMO\/\d{2}\/00042/).waitFor();
    await hos.getByLabel('Matric number pattern').fill('{SCHOOL}/{YY}');
    await hos.getByText('Unknown part {SCHOOL}.', { exact: false }).waitFor();
    await hos.getByLabel('Matric number pattern').fill('{SCHOOLCODE}/{YY}/{DEPT}/{SEQ4}');
    await hos.getByRole('button', { name: 'Save settings' }).click();
    await hos.getByText('The school settings have been saved.').waitFor();
    await screenshot(hos, 'hos-settings-phone');
    const overflow = await hos.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await hosContext.close();
  });
});
