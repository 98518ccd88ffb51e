import type {
  TDepartmentOverview,
  TDepartmentSheetsPage,
  TMyCourses,
  TScoreSheet,
} from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { CourseScoresPage, HodResultsPage } from './support/results-review.ts';
import { ScoreSheetPage } from './support/score-sheet.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the review of a score sheet (demo institution)', () => {
  it('the HOD sees the distribution and its flags, approves; the exam officer sees its history', async () => {
    // The demo lecturer scores a course of the demo head's department and submits it, with a
    // quarter of the sheet left blank (a flag).
    const hod = await signedIn(browser, 'hod');
    const overview = await hod.api<TDepartmentOverview>('GET', '/api/v1/academics/my-department');
    const department = overview.body.departments[0];
    expect(department).toBeDefined();
    const teacher = await signedIn(browser, 'teacher');
    const mine = await teacher.api<TMyCourses>('GET', '/api/v1/academics/my-courses');
    // The demo's sheets are in every state: the first draft of the head's department is ours.
    let url = '';
    let sheet: TScoreSheet | undefined;
    for (const c of mine.body.items) {
      if (c.departmentName !== department?.name || c.studentCount < 4) continue;
      url = `/api/v1/results/courses/${c.courseId}/sheet`;
      const open = await teacher.api<TScoreSheet>('GET', url);
      if (open.status === 200 && open.body.state === 'draft') {
        sheet = open.body;
        break;
      }
    }
    if (!sheet) throw new Error('the demo lecturer has no draft sheet in the head’s department');
    // Every fourth line is sent blank (the demo's draft may have scores there already).
    const lines = sheet.lines.map((l, i) =>
      i % 4 === 3
        ? { enrollmentId: l.enrollmentId, ca: null, exam: null, absent: false }
        : {
            enrollmentId: l.enrollmentId,
            ca: 10 + (i % 20),
            exam: 20 + ((i * 7) % 50),
            absent: false,
          },
    );
    expect((await teacher.api('PUT', `${url}/scores`, { lines })).status).toBe(200);
    expect((await teacher.api('POST', `${url}/submit`)).status).toBe(200);
    await teacher.close();

    const page = new HodResultsPage(hod.page);
    await page.open(department?.id ?? '');
    await page.filter(/^Waiting for the HOD/);
    await page.sheets.getByRole('button', { name: sheet.code }).waitFor();
    await screenshot(hod.page, 'hod-results-desktop');
    await page.openSheet(sheet.code);
    await page.flags.getByText(/have no score or only one of CA and exam/).waitFor();
    await page.drawer
      .getByRole('img', { name: 'Grade distribution' })
      .or(page.drawer.locator('.recharts-wrapper'))
      .first()
      .waitFor();
    await screenshot(hod.page, 'hod-results-sheet-desktop');
    await hod.page.setViewportSize({ width: 360, height: 740 });
    await screenshot(hod.page, 'hod-results-sheet-phone');
    await hod.page.setViewportSize({ width: 1280, height: 800 });

    // The HOD sends it back with the reason; the lecturer reads it, fills the blanks, resubmits.
    const reason = 'A quarter of the sheet has no scores: fill them, then resubmit.';
    await page.giveBack(reason);
    const fixer = await signedIn(browser, 'teacher');
    const sheetPage = new ScoreSheetPage(fixer.page);
    await sheetPage.open(sheet.courseId, sheet.code);
    await fixer.page.getByText(reason).waitFor();
    const blanks = sheet.lines.filter((_, i) => i % 4 === 3);
    for (const l of blanks) {
      await sheetPage.type(l.matricNumber ?? '', 'CA', '15');
      await sheetPage.type(l.matricNumber ?? '', 'Exam score', '40');
    }
    await sheetPage.saveStatus().getByText('All changes saved').waitFor();
    await screenshot(fixer.page, 'score-sheet-returned-desktop');
    const confirm = await sheetPage.submit();
    await confirm.getByText('Every line has its scores.').waitFor();
    await confirm.getByRole('button', { name: 'Submit to HOD' }).click();
    await fixer.page.getByTestId('sheet-state').getByText('Submitted to HOD').waitFor();
    await fixer.close();

    // Resubmitted, the HOD approves it.
    await page.open(department?.id ?? '');
    await page.filter(/^Waiting for the HOD/);
    await page.openSheet(sheet.code);
    await expect.poll(() => page.flags.getByText(/have no score/).count()).toBe(0);
    await page.approve();
    await page.drawer.getByText('HOD approved').waitFor();
    await hod.page.keyboard.press('Escape');
    await page.filter('All');
    await screenshot(hod.page, 'hod-results-phone');
    const listed = await hod.api<TDepartmentSheetsPage>(
      'GET',
      `/api/v1/results/departments/${department?.id}/sheets?state=hod_approved`,
    );
    expect(listed.body.items.map((i) => i.sheetId)).toContain(sheet.id);
    await hod.close();

    const officer = await signedIn(browser, 'examOfficer');
    await officer.page.goto('/dashboard/examOfficer');
    await officer.page
      .getByTestId('results-progress')
      .getByRole('link', { name: department?.name })
      .waitFor();
    await screenshot(officer.page, 'exam-officer-home-desktop');
    const scores = new CourseScoresPage(officer.page);
    await scores.open(sheet.id);
    await scores.history.getByText('Approved by the HOD').waitFor();
    await officer.page.getByRole('button', { name: 'Return to lecturer' }).waitFor();
    await screenshot(officer.page, 'course-scores-desktop');
    await officer.page.setViewportSize({ width: 360, height: 740 });
    await screenshot(officer.page, 'course-scores-phone');
    // The officer sends it back; the lecturer clears it, so that the demo sheet is a blank
    // draft again for the journeys that score it.
    await scores.giveBack('The blank lines need scores before publishing.');
    await scores.history.getByText('“The blank lines need scores before publishing.”').waitFor();
    await officer.close();
    const lecturer = await signedIn(browser, 'teacher');
    const blank = sheet.lines.map((l) => ({ enrollmentId: l.enrollmentId, ca: null, exam: null }));
    expect((await lecturer.api('PUT', `${url}/scores`, { lines: blank })).status).toBe(200);
    await lecturer.close();
  });
});
