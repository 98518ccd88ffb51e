import type { TEntranceExam, TProgrammeList, TSchoolDirectory } from '@campusflow/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { canvasPng } from './images.ts';
import { ensureSessionFees, payThroughSandbox } from './payments.ts';
import { choose, signedIn } from './session.ts';

// Page objects of the admissions area: the applicant's pages, the officers' queues with their
// review drawer, the exam officer's exam page; and the admissions a journey needs.

export const admissionsPaths = {
  register: '/register',
  publicApply: (school: string) => `/apply?school=${encodeURIComponent(school)}`,
  apply: '/dashboard/student/apply',
  studentHome: '/dashboard/student',
  screening: '/dashboard/screening',
  applicationRequests: '/dashboard/admissionOfficer/applicationRequest',
  exam: (id: string) => `/dashboard/examOfficer/entrance-exam/${id}`,
} as const;

export type AdmissionsSetup = { programmeName: string; examId: string };

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Other journeys may move the current session; make sure this one admits: screening and an
 * entrance exam in use, Computer Science open, the application and acceptance fees, an exam.
 */
export async function ensureAdmissions(browser: Browser): Promise<AdmissionsSetup> {
  const hos = await signedIn(browser, 'hos');
  const settings = await hos.api<{ settings: object }>('GET', '/api/v1/academics/settings');
  await hos.api('PUT', '/api/v1/academics/settings', {
    ...settings.body.settings,
    admissionStages: { screening: true, entranceExam: true },
  });
  await ensureSessionFees(hos.api, [
    { type: 'application', name: 'Application fee', amount: 1_000_000 },
    { type: 'acceptance', name: 'Acceptance fee', amount: 5_000_000 },
  ]);
  // The head of school sets the admission rules and quota (docs/decisions/006-role-scopes.md).
  const programmes = await hos.api<TProgrammeList>(
    'GET',
    '/api/v1/academics/programmes?limit=10&q=Computer%20Science',
  );
  const programme = programmes.body.items.find((p) => p.name === 'Computer Science');
  if (!programme) throw new Error('The demo school has no Computer Science');
  const saved = await hos.api('PUT', '/api/v1/admissions/offerings', {
    programmeId: programme.id,
    isOpen: true,
    closesAt: null,
    utmeSubjects: ['Use of English', 'Mathematics', 'Physics', 'Chemistry'],
    olevelSubjects: ['English Language', 'Mathematics'],
    minCredits: 5,
    maxSittings: 2,
    utmeCutOff: 180,
    quota: 500,
  });
  expect(saved.status).toBe(200);
  await hos.close();

  const exams = await signedIn(browser, 'examOfficer');
  const created = await exams.api<TEntranceExam>('POST', '/api/v1/admissions/exams', {
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

/**
 * An applicant registered at the demo school through the API, with a passport photograph: the
 * context is signed in as them, for journeys about the application form rather than the sign-up.
 */
export async function registerApplicantByApi(
  page: Page,
  person: { name: string; email: string; phone: string; password: string },
): Promise<void> {
  const context: BrowserContext = page.context();
  const headers = { origin: baseUrl() };
  const directory = await context.request.get(`${baseUrl()}/api/v1/schools/directory?q=DEMO`);
  const school = ((await directory.json()) as TSchoolDirectory).items.find(
    (s) => s.code === 'DEMO',
  );
  if (!school) throw new Error('the demo school is not in the directory');
  const registered = await context.request.post(`${baseUrl()}/api/v1/auth/register`, {
    data: { schoolId: school.id, gender: 'female', ...person },
    headers,
  });
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`);
  const passport = await context.request.put(`${baseUrl()}/api/v1/me/passport`, {
    multipart: {
      file: { name: 'me.png', mimeType: 'image/png', buffer: await canvasPng(page, 320) },
    },
    headers,
  });
  if (!passport.ok()) throw new Error(`passport upload failed: ${await passport.text()}`);
}

/** The applicant's side: registering, the passport photo, the form, the fee, the offer. */
export class ApplicantPages {
  constructor(readonly page: Page) {}

  /**
   * Registers at the demo school from its public apply page: the school chosen there is already
   * chosen on the register page. Ends on the passport page, where a new applicant is sent.
   */
  async register(person: { name: string; email: string; phone: string; password: string }) {
    const { page } = this;
    await page.goto(admissionsPaths.publicApply('DEMO'));
    await page.getByTestId('offering').first().waitFor();
    await page.getByRole('link', { name: 'Register to apply' }).click();
    await page.waitForURL('**/register?school=DEMO');
    const school = page.getByRole('combobox', { name: 'School', exact: true });
    await expect.poll(() => school.inputValue()).toBe('Campusflow Demo University (DEMO)');
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Phone number').fill(person.phone);
    await page.getByText('Male', { exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Repeat the password').fill(person.password);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL('**/dashboard/general/passport');
  }

  async uploadPassport() {
    const { page } = this;
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await canvasPng(page, 320) });
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Your passport photograph has been saved.').waitFor();
  }

  /** Starts an application to the programme; the wizard opens on its first step. */
  async startApplication(programmeName: string) {
    const { page } = this;
    await page.goto(admissionsPaths.apply);
    const card = page.getByTestId('offering').filter({ hasText: programmeName });
    await card.getByRole('button', { name: 'Apply for this programme' }).click();
    await this.stepHeading('Programme').waitFor();
  }

  /** The heading of the wizard's current step. */
  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 3, name, exact: true });
  }

  /**
   * Where the wizard is, in words, for a failure message: the step's heading, what it says is
   * owed, every alert and toast, and each field marked invalid with its value.
   */
  async whereAmI(): Promise<string> {
    return this.page.evaluate(() => {
      const text = (element: Element | null) => element?.textContent?.trim().replace(/\s+/g, ' ');
      const lines = [`step: ${text(document.querySelector('main h3')) ?? 'none'}`];
      for (const alert of Array.from(
        document.querySelectorAll('[role="alert"], [role="status"]'),
      )) {
        if (text(alert)) lines.push(`says: ${text(alert)}`);
      }
      for (const field of Array.from(document.querySelectorAll('[aria-invalid="true"]'))) {
        const label = field.id ? text(document.querySelector(`label[for="${field.id}"]`)) : '';
        lines.push(
          `invalid: ${label || field.id || 'a field'} = ${(field as HTMLInputElement).value}`,
        );
      }
      return lines.join('\n');
    });
  }

  /** What the step says is still owed before moving on. */
  owed(): Locator {
    return this.page.getByTestId('step-owed');
  }

  async saveAndContinue() {
    await this.page.getByRole('button', { name: 'Save and continue' }).click();
  }

  async fillPersonalDetails() {
    const { page } = this;
    await choose(page, 'State of origin', 'Enugu');
    await choose(page, 'Local government area', 'Nsukka');
    await page.getByLabel('Date of birth').fill('2007-04-12');
    await page.getByLabel('Home address').fill('4 University Road, Nsukka');
    await page.getByLabel("Next of kin's name").fill('Chioma Ude');
    await page.getByLabel("Next of kin's phone").fill('08035550199');
    await page.getByLabel('Relationship (optional)').fill('Mother');
  }

  /** The JAMB step: number, score, and subjects picked from JAMB's list. */
  async fillJamb(jambNo: string, score: number, subjects: string[]) {
    const { page } = this;
    await page.getByLabel('JAMB registration number').fill(jambNo);
    await page.getByLabel('UTME score').fill(String(score));
    const picker = page.getByRole('combobox', { name: 'UTME subjects', exact: true });
    for (const subject of subjects) {
      await picker.click();
      await picker.fill(subject);
      await page.getByRole('option', { name: subject, exact: true }).click();
    }
    await picker.press('Escape');
  }

  /** Fills every step of the form up to the submit step. */
  async fillApplication(programmeName: string, jambNo: string) {
    const { page } = this;
    await this.startApplication(programmeName);
    await this.saveAndContinue();

    await this.stepHeading('Personal details').waitFor();
    await this.fillPersonalDetails();
    await this.saveAndContinue();

    await this.stepHeading('JAMB and UTME').waitFor();
    await this.fillJamb(jambNo, 268, ['Mathematics', 'Physics', 'Chemistry']);
    await this.saveAndContinue();
    await this.stepHeading("O'level results").waitFor();

    await page.getByLabel('Exam number').fill('4250177001');
    for (const [i, subject] of ['Physics', 'Chemistry', 'Biology'].entries()) {
      await page.getByRole('button', { name: 'Add subject' }).click();
      await page.getByRole('combobox', { name: `Subject ${i + 3}` }).fill(subject);
    }
    await page.getByRole('button', { name: 'Save results' }).click();
    await page.getByTestId('document-olevel_result').waitFor();

    for (const kind of ['olevel_result', 'jamb_result']) {
      const card = page.getByTestId(`document-${kind}`);
      await card
        .locator('input[type="file"]')
        .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf });
      await card.getByText(`${kind}.pdf`).waitFor();
    }
  }

  /** The submit step: what is still to do before submitting. */
  stillToDo(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Still to do before you submit' });
  }

  async payApplicationFee() {
    await payThroughSandbox(this.page, /^Pay application fee$/);
    await this.page.getByTestId('application-fee').getByText(/^Paid/).waitFor();
  }

  async submit() {
    const { page } = this;
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your application has been submitted.').first().waitFor();
  }

  /** Pays the acceptance fee and accepts the offer; answers the matric number card. */
  async acceptOffer(): Promise<Locator> {
    const { page } = this;
    const offer = page.getByTestId('offer');
    await payThroughSandbox(page, /^Pay acceptance fee/);
    await expect
      .poll(() => offer.getByRole('button', { name: 'Accept offer' }).isEnabled())
      .toBe(true);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    const matric = page.getByTestId('matric-number');
    await matric.waitFor();
    return matric;
  }
}

/** An officer's queue (screening, or application requests) and the review drawer. */
export class OfficerQueue {
  constructor(
    readonly page: Page,
    readonly queue: 'screening' | 'applicationRequests',
  ) {}

  /** Finds the applicant in the queue and opens the review; answers the review panel. */
  async openReview(name: string): Promise<Locator> {
    await this.page.goto(`${admissionsPaths[this.queue]}?q=${encodeURIComponent(name)}`);
    await this.page.getByRole('button', { name }).click();
    return this.page.getByTestId('application-review');
  }

  /** Decides with the review's button; waits for the toast and the new stage. */
  async decide(review: Locator, name: string, button: string, stage: string) {
    await review.getByRole('button', { name: button }).click();
    await this.page.getByText(`${name}: `).first().waitFor();
    await review.getByText(stage).first().waitFor();
  }
}

/** The exam officer's page of one entrance exam. */
export class ExamPage {
  constructor(readonly page: Page) {}

  open(examId: string) {
    return this.page.goto(admissionsPaths.exam(examId));
  }

  async addEligible() {
    await this.page.getByRole('button', { name: /^Add eligible candidates/ }).click();
  }

  /** The candidate's score box, found by name. */
  async scoreBox(name: string): Promise<Locator> {
    await this.page.getByLabel('Find a candidate').fill(name);
    const row = this.page.getByTestId('candidates').getByRole('row').filter({ hasText: name });
    return row.getByRole('textbox', { name: /^Score of / });
  }

  /**
   * Types a score above the exam's maximum: it stays as typed, is marked wrong, and the save
   * is refused without sending it.
   */
  async scoreRefused(name: string, score: number, max: number) {
    const { page } = this;
    const box = await this.scoreBox(name);
    await box.fill(String(score));
    await box.blur();
    const row = page.getByTestId('candidates').getByRole('row').filter({ hasText: name });
    await row.getByText(`Above the maximum score of ${max}.`).waitFor();
    expect(await box.inputValue()).toBe(String(score));
    await page.getByRole('button', { name: 'Save 1 score' }).click();
    await page.getByText('Correct the score marked in red first.').waitFor();
  }

  /** Records one candidate's score. */
  async score(name: string, score: number) {
    const { page } = this;
    const box = await this.scoreBox(name);
    const row = page.getByTestId('candidates').getByRole('row').filter({ hasText: name });
    await box.fill(String(score));
    await page.getByRole('button', { name: 'Save 1 score' }).click();
    await page.getByText('1 score saved.').waitFor();
    await expect
      .poll(() => row.getByRole('textbox', { name: /^Score of / }).inputValue())
      .toBe(String(score));
  }
}
