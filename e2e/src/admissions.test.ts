import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdmissionsSetup,
  ApplicantPages,
  ExamPage,
  ensureAdmissions,
  OfficerQueue,
} from './support/admissions.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { signedIn } from './support/session.ts';

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

    // The exam officer adds the candidates and records the score.
    const examOfficer = await signedIn(browser, 'examOfficer');
    const exam = new ExamPage(examOfficer.page);
    await exam.open(setup.examId);
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
});
