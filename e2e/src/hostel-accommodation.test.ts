import { readFileSync } from 'node:fs';
import type { TMyAccommodation } from '@campusflow/contracts/hostels';
import { PDFParse } from 'pdf-parse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import {
  HostelApplicationsPage,
  HostelSetup,
  hostelPaths,
  StudentAccommodationPage,
} from './support/hostels.ts';
import { expectFocused } from './support/keyboard.ts';
import { payThroughSandbox } from './support/payments.ts';
import { type SignedIn, signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('hostel accommodation (demo institution)', () => {
  let admin: SignedIn;
  let setup: HostelSetup;

  beforeAll(async () => {
    admin = await signedIn(browser, 'hostelAdmin');
    setup = new HostelSetup(admin.api);
    await setup.openFirstCome();
  });
  afterAll(async () => {
    await setup?.restore();
    await admin?.close();
  });

  it('a student applies, pays in the sandbox, downloads the slip; the admin moves him', async () => {
    const student = await signedIn(browser, 'student');
    const accommodation = new StudentAccommodationPage(student.page);
    await accommodation.open();
    await accommodation.apply();
    await expect.poll(() => accommodation.state().textContent()).toBe('Bed held: pay to keep it');
    await student.page.getByTestId('hold-deadline').waitFor();
    await screenshot(student.page, 'hostel-held-desktop');

    await payThroughSandbox(student.page, /Pay the hostel fee/);
    await expect
      .poll(() => accommodation.state().textContent(), { timeout: 15_000 })
      .toBe('Bed allocated');
    // The part that asked for the payment is gone; its outcome stays and has the focus.
    await expectFocused(student.page.getByTestId('payment-result'));
    expect(await student.page.getByTestId('payment-result').textContent()).toContain(
      'Payment successful!',
    );
    await screenshot(student.page, 'hostel-paid-desktop');
    const mine = (await student.api<TMyAccommodation>('GET', '/api/v1/hostels/mine')).body;
    const held = mine.application;
    expect(held?.state).toBe('allocated');
    const code = held?.verificationCode ?? '';

    const [download] = await Promise.all([
      student.page.waitForEvent('download'),
      student.page.getByRole('button', { name: 'Download allocation slip' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^allocation-slip-.+\.pdf$/);
    const parser = new PDFParse({
      data: new Uint8Array(readFileSync((await download.path()) ?? '')),
    });
    const text = (await parser.getText({ cellSeparator: ' ' })).text.replace(/[ \t]+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Emeka Obi');
    expect(text).toContain(code);
    expect(text).toContain(held?.place?.hostel ?? '?');

    // The porter's check of the printed code, on a phone, signed out.
    const visitor = await newContext(browser, viewports.phone);
    const check = await visitor.newPage();
    await check.goto(hostelPaths.slipCheck(code));
    await check
      .getByTestId('allocation-slip-facts')
      .getByText(`room ${held?.place?.room}`, { exact: false })
      .waitFor();
    await screenshot(check, 'hostel-slip-check-phone');

    // The hostel admin finds him among the residents and moves him to another bed.
    const list = new HostelApplicationsPage(admin.page);
    await list.open();
    await list.search('Emeka Obi');
    await list.act('Emeka Obi', 'Move to another bed');
    const dialog = admin.page.getByRole('dialog', { name: 'Move Emeka Obi' });
    await dialog.getByRole('combobox', { name: 'Bed space' }).click();
    await admin.page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(admin.page, 'hostel-admin-moved-desktop');

    const moved = (await student.api<TMyAccommodation>('GET', '/api/v1/hostels/mine')).body
      .application;
    expect(moved?.state).toBe('allocated');
    expect(moved?.place?.bedSpaceId).not.toBe(held?.place?.bedSpaceId);
    await accommodation.open();
    await accommodation
      .place()
      .getByText(moved?.place?.room ?? '?', { exact: false })
      .first()
      .waitFor();
    // The old paper no longer verifies: a move gives the slip a new code.
    await check.goto(hostelPaths.slipCheck(code));
    await check.getByTestId('allocation-slip-not-found').waitFor();

    // Leave the bed free again for whatever runs next.
    const vacated = await admin.api('POST', `/api/v1/hostels/applications/${moved?.id}/vacate`, {
      reason: 'Journey finished',
    });
    expect(vacated.status).toBe(200);
    await visitor.close();
    await student.close();
  });
});
