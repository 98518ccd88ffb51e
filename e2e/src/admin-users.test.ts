import { readFileSync } from 'node:fs';
import type { TUserList } from '@campusflow/contracts';
import ExcelJS from 'exceljs';
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

describe('the school administrator', () => {
  it('adds a member of staff, changes their roles, suspends them and finds it all in the audit log', async () => {
    const { context, page } = await signedIn(browser, 'admin');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/admin');
    await page.getByText('Accounts', { exact: true }).waitFor();
    await screenshot(page, 'admin-home-desktop');

    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Add a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByLabel('Full name').fill('Yetunde Balogun');
    await dialog.getByLabel('E-mail address').fill('yetunde.balogun@demo.campusflow.test');
    await dialog.getByLabel('Roles').click();
    await page.getByRole('option', { name: 'Lecturer' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Add and invite' }).click();
    await page.getByText('Yetunde Balogun has been added and invited by e-mail.').waitFor();

    await page.getByLabel('Search').fill('Yetunde');
    const row = page.getByRole('row').filter({ hasText: 'Yetunde Balogun' });
    await row.waitFor();
    expect(await row.textContent()).toContain('invited');
    await screenshot(page, 'admin-users-desktop');

    await row.getByRole('button', { name: 'Actions for Yetunde Balogun' }).click();
    await page.getByRole('menuitem', { name: 'Change roles' }).click();
    const roles = page.getByRole('dialog', { name: /Roles of Yetunde Balogun/ });
    await roles.getByLabel('Roles').click();
    await page.getByRole('option', { name: 'Head of department' }).click();
    await page.keyboard.press('Escape');
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await page.getByText('The roles of Yetunde Balogun have been changed.').waitFor();
    await row.getByText('Head of department').last().waitFor();

    await row.getByRole('button', { name: 'Actions for Yetunde Balogun' }).click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    await page
      .getByRole('dialog', { name: 'Suspend Yetunde Balogun?' })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await page.getByText('Yetunde Balogun is suspended and signed out.').waitFor();
    await row.getByText('suspended').last().waitFor();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    for (const action of ['user.create', 'user.roles_change', 'user.suspend']) {
      await page.getByRole('cell', { name: action }).first().waitFor();
    }
    await screenshot(page, 'audit-log-desktop');
    await context.close();
  });

  it('the users list is usable on a phone', async () => {
    const { context, page } = await signedIn(browser, 'admin', { viewport: 'phone' });
    await page.goto('/dashboard/admin/users?roles=student&q=DEMO%2F2025');
    await page.getByText('DEMO/2025/0002').waitFor();
    await screenshot(page, 'admin-users-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('the users list export', () => {
  it('prepares the whole list as Excel and gives its link; the menu fits a phone', async () => {
    const phone = await signedIn(browser, 'admin', { viewport: 'phone' });
    await phone.page.goto('/dashboard/admin/users');
    await phone.page.getByRole('heading', { name: 'Users' }).waitFor();
    const onPhone = new ExportMenu(phone.page);
    await onPhone.open();
    await screenshot(phone.page, 'export-menu-phone');
    await phone.close();

    const { page, api, close } = await signedIn(browser, 'admin');
    await page.goto('/dashboard/admin/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    const menu = new ExportMenu(page);
    await menu.open();
    await screenshot(page, 'export-menu-desktop');
    await page.keyboard.press('Escape');

    // The whole school is past the journeys' direct limit (300 rows): a job prepares it.
    const list = await api<TUserList>('GET', '/api/v1/users?limit=1');
    expect(list.body.total).toBeGreaterThan(300);
    const download = await menu.downloadPrepared('Excel (XLSX)');
    expect(download.suggestedFilename()).toBe('users.xlsx');
    await screenshot(page, 'export-ready-desktop');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await download.path()) ?? '') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet?.actualRowCount).toBe(list.body.total + 1);
    await close();
  });
});
