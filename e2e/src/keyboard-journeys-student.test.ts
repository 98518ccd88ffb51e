import type { TMyRegistration } from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpPreRegistered } from './support/accounts.ts';
import {
  type AdmissionsSetup,
  ApplicantPages,
  admissionsPaths,
  ensureAdmissions,
  registerApplicantByApi,
} from './support/admissions.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { canvasPng } from './support/images.ts';
import {
  activate,
  expectFocused,
  focusedElement,
  pickOption,
  skipToMain,
  tabTo,
  typeInto,
} from './support/keyboard.ts';
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

  it('applies through the wizard: every step, the documents, the fee and the submission', async () => {
    const admissions: AdmissionsSetup = await ensureAdmissions(browser);
    const stamp = Date.now().toString().slice(-8);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await registerApplicantByApi(page, {
      name: `Amaka Keyboard${stamp}`,
      email: `amaka.${stamp}@applicant.test`,
      phone: `0818${stamp.slice(-7)}`,
      password: 'Applicant-2026',
    });
    // File pickers are caught from the start of the page, so none opens before Playwright
    // listens (it starts catching them when the first listener is added).
    page.on('filechooser', () => undefined);
    const apply = new ApplicantPages(page);
    // Each step's heading takes the focus when the wizard moves on, so the next field is a
    // few presses of Tab away.
    const arriveAt = async (step: string) => {
      await apply
        .stepHeading(step)
        .waitFor()
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\n${await apply.whereAmI()}`);
        });
      await expectFocused(apply.stepHeading(step));
    };
    const saveAndContinue = () =>
      activate(page, page.getByRole('button', { name: 'Save and continue' }), { max: 4 });

    await page.goto(admissionsPaths.apply);
    await skipToMain(page);
    const card = page.getByTestId('offering').filter({ hasText: admissions.programmeName });
    await activate(page, card.getByRole('button', { name: 'Apply for this programme' }), {
      max: 40,
    });
    // The button is gone with the list: the wizard's first step takes the focus.
    await arriveAt('Programme');
    await saveAndContinue();

    await arriveAt('Personal details');
    const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });
    await pickOption(page, combobox('State of origin'), 'Enugu', { max: 4, filter: 'Enug' });
    await pickOption(page, combobox('Local government area'), 'Nsukka', { max: 1, filter: 'Nsu' });
    // A date field takes its digits in order: month, day, year.
    await typeInto(page, page.getByLabel('Date of birth'), '04122007', { max: 1 });
    expect(await combobox('Local government area').inputValue()).toBe('Nsukka');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('2007-04-12');
    // Chromium's date field: Tab leaves the year, then the field.
    await typeInto(page, page.getByLabel('Home address'), '4 University Road, Nsukka', { max: 2 });
    await typeInto(page, page.getByLabel("Next of kin's name"), 'Chioma Ude', { max: 1 });
    await typeInto(page, page.getByLabel("Next of kin's phone"), '08035550199', { max: 1 });
    await typeInto(page, page.getByLabel('Relationship (optional)'), 'Mother', { max: 1 });
    await saveAndContinue();

    await arriveAt('JAMB and UTME');
    await typeInto(page, page.getByLabel('JAMB registration number'), `${stamp}KB`, { max: 4 });
    await typeInto(page, page.getByLabel('UTME score'), '268', { max: 1 });
    const subjects = combobox('UTME subjects');
    for (const subject of ['Mathematics', 'Physics', 'Chemistry']) {
      await pickOption(page, subjects, subject, { max: 1, filter: subject });
    }
    await page.keyboard.press('Escape');
    await saveAndContinue();

    await arriveAt("O'level results");
    await typeInto(page, page.getByLabel('Exam number'), '4250177002', { max: 4 });
    for (const [i, subject] of ['Physics', 'Chemistry', 'Biology'].entries()) {
      await activate(page, page.getByRole('button', { name: 'Add subject' }), { max: 12 });
      // The new row comes before the button: back to its subject.
      await typeInto(page, combobox(`Subject ${i + 3}`), subject, { max: 3, back: true });
      await page.keyboard.press('Escape');
    }
    await activate(page, page.getByRole('button', { name: 'Save results' }), { max: 12 });

    await arriveAt('Documents');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (const kind of ['olevel_result', 'jamb_result']) {
      const document = page.getByTestId(`document-${kind}`);
      await tabTo(page, document.getByRole('button', { name: 'Upload' }), { max: 12 });
      // Enter on the button opens the system's file picker, as a click would.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.keyboard.press('Enter'),
      ]);
      await chooser.setFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf });
      await document.getByText(`${kind}.pdf`).waitFor();
      // Its Upload button is gone: the document's card has the focus.
      await expectFocused(document);
    }
    await activate(page, page.getByRole('button', { name: 'Continue' }), { max: 12 });

    await arriveAt('Review and submit');
    await page.getByText('Everything is filled in.').waitFor();
    await activate(page, page.getByRole('button', { name: 'Pay application fee' }), { max: 20 });
    const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
    await activate(page, confirm.getByRole('button', { name: /^Pay ₦/ }), { max: 3 });
    const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await activate(page, sandbox.getByRole('button', { name: 'Approve payment' }), { max: 4 });
    await page.getByTestId('application-fee').getByText(/^Paid/).waitFor();
    await expectFocused(page.getByTestId('payment-result'));

    await activate(page, page.getByRole('button', { name: 'Submit application' }), {
      max: 6,
      back: true,
    });
    await activate(page, page.getByRole('dialog').getByRole('button', { name: 'Submit' }), {
      max: 4,
    });
    await page.getByText('Your application has been submitted.').first().waitFor();
    expect(await focusedElement(page)).not.toBe('the page body');
    await expectFocused(page.getByTestId('application-submitted'));
    await context.close();
  });
});
