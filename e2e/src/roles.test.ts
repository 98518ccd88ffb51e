import type { TProgrammeList } from '@campusflow/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsPaths } from './support/admissions.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

// What a role may not do shows on the page as the server decides it (decision 006): the
// admission officer reads the admission rules the head of school sets, and a page of a role the
// user does not hold says so instead of offering to try again.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PROGRAMME = 'Computer Science';

/** Computer Science open for application this session, with a quota of 500. */
async function openComputerScience() {
  const hos = await signedIn(browser, 'hos');
  const programmes = await hos.api<TProgrammeList>(
    'GET',
    '/api/v1/academics/programmes?limit=10&q=Computer%20Science',
  );
  const programme = programmes.body.items.find((p) => p.name === PROGRAMME);
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
}

/** The admission rules panel, narrowed to one programme. */
async function findProgramme(page: Page, name: string) {
  await page.getByLabel('Find a programme').fill(name);
  const row = page.getByTestId('offerings').getByRole('row').filter({ hasText: name }).first();
  await row.waitFor();
  return row;
}

describe('admission rules follow the server’s roles', () => {
  beforeAll(openComputerScience);

  it('the admission officer reads them with no button to change them', async () => {
    const officer = await signedIn(browser, 'admissionOfficer');
    const { page } = officer;
    await page.goto(`${admissionsPaths.applicationRequests}?tab=programmes`);
    const row = await findProgramme(page, PROGRAMME);
    await row.getByText('Open', { exact: true }).filter({ visible: true }).waitFor();
    await page.getByText('The head of school opens programmes and sets their rules.').waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Open for application)/ }).count()).toBe(
      0,
    );
    await screenshot(page, 'roles-officer-offerings-desktop');
    await officer.close();
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`the head of school changes a quota from the home page (${viewport})`, async () => {
      const hos = await signedIn(browser, 'hos', { viewport });
      const { page } = hos;
      await page.goto('/dashboard/hos');
      const section = page.getByRole('region', { name: 'Admissions this session' });
      await section.waitFor();
      const row = await findProgramme(page, PROGRAMME);
      await screenshot(page, `hos-offerings-${viewport}`);
      const quota = viewport === 'phone' ? 360 : 1280;
      await row.getByRole('button', { name: `Edit ${PROGRAMME}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Admission to ${PROGRAMME}` });
      await dialog.getByRole('textbox', { name: 'Quota' }).fill(String(quota));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row
        .getByText(new RegExp(`of ${quota}\\b`))
        .filter({ visible: true })
        .waitFor();
      const offerings = await hos.api<{ items: { programmeName: string; quota: number }[] }>(
        'GET',
        '/api/v1/admissions/offerings',
      );
      expect(offerings.body.items.find((o) => o.programmeName === PROGRAMME)?.quota).toBe(quota);
      await hos.close();
    });
  }
});

describe('a page of a role the user does not hold', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`says so to the demo student on /dashboard/hod, with no retry (${viewport})`, async () => {
      const student = await signedIn(browser, 'student', { viewport });
      const { page } = student;
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      await page.goto('/dashboard/hod');
      const notice = page.getByTestId('forbidden');
      await notice.getByText('This page is for another role').waitFor();
      await notice.getByText('It belongs to the Head of department dashboard.').waitFor();
      await notice.getByText(/with the role Student\./).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      expect(await page.getByText('This could not be loaded').count()).toBe(0);
      // The guard refused before asking the API anything as a head of department.
      expect(refused).toEqual([]);
      await screenshot(page, `forbidden-${viewport}`);

      await notice.getByRole('link', { name: 'Go to my dashboard' }).click();
      await page.waitForURL(/\/dashboard\/(student|general\/passport)/);
      await student.close();
    });
  }
});
