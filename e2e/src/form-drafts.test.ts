import type { TMyRegistration, TOpenProgrammes } from '@campusflow/contracts';
import { NETWORK_ERROR_MESSAGE } from '@campusflow/contracts/constants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantPages, ensureAdmissions } from './support/admissions.ts';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { ComposerPage, messagingPaths } from './support/messaging.ts';
import { CourseRegistrationPage, RegistrationSetup } from './support/registration.ts';
import { draftSheetOfLecturer, ScoreSheetPage } from './support/score-sheet.ts';
import { signedIn } from './support/session.ts';

// Issue 20, weak networks: the long forms keep what was typed across a reload, say so, and let
// it go on Discard; signing out leaves no draft behind. Nothing here is saved to the server:
// the journeys share one server with the demo data.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const note = (page: Page) => page.getByTestId('restored-draft');

/** The form drafts kept in the page's localStorage (apps/web lib/form-draft.ts). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('campusflow-draft:')));

async function reloadAndSeeNote(page: Page) {
  // The draft is written after a short pause in typing (and at once when the page is left).
  await expect.poll(() => draftKeys(page).then((k) => k.length)).toBeGreaterThan(0);
  await page.reload();
  await note(page)
    .getByText(/^Restored the unsaved changes you made at \d\d:\d\d\.$/)
    .waitFor();
}

describe('long forms keep what was typed (issue 20)', () => {
  it('the e-mail composer: back after a reload, gone on Discard and at sign-out', async () => {
    const hos = await signedIn(browser, 'hos');
    const composer = new ComposerPage(hos.page);
    await hos.page.goto(messagingPaths.sender);
    await composer.subject().fill('Exam timetable, second semester');
    await hos.page.getByRole('textbox', { name: 'Message' }).fill('Dear {firstName}, it is out.');
    await reloadAndSeeNote(hos.page);
    expect(await composer.subject().inputValue()).toBe('Exam timetable, second semester');
    expect(await hos.page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
      'Dear {firstName}, it is out.',
    );
    await screenshot(hos.page, 'form-drafts-composer-desktop');

    // Sending while the connection is gone: refused, and what was typed stays on screen.
    await hos.page.route('**/api/v1/messaging/campaigns', (r) =>
      r.request().method() === 'POST' ? r.abort('internetdisconnected') : r.fallback(),
    );
    await hos.page.getByRole('button', { name: 'Send message' }).click();
    await hos.page
      .getByRole('dialog', { name: 'Send this message?' })
      .getByRole('button', { name: 'Send now' })
      .click();
    await hos.page.getByRole('alert').filter({ hasText: NETWORK_ERROR_MESSAGE }).waitFor();
    expect(await composer.subject().inputValue()).toBe('Exam timetable, second semester');
    await hos.page.unroute('**/api/v1/messaging/campaigns');

    await note(hos.page).getByRole('button', { name: 'Discard' }).click();
    expect(await composer.subject().inputValue()).toBe('');
    await note(hos.page).waitFor({ state: 'detached' });
    expect(await draftKeys(hos.page)).toEqual([]);

    // Typed again, then signed out: a shared phone keeps nothing for the next person.
    await composer.subject().fill('Not for the next person');
    await expect.poll(() => draftKeys(hos.page)).toHaveLength(1);
    await hos.page.getByRole('button', { name: 'User menu' }).click();
    await hos.page.getByRole('menuitem', { name: 'Log out' }).click();
    await hos.page.waitForURL('**/login');
    expect(await draftKeys(hos.page)).toEqual([]);
    await hos.close();
  });

  it('the score sheet: lines the server never got are back after a reload, held until kept', async () => {
    const teacher = await signedIn(browser, 'teacher');
    const { course, sheet } = await draftSheetOfLecturer(teacher.api);
    const line = sheet.lines[0];
    if (!line?.matricNumber) throw new Error('the sheet has no student with a matric number');
    const matric = line.matricNumber;
    const typed = line.ca === 7 ? '8' : '7';
    // The connection drops for saves: nothing reaches the server.
    await teacher.page.route(`**/api/v1/results/courses/${course.courseId}/sheet/scores`, (r) =>
      r.request().method() === 'PUT' ? r.abort('internetdisconnected') : r.fallback(),
    );
    const page = new ScoreSheetPage(teacher.page);
    await page.open(course.courseId, course.code);
    await page.type(matric, 'CA', typed);
    await page.saveStatus().getByText('Not saved — will retry').waitFor();
    const caBox = page.line(matric).getByRole('textbox', { name: `CA of ${matric}` });
    expect(await caBox.inputValue()).toBe(typed);

    await reloadAndSeeNote(teacher.page);
    await page.line(matric).waitFor();
    expect(await caBox.inputValue()).toBe(typed);
    await page.saveStatus().getByText('Restored scores not saved yet').waitFor();

    await note(teacher.page).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => caBox.inputValue()).toBe(line.ca === null ? '' : String(line.ca));
    await page.saveStatus().getByText('All changes saved').waitFor();
    expect(await draftKeys(teacher.page)).toEqual([]);
    await teacher.close();
  });

  it('course registration: the ticks come back after a reload, the saved ones on Discard', async () => {
    const hos = await signedIn(browser, 'hos');
    const setup = new RegistrationSetup(hos.api);
    const student = await signedIn(browser, 'student');
    try {
      const mine = await student.api<TMyRegistration>('GET', '/api/v1/registration/mine');
      await setup.openPeriod(mine.body);
      await setup.requireFees([]);
      const registration = new CourseRegistrationPage(student.page);
      await registration.open();
      const offer = mine.body.proposal?.courses.find((c) => c.prerequisitesMet && !c.waitlist);
      if (!offer) throw new Error('the demo student has no course to tick');
      const box = registration.course(offer.code);
      const before = await box.isChecked();
      await box.setChecked(!before);
      await reloadAndSeeNote(student.page);
      expect(await box.isChecked()).toBe(!before);

      await note(student.page).getByRole('button', { name: 'Discard' }).click();
      await expect.poll(() => box.isChecked()).toBe(before);
      expect(await draftKeys(student.page)).toEqual([]);
    } finally {
      await setup.restore();
      await student.close();
      await hos.close();
    }
  });

  it('the application wizard: a step’s answers and the step itself survive a reload', async () => {
    const stamp = Date.now().toString().slice(-8);
    const open = await fetch(`${baseUrl()}/api/v1/admissions/open-programmes/DEMO`);
    const programmes = ((await open.json()) as TOpenProgrammes).items;
    const programmeName =
      programmes[0]?.programmeName ?? (await ensureAdmissions(browser)).programmeName;
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    const apply = new ApplicantPages(page);
    await apply.register({
      name: `Amaka Draft${stamp}`,
      email: `amaka.${stamp}@applicant.test`,
      phone: `0818${stamp.slice(-7)}`,
      password: 'Applicant-2026',
    });
    await apply.uploadPassport();
    await apply.startApplication(programmeName);
    await apply.saveAndContinue();
    await apply.stepHeading('Personal details').waitFor();
    await page.getByLabel('Home address').fill('12 Hill Top, Nsukka');
    await page.getByLabel("Next of kin's name").fill('Ngozi Draft');

    await reloadAndSeeNote(page);
    await apply.stepHeading('Personal details').waitFor();
    expect(await page.getByLabel('Home address').inputValue()).toBe('12 Hill Top, Nsukka');
    expect(await page.getByLabel("Next of kin's name").inputValue()).toBe('Ngozi Draft');
    await screenshot(page, 'form-drafts-application-phone');

    await note(page).getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByLabel('Home address').inputValue()).toBe('');
    expect(await draftKeys(page)).toEqual([]);
    await context.close();
  });
});
