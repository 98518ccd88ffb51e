import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import {
  activate,
  expectFocused,
  focusedElement,
  skipToMain,
  tabTo,
  typeInto,
} from './support/keyboard.ts';
import {
  clearSheet,
  draftSheetOfLecturer,
  restoreSheet,
  ScoreSheetPage,
} from './support/score-sheet.ts';
import { type SignedIn, signedIn } from './support/session.ts';

// Issue 20, "Keyboard alone": the journeys of the portal with Tab, Enter, Space and the arrows,
// never the mouse. Signing in, setting up an account and the lecturer's score sheet; a student's
// journeys (paying a fee, registering, applying) are in keyboard-journeys-student.test.ts.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('keyboard alone, signed out', () => {
  it('signs in from /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    // Past the skip link and the header's links, the form's first field.
    await typeInto(page, page.getByLabel('E-mail or unique ID'), demoEmail('accountant'), {
      max: 8,
    });
    // The password follows at once: its show/hide toggle is not a Tab stop.
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD, { max: 1 });
    await tabTo(page, page.getByRole('button', { name: 'Log in' }), { max: 1 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/accountant');
    await page.getByRole('heading', { name: 'Accounts', exact: true }).waitFor();
    await context.close();
  });

  it('sets up a pre-registered account, then signs in with the new e-mail', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    // A pre-registered student no other journey uses (sign-in uses 0001, the passport 0002).
    await typeInto(page, page.getByLabel('E-mail or unique ID'), 'DEMO/2025/0003', { max: 8 });
    await typeInto(page, page.getByLabel('Password', { exact: true }), 'first-0003', { max: 1 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/account-setup');
    await page.getByRole('heading', { name: 'Set up your account' }).waitFor();

    const email = `tolulope.${Date.now().toString().slice(-6)}@student.test`;
    await typeInto(page, page.getByLabel('E-mail address'), email, { max: 8 });
    await typeInto(page, page.getByLabel('New password'), 'Tolulope-2025', { max: 1 });
    await typeInto(page, page.getByLabel('Repeat the password'), 'Tolulope-2025', { max: 1 });
    await activate(page, page.getByRole('button', { name: 'Finish setting up' }), { max: 1 });
    await page.getByRole('alert').filter({ hasText: 'Account setup complete.' }).first().waitFor();
    await page.waitForURL('**/login');

    // The login form takes the new e-mail; a new student is sent for a passport photograph.
    const identifier = page.getByLabel('E-mail or unique ID');
    await typeInto(page, identifier, email, { max: 12 });
    await typeInto(page, page.getByLabel('Password', { exact: true }), 'Tolulope-2025', {
      max: 1,
    });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/general/passport');
    await page.getByText('Upload your passport photograph before you continue').waitFor();
    await context.close();
  });
});

describe('keyboard alone, as a lecturer', () => {
  let teacher: SignedIn;
  let hod: SignedIn;
  let arranged: Awaited<ReturnType<typeof draftSheetOfLecturer>>;

  beforeAll(async () => {
    teacher = await signedIn(browser, 'teacher');
    hod = await signedIn(browser, 'hod');
    arranged = await draftSheetOfLecturer(teacher.api);
    // From a blank sheet, put back as it was when the journey ends (score-sheet.test.ts does
    // the same with the same draft).
    expect(await clearSheet(teacher.api, arranged.sheet)).toBe(200);
  });
  afterAll(async () => {
    if (arranged) await restoreSheet(teacher.api, hod.api, arranged.sheet);
    await hod?.close();
    await teacher?.close();
  });

  it('fills a score sheet line by line with Tab and submits it to the HOD', async () => {
    const { course, sheet } = arranged;
    const [first, second] = sheet.lines.map((l) => l.matricNumber ?? '') as [string, string];
    const { page } = teacher;
    const scores = new ScoreSheetPage(page);
    await scores.open(course.courseId, course.code);
    const box = (matric: string, name: 'CA' | 'Exam score') =>
      scores.line(matric).getByRole('textbox', { name: `${name} of ${matric}` });

    await skipToMain(page);
    // A line's CA, then its exam score, then the next line's CA: one Tab each.
    await typeInto(page, box(first, 'CA'), '25', { max: 30 });
    await typeInto(page, box(first, 'Exam score'), '50', { max: 1 });
    await expect.poll(() => scores.grade(first).innerText()).toContain('A');
    await typeInto(page, box(second, 'CA'), '18', { max: 3 });
    await typeInto(page, box(second, 'Exam score'), '40', { max: 1 });
    await expect.poll(() => scores.grade(second).innerText()).toContain('C');
    await scores.saveStatus().getByText('All changes saved').waitFor();

    // Back up to the sheet's buttons, and through the confirmation.
    await activate(page, page.getByRole('button', { name: 'Submit to HOD' }), {
      back: true,
      max: 12,
    });
    const confirm = page.getByRole('dialog', {
      name: 'Submit the sheet to the head of department?',
    });
    await confirm.waitFor();
    await activate(page, confirm.getByRole('button', { name: 'Submit to HOD' }), { max: 4 });
    await page.getByTestId('sheet-state').getByText('Submitted to HOD').waitFor();
    // The buttons went with the submission: focus is on what became of the sheet.
    const notice = page.getByText('its scores can no longer be changed here');
    await notice.waitFor();
    expect(await focusedElement(page)).not.toBe('the page body');
    await expectFocused(page.getByRole('alert').filter({ has: notice }));
  });
});
