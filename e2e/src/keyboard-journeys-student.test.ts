import type { TMyRegistration } from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPreRegistered } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { canvasPng } from './support/images.ts';
import { activate, expectFocused, focusedElement, skipToMain, tabTo } from './support/keyboard.ts';
import { ensureFees, StudentFeesPage } from './support/payments.ts';
import { CourseRegistrationPage, RegistrationSetup } from './support/registration.ts';
import { apiAs, signedIn } from './support/session.ts';

// Issue 20, "Keyboard alone": a student's journeys with Tab, Enter, Space and the arrows only.
// Each journey takes a pre-registered demo student of its own (DEMO/2025/0004 and on), so the
// demo student's fees and registration stay as the other journeys expect them.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A context signed in as pre-registered student `number`, account set up, photo saved. */
async function preRegisteredStudent(number: number) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  const stamp = Date.now().toString().slice(-6);
  await setUpPreRegistered(context, {
    number,
    email: `keyboard.${number}.${stamp}@student.test`,
    password: 'Keyboard-2025',
    photo: await canvasPng(page, 320),
  });
  return { context, page };
}

describe('keyboard alone, as a student', () => {
  it('pays a fee in the sandbox; focus lands on the result, not the page body', async () => {
    await ensureFees(browser, [
      { type: 'other', name: 'Medical and sports fee', amount: 6_000_000 },
    ]);
    const { context, page } = await preRegisteredStudent(4);
    const fees = new StudentFeesPage(page);
    await fees.open();
    await fees.status('other', 'unpaid');

    await skipToMain(page);
    await activate(page, fees.fee('other').getByRole('button', { name: 'Pay now' }), { max: 12 });
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await confirm.getByTestId('breakdown-total').waitFor();
    await activate(page, confirm.getByRole('button', { name: /^Pay ₦/ }), { max: 3 });
    const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await sandbox.getByTestId('sandbox-amount').waitFor();
    await activate(page, sandbox.getByRole('button', { name: 'Approve payment' }), { max: 4 });
    await page.getByText('Payment successful!').first().waitFor();
    await fees.status('other', 'paid');

    // The defect of the issue: after paying, focus dropped to the page body.
    const focused = await focusedElement(page);
    expect(focused).not.toBe('the page body');
    const result = page.getByTestId('payment-result');
    await expectFocused(result);
    expect(await result.textContent()).toContain('Payment successful!');
    await context.close();
  });

  it('registers for courses: ticks and unticks a course with Space, submits with Enter', async () => {
    const hos = await signedIn(browser, 'hos');
    const setup = new RegistrationSetup(hos.api);
    const { context, page } = await preRegisteredStudent(5);
    try {
      const api = apiAs(context, 'student');
      const mine = (await api<TMyRegistration>('GET', '/api/v1/registration/mine')).body;
      // Fees are another journey's; this one is about the form.
      await setup.requireFees([]);
      await setup.openPeriod(mine);
      const proposal = (await api<TMyRegistration>('GET', '/api/v1/registration/mine')).body
        .proposal;
      if (!proposal) throw new Error('the pre-registered student has no proposal');
      const chosen = proposal.courses.filter((c) => c.chosen);
      const base = chosen.reduce((sum, c) => sum + c.units, 0);
      // A free elective is ticked and unticked; without one, a chosen course is unticked and
      // ticked again.
      const course =
        proposal.courses.find(
          (c) => !c.chosen && c.prerequisitesMet && c.category === 'elective',
        ) ?? chosen[0];
      if (!course) throw new Error('the proposal has no course to tick');

      const registration = new CourseRegistrationPage(page);
      await registration.open();
      expect(await registration.state()).toBe('Not started');
      const range = `${proposal.minUnits}–${proposal.maxUnits} units`;
      expect(await registration.total()).toBe(`${base} of ${range}`);
      await skipToMain(page);
      const box = registration.course(course.code);
      await tabTo(page, box, { max: 40 });
      await page.keyboard.press('Space');
      const toggled = course.chosen ? base - course.units : base + course.units;
      await expect.poll(() => registration.total()).toBe(`${toggled} of ${range}`);
      expect(await box.isChecked()).toBe(!course.chosen);
      await page.keyboard.press('Space');
      await expect.poll(() => registration.total()).toBe(`${base} of ${range}`);

      await activate(page, registration.button('Submit for approval'), { max: 40 });
      const confirm = page.getByRole('dialog', { name: 'Submit your courses for approval?' });
      await confirm
        .getByText(`You are submitting ${chosen.length} courses, ${base} units`)
        .waitFor();
      await activate(page, confirm.getByRole('button', { name: 'Submit for approval' }), {
        max: 4,
      });
      await page.getByText('Your courses were submitted for approval.').first().waitFor();
      await expect.poll(() => registration.state()).toBe('Awaiting approval');
      // The form is drawn again from the saved registration: focus goes to its new state.
      const status = page.getByRole('region', { name: 'Registration status' });
      await expectFocused(status);
      expect(await status.textContent()).toContain('Waiting for your HOD');
    } finally {
      await setup.restore();
      await hos.close();
      await context.close();
    }
  });
});
