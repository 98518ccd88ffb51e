import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, signInAs } from './support/accounts.ts';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { canvasPng } from './support/images.ts';
import { payThroughSandbox } from './support/payments.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
type Setup = { programmeName: string; examId: string };

async function api(
  context: BrowserContext,
  role: string,
  method: string,
  path: string,
  data?: unknown,
) {
  const response = await context.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { origin: baseUrl(), 'x-role': role },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/**
 * Other journeys may move the current session; make sure this one admits: screening and an
 * entrance exam in use, a programme open, the application and acceptance fees, and an exam.
 */
async function ensureAdmissions(): Promise<Setup> {
  const context = await newContext(browser, viewports.desktop);
  await signInAs(context, demoEmail('hos'));
  const settings = await api(context, 'hos', 'GET', '/api/v1/academics/settings');
  await api(context, 'hos', 'PUT', '/api/v1/academics/settings', {
    ...settings.body.settings,
    admissionStages: { screening: true, entranceExam: true },
  });
  const sessions = await api(context, 'hos', 'GET', '/api/v1/academics/sessions?limit=100');
  const current = sessions.body.items.find((s: { isCurrent: boolean }) => s.isCurrent);
  for (const fee of [
    { type: 'application', name: 'Application fee', amount: 1_000_000 },
    { type: 'acceptance', name: 'Acceptance fee', amount: 5_000_000 },
  ]) {
    const res = await api(context, 'hos', 'POST', '/api/v1/payments/fees', {
      sessionId: current.id,
      installmentsAllowed: false,
      installmentCount: 1,
      ...fee,
    });
    expect([201, 409]).toContain(res.status);
  }
  await context.close();

  const officer = await newContext(browser, viewports.desktop);
  await signInAs(officer, demoEmail('admissionOfficer'));
  const offerings = await api(officer, 'admissionOfficer', 'GET', '/api/v1/admissions/offerings');
  const programmes = await api(
    officer,
    'admissionOfficer',
    'GET',
    '/api/v1/academics/programmes?limit=10&q=Computer%20Science',
  );
  const programme = programmes.body.items.find(
    (p: { name: string }) => p.name === 'Computer Science',
  );
  const existing = offerings.body.items.find(
    (o: { programmeId: string }) => o.programmeId === programme.id,
  );
  const saved = await api(officer, 'admissionOfficer', 'PUT', '/api/v1/admissions/offerings', {
    programmeId: programme.id,
    isOpen: true,
    closesAt: null,
    utmeSubjects: existing?.utmeSubjects ?? [],
    olevelSubjects: ['English Language', 'Mathematics'],
    minCredits: 5,
    maxSittings: 2,
    utmeCutOff: 180,
    quota: 500,
  });
  expect(saved.status).toBe(200);
  await officer.close();

  const exams = await newContext(browser, viewports.desktop);
  await signInAs(exams, demoEmail('examOfficer'));
  const created = await api(exams, 'examOfficer', 'POST', '/api/v1/admissions/exams', {
    title: `Post-UTME journey ${Date.now()}`,
    programmeIds: [programme.id],
    startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    venue: 'Main Auditorium',
    durationMinutes: 90,
    maxScore: 100,
    passMark: 50,
  });
  expect(created.status).toBe(201);
  await exams.close();
  return { programmeName: programme.name, examId: created.body.id };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillApplication(page: Page, programmeName: string, jambNo: string) {
  await page.goto('/dashboard/student/apply');
  const card = page.getByTestId('offering').filter({ hasText: programmeName });
  await card.getByRole('button', { name: 'Apply for this programme' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await choose(page, 'State of origin', 'Enugu');
  await choose(page, 'Local government area', 'Nsukka');
  await page.getByLabel('Date of birth').fill('2007-04-12');
  await page.getByLabel('Home address').fill('4 University Road, Nsukka');
  await page.getByLabel('Next of kin', { exact: true }).fill('Chioma Ude');
  await page.getByLabel("Next of kin's phone").fill('08035550199');
  await page.getByLabel('Relationship').fill('Mother');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('JAMB registration number').fill(jambNo);
  await page.getByLabel('UTME score').fill('268');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('Exam number').fill('4250177001');
  for (const [i, subject] of ['Physics', 'Chemistry', 'Biology'].entries()) {
    await page.getByRole('button', { name: 'Add subject' }).click();
    await page.getByRole('combobox', { name: `Subject ${i + 3}` }).fill(subject);
  }
  await page.getByRole('button', { name: 'Save results' }).click();
  await page.getByTestId('document-olevel_result').waitFor();

  for (const kind of ['olevel_result', 'jamb_result']) {
    await page
      .getByTestId(`document-${kind}`)
      .locator('input[type="file"]')
      .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId(`document-${kind}`).getByText(`${kind}.pdf`).waitFor();
  }
  await screenshot(page, 'admissions-documents-phone');
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('admissions, from application to matric number', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await ensureAdmissions();
  });

  it('an applicant applies and pays; the officers screen, score and offer; the applicant accepts', async () => {
    const stamp = Date.now().toString().slice(-8);
    const name = `Obinna Journey${stamp}`;
    const email = `obinna.${stamp}@applicant.test`;

    // The applicant registers, uploads a passport photograph, fills in the form and submits.
    const applicant = await newContext(browser, viewports.phone);
    const page = await applicant.newPage();
    await page.goto('/register');
    await page.getByPlaceholder('Search by name or code').click();
    await page.getByRole('option', { name: /Campusflow Demo University/ }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Phone number').fill(`0816${stamp.slice(-7)}`);
    await page.getByText('Male', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('Applicant-2026');
    await page.getByLabel('Repeat the password').fill('Applicant-2026');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL('**/dashboard/general/passport');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await canvasPng(page, 320) });
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Your passport photograph has been saved.').waitFor();

    await fillApplication(page, setup.programmeName, `${stamp}EJ`);
    await payThroughSandbox(page, /^Pay application fee$/);
    await page.getByTestId('application-fee').getByText(/^Paid/).waitFor();
    await screenshot(page, 'admissions-submit-phone');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your application has been submitted.').first().waitFor();

    // The screening officer passes the application.
    const screening = await newContext(browser, viewports.desktop);
    await signInAs(screening, demoEmail('screening'));
    const screen = await screening.newPage();
    await screen.goto(`/dashboard/screening?q=${encodeURIComponent(name)}`);
    await screen.getByRole('button', { name }).click();
    const review = screen.getByTestId('application-review');
    await review.getByText('Enugu').waitFor();
    await screenshot(screen, 'admissions-screening-review-desktop');
    await review.getByRole('button', { name: 'Pass screening' }).click();
    await screen.getByText(`${name}: `).first().waitFor();
    await review.getByText('Screened').first().waitFor();
    await screening.close();

    // The exam officer adds the candidates and records the score.
    const exams = await newContext(browser, viewports.desktop);
    await signInAs(exams, demoEmail('examOfficer'));
    const exam = await exams.newPage();
    await exam.goto(`/dashboard/examOfficer/entrance-exam/${setup.examId}`);
    await exam.getByRole('button', { name: /^Add eligible candidates/ }).click();
    await exam.getByLabel('Find a candidate').fill(name);
    const row = exam.getByTestId('candidates').getByRole('row').filter({ hasText: name });
    await row.getByRole('textbox', { name: /^Score of / }).fill('74');
    await exam.getByRole('button', { name: 'Save 1 score' }).click();
    await exam.getByText('1 score saved.').waitFor();
    await expect
      .poll(() => row.getByRole('textbox', { name: /^Score of / }).inputValue())
      .toBe('74');
    await screenshot(exam, 'admissions-exam-scores-desktop');
    await exams.close();

    // The admission officer offers admission.
    const officers = await newContext(browser, viewports.desktop);
    await signInAs(officers, demoEmail('admissionOfficer'));
    const requests = await officers.newPage();
    await requests.goto(
      `/dashboard/admissionOfficer/applicationRequest?q=${encodeURIComponent(name)}`,
    );
    await requests.getByRole('button', { name }).click();
    const decision = requests.getByTestId('application-review');
    await decision.getByRole('button', { name: 'Offer admission' }).click();
    await requests.getByText(`${name}: `).first().waitFor();
    await decision.getByText('Offered').first().waitFor();
    await officers.close();

    // The applicant pays the acceptance fee, accepts and sees the matric number.
    await page.goto('/dashboard/student');
    const offer = page.getByTestId('offer');
    await offer.waitFor();
    await screenshot(page, 'admissions-offer-phone');
    await payThroughSandbox(page, /^Pay acceptance fee/);
    await expect
      .poll(() => offer.getByRole('button', { name: 'Accept offer' }).isEnabled())
      .toBe(true);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    const matric = page.getByTestId('matric-number');
    await matric.waitFor();
    expect(await matric.textContent()).toMatch(/DEMO\/\d{2}\/[A-Z]+\/\d{4}/);
    await screenshot(page, 'admissions-enrolled-phone');
    await applicant.close();
  });
});
