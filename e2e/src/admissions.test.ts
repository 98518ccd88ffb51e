import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdmissionsSetup,
  ApplicantPages,
  admissionsPaths,
  ExamPage,
  ensureAdmissions,
  OfficerQueue,
} from './support/admissions.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { choose, signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('admissions, from application to matric number', () => {
  let setup: AdmissionsSetup;
  beforeAll(async () => {
    setup = await ensureAdmissions(browser);
  });

  it('an applicant applies and pays; the officers screen, score and offer; the applicant accepts', async () => {
    const stamp = Date.now().toString().slice(-8);
    const name = `Obinna Journey${stamp}`;
    const email = `obinna.${stamp}@applicant.test`;

    // The applicant registers, uploads a passport photograph, fills in the form and submits.
    const applicant = await newContext(browser, viewports.phone);
    const page = await applicant.newPage();
    const apply = new ApplicantPages(page);
    await apply.register({
      name,
      email,
      phone: `0816${stamp.slice(-7)}`,
      password: 'Applicant-2026',
    });
    await apply.uploadPassport();
    await apply.fillApplication(setup.programmeName, `${stamp}EJ`);
    await screenshot(page, 'admissions-documents-phone');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Only the fee is left, and it has its own card: nothing else is listed as still to do.
    await page.getByText('Everything is filled in.').waitFor();
    expect(await apply.stillToDo().count()).toBe(0);
    await apply.payApplicationFee();
    await screenshot(page, 'admissions-submit-phone');
    await apply.submit();

    // The screening officer passes the application.
    const screening = await signedIn(browser, 'screening');
    const screen = new OfficerQueue(screening.page, 'screening');
    const review = await screen.openReview(name);
    await review.getByText('Enugu').waitFor();
    await screenshot(screening.page, 'admissions-screening-review-desktop');
    await screen.decide(review, name, 'Pass screening', 'Screened');
    await screening.close();

    // The exam officer adds the candidates and records the score; 101 of 100 is refused as
    // typed, never clamped.
    const examOfficer = await signedIn(browser, 'examOfficer');
    const exam = new ExamPage(examOfficer.page);
    await exam.open(setup.examId);
    await exam.addEligible();
    await exam.scoreRefused(name, 101, 100);
    await screenshot(examOfficer.page, 'admissions-exam-score-refused-desktop');
    await exam.score(name, 74);
    await screenshot(examOfficer.page, 'admissions-exam-scores-desktop');
    await examOfficer.close();

    // The admission officer offers admission.
    const officer = await signedIn(browser, 'admissionOfficer');
    const requests = new OfficerQueue(officer.page, 'applicationRequests');
    const decision = await requests.openReview(name);
    await requests.decide(decision, name, 'Offer admission', 'Offered');
    await officer.close();

    // The applicant pays the acceptance fee, accepts and sees the matric number.
    await page.goto('/dashboard/student');
    await page.getByTestId('offer').waitFor();
    await screenshot(page, 'admissions-offer-phone');
    const matric = await apply.acceptOffer();
    expect(await matric.textContent()).toMatch(/DEMO\/\d{2}\/[A-Z]+\/\d{4}/);
    await screenshot(page, 'admissions-enrolled-phone');
    await applicant.close();
  });

  it('the wizard names each missing field, reopens where the applicant left off, and warns below the cut-off', async () => {
    const stamp = Date.now().toString().slice(-8);
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    const apply = new ApplicantPages(page);
    await apply.register({
      name: `Kemi Wizard${stamp}`,
      email: `kemi.${stamp}@applicant.test`,
      phone: `0817${stamp.slice(-7)}`,
      password: 'Applicant-2026',
    });
    await apply.uploadPassport();
    await apply.startApplication(setup.programmeName);
    await apply.saveAndContinue();

    // Moving on with only the state of origin is refused, each missing field named; the draft
    // is kept.
    await apply.stepHeading('Personal details').waitFor();
    await choose(page, 'State of origin', 'Lagos');
    await apply.saveAndContinue();
    await apply.owed().waitFor();
    expect(await apply.owed().getByRole('listitem').allTextContents()).toEqual([
      'Local government area',
      'Date of birth',
      'Home address',
      "Next of kin's name",
      "Next of kin's phone",
    ]);
    await page.getByText('Enter your home address.').waitFor();
    expect(await apply.stepHeading('Personal details').isVisible()).toBe(true);
    await screenshot(page, 'admissions-personal-missing-phone');

    // The next visit opens on the first step not yet complete, with the draft as saved.
    await page.goto(admissionsPaths.apply);
    await apply.stepHeading('Personal details').waitFor();
    expect(
      await page.getByRole('combobox', { name: 'State of origin', exact: true }).inputValue(),
    ).toBe('Lagos');
    await apply.fillPersonalDetails();
    await apply.saveAndContinue();

    // A UTME score below the cut-off (180) is warned about, not refused.
    await apply.stepHeading('JAMB and UTME').waitFor();
    await apply.fillJamb(`${stamp}WZ`, 170, ['Mathematics', 'Physics', 'Biology']);
    await page.getByTestId('cut-off-warning').waitFor();
    await page.getByTestId('subjects-warning').getByText('you did not write Chemistry').waitFor();
    await screenshot(page, 'admissions-jamb-below-cut-off-phone');
    await apply.saveAndContinue();
    await apply.stepHeading("O'level results").waitFor();
    await page.goto(admissionsPaths.apply);
    await apply.stepHeading("O'level results").waitFor();

    // The review repeats the warning and leads to each step with something still to do.
    await choose(page, 'Step', /Review and submit/);
    await page.getByTestId('utme-review').getByTestId('cut-off-warning').waitFor();
    expect(await page.getByTestId('utme-review').textContent()).toContain('UTME score 170');
    const todo = apply.stillToDo();
    expect(await todo.getByRole('listitem').allTextContents()).toEqual([
      "O'level results · O'level results",
      "O'level result document · Documents",
      'JAMB result slip · Documents',
    ]);
    await screenshot(page, 'admissions-review-phone');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'admissions-review-desktop');
    await todo.getByRole('button', { name: 'Documents' }).first().click();
    await apply.stepHeading('Documents').waitFor();
    await context.close();
  });
});
