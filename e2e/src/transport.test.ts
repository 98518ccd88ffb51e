import { readFileSync } from 'node:fs';
import type { TMyTransport } from '@campusflow/contracts/transport';
import { PDFParse } from 'pdf-parse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { expectFocused } from './support/keyboard.ts';
import { payThroughSandbox } from './support/payments.ts';
import { signedIn } from './support/session.ts';
import {
  clearStudentTransport,
  StudentTransportPage,
  TransportHomePage,
  transportPaths,
  VehiclesPage,
} from './support/transport.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('school transport (demo institution)', () => {
  it('the admin adds a vehicle and a route; a student subscribes and pays; the manifest and the pass say so', async () => {
    const tag = Date.now()
      .toString(36)
      .slice(-3)
      .toUpperCase()
      .replace(/[^A-Z]/g, 'Q');
    const plate = `IKJ-${String((Date.now() % 900) + 100)}${tag.slice(0, 2).padEnd(2, 'Z')}`;
    const routeName = `Ikeja Shuttle ${tag}`;

    // 1. The transport admin adds a vehicle, then a route with stops, a trip on it and a fare.
    const admin = await signedIn(browser, 'transportAdmin');
    const vehicles = new VehiclesPage(admin.page);
    await vehicles.open();
    await vehicles.add({
      plate: plate.toLowerCase().replace('-', ' '),
      make: 'Toyota',
      model: 'Hiace',
      seats: 16,
    });
    await vehicles.row(plate).waitFor();

    const home = new TransportHomePage(admin.page);
    await home.open('Routes');
    await home.addRoute({
      name: routeName,
      stops: ['Main gate', 'Ikeja along', 'Computer village'],
      plate,
      fareNaira: 18000,
    });
    await home.card(routeName).getByText('0 sold of 16').waitFor();
    await screenshot(admin.page, 'transport-routes-desktop');

    // 2. A student subscribes to it, boarding at the second stop, and pays in the sandbox.
    const student = await signedIn(browser, 'student', { viewport: 'phone' });
    await clearStudentTransport(student.api);
    const mine = new StudentTransportPage(student.page);
    await mine.open();
    await mine.subscribe(routeName, 'Ikeja along');
    await expect.poll(() => mine.state().textContent()).toBe('Awaiting payment');
    await student.page.getByTestId('transport-pay-by').waitFor();
    await screenshot(student.page, 'transport-awaiting-payment-phone');
    await payThroughSandbox(student.page, /Pay the transport fee/);
    await expect.poll(() => mine.state().textContent(), { timeout: 15_000 }).toBe('Paid');
    // The part that asked for the payment is gone; its outcome stays and has the focus.
    await expectFocused(student.page.getByTestId('payment-result'));
    expect(await student.page.getByTestId('payment-result').textContent()).toContain(
      'Payment successful!',
    );
    await screenshot(student.page, 'transport-paid-phone');
    const paid = (await student.api<TMyTransport>('GET', '/api/v1/transport/mine')).body;
    const code = paid.subscription?.passCode ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const [download] = await Promise.all([
      student.page.waitForEvent('download'),
      student.page.getByRole('button', { name: 'Download transport pass' }).click(),
    ]);
    const parser = new PDFParse({
      data: new Uint8Array(readFileSync((await download.path()) ?? '')),
    });
    const text = (await parser.getText({ cellSeparator: ' ' })).text.replace(/[ \t]+/g, ' ');
    await parser.destroy();
    expect(text).toContain(routeName);
    expect(text).toContain(code);
    await screenshot(student.page, 'transport-paid-phone');

    // 3. The trip's manifest lists the student at their stop.
    await home.open('Manifests');
    await admin.page.getByRole('combobox', { name: 'Trip' }).click();
    await admin.page.getByRole('option', { name: new RegExp(routeName) }).click();
    const manifest = admin.page.getByTestId('manifest-stop').filter({ hasText: 'Ikeja along' });
    await manifest.getByRole('cell', { name: 'Emeka Obi' }).waitFor();
    await screenshot(admin.page, 'transport-manifest-desktop');

    // 4. The pass's QR link, opened by transport staff on a phone, says it is valid.
    const driver = await signedIn(browser, 'transportAdmin', { viewport: 'phone' });
    await driver.page.goto(transportPaths.pass(code));
    const verdict = driver.page.getByTestId('pass-verdict');
    await expect.poll(() => verdict.getAttribute('data-valid')).toBe('true');
    await verdict.getByText('Emeka Obi').waitFor();
    await screenshot(driver.page, 'transport-pass-check-phone');

    await clearStudentTransport(student.api);
    await Promise.all([admin.close(), student.close(), driver.close()]);
  });
});
