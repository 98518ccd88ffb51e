import type {
  TAmendment,
  TAmendmentList,
  TDepartmentOverview,
  TDepartmentSheetsPage,
  TSheetReview,
} from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a correction of a published result (demo institution)', () => {
  // An approved correction changes a published result for good: this journey only asks and
  // refuses, so the shared demo data keeps its results.
  it('the HOD asks to correct an earlier published line, sees it waiting, and refuses it', async () => {
    const hod = await signedIn(browser, 'hod');
    const overview = await hod.api<TDepartmentOverview>('GET', '/api/v1/academics/my-department');
    const department = overview.body.departments[0];
    expect(department).toBeDefined();
    const sheets = await hod.api<TDepartmentSheetsPage>(
      'GET',
      `/api/v1/results/departments/${department?.id}/sheets?limit=50`,
    );
    // An earlier session's published sheet of one of the department's courses.
    let earlier: TSheetReview | null = null;
    for (const s of sheets.body.items.filter((i) => i.sheetId)) {
      const review = await hod.api<TSheetReview>(
        'GET',
        `/api/v1/results/sheets/${s.sheetId}/review`,
      );
      const past = review.body.earlier[0];
      if (!past) continue;
      earlier = (
        await hod.api<TSheetReview>('GET', `/api/v1/results/sheets/${past.sheetId}/review`)
      ).body;
      break;
    }
    expect(earlier, 'an earlier published sheet of the department').not.toBeNull();
    const sheet = earlier?.sheet;
    const line = sheet?.lines.find((l) => !l.absent && l.exam !== null && l.matricNumber);
    expect(line).toBeDefined();
    const exam = line?.exam ?? 0;
    const asked = await hod.api<TAmendment>(
      'POST',
      `/api/v1/results/sheets/${sheet?.id}/amendments`,
      {
        enrollmentId: line?.enrollmentId,
        ca: line?.ca,
        exam: exam >= 10 ? exam - 5 : exam + 5,
        absent: false,
        reason: 'The exam script was added up twice by mistake.',
      },
    );
    expect(asked.status).toBe(200);

    const { page } = hod;
    await page.goto(`/dashboard/hod/results/${department?.id}`);
    await page.getByTestId('corrections-waiting').waitFor();
    await page.getByRole('tab', { name: /^Corrections/ }).click();
    const card = page.getByTestId('amendment').filter({ hasText: line?.matricNumber ?? '' });
    await card.getByText('Waiting for the HOD').waitFor();
    await card
      .getByText(/^CA .* → /)
      .or(card.getByTestId('amendment-change'))
      .first()
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'result-corrections-hod-desktop');
    await page.setViewportSize({ width: 360, height: 740 });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'result-corrections-hod-phone');

    await card.getByRole('button', { name: 'Refuse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuse the correction' });
    await dialog.getByLabel('Reason').fill('The script shows the published mark is right.');
    await page.waitForTimeout(300); // the dialog's opening transition, for the picture only
    await screenshot(page, 'result-corrections-refuse-phone');
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await page.getByText('Correction refused. The published result stays as it is.').waitFor();
    await expect.poll(() => card.count()).toBe(0);

    const refused = await hod.api<TAmendmentList>(
      'GET',
      '/api/v1/results/amendments?state=rejected',
    );
    expect(refused.body.items.find((a) => a.id === asked.body.id)).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The script shows the published mark is right.',
    });
    await hod.close();
  });
});
