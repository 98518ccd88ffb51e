import type { TBroadsheet, TScoreSheet } from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { lendDepartmentSheets } from './support/department-results.ts';
import { type SignedIn, signedIn } from './support/session.ts';

let browser: Browser;
// The head of school lends the lecturer the journey's courses and takes them back at the end,
// whether the journey passed or not.
let hos: SignedIn | undefined;
let end: (() => Promise<void>) | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await end?.();
  await hos?.close();
  await browser?.close();
});

describe('the exam officer publishes a department’s results (demo institution)', () => {
  it('sees the approved sheets as a preview on the broadsheet, publishes them, and sees them published', async () => {
    // The lecturer fills and submits sheets of three Computer Science courses lent to her for
    // this journey (its own sheets: see support/department-results.ts); the HOD approves two of
    // them, so the third shows as not ready.
    const teacher = await signedIn(browser, 'teacher');
    hos = await signedIn(browser, 'hos');
    const hod = await signedIn(browser, 'hod');
    const lending = await lendDepartmentSheets({
      hos: hos.api,
      hod: hod.api,
      teacher: teacher.api,
    });
    end = lending.end;
    const sheets: TScoreSheet[] = [];
    for (const { sheet, course } of lending.lent) {
      const url = `/api/v1/results/courses/${sheet.courseId}/sheet`;
      const lines = sheet.lines.map((l, i) => ({
        enrollmentId: l.enrollmentId,
        ca: (i * 7 + course.units) % 31,
        exam: (i * 13 + course.level) % 71,
        absent: i % 11 === 5,
      }));
      const saved = await teacher.api('PUT', `${url}/scores`, { lines });
      expect(saved.status).toBe(200);
      const submitted = await teacher.api<TScoreSheet>('POST', `${url}/submit`);
      expect(submitted.status).toBe(200);
      sheets.push(submitted.body);
    }
    await teacher.close();
    expect(sheets.length).toBeGreaterThan(1);
    for (const sheet of sheets.slice(0, -1)) {
      const approved = await hod.api('POST', `/api/v1/results/sheets/${sheet.id}/approve`);
      expect(approved.status).toBe(200);
    }
    await hod.close();
    const departmentId = sheets[0]?.departmentId ?? '';
    const officer = await signedIn(browser, 'examOfficer');
    const { page } = officer;
    // The level whose broadsheet shows an approved course (demo registrations vary by run),
    // the waiting sheet's first.
    const url = `/api/v1/results/departments/${departmentId}/broadsheet`;
    const { body: first } = await officer.api<TBroadsheet>('GET', url);
    let level = first.level;
    const waiting = lending.lent[sheets.length - 1]?.course.level ?? first.level;
    for (const l of [waiting, ...first.levels.filter((x) => x !== waiting)]) {
      const { body } = await officer.api<TBroadsheet>('GET', `${url}?level=${l}`);
      if (body.preview && body.rows.length > 0) {
        level = l;
        break;
      }
    }
    await page.goto(`/dashboard/examOfficer/department/${departmentId}?level=${level}`);
    await page.getByRole('heading', { name: /^Department results: / }).waitFor();
    await page.getByText('Preview', { exact: true }).first().waitFor();
    await page
      .getByText(/Not ready: with the HOD/)
      .first()
      .waitFor();
    await screenshot(page, 'department-results-preview-desktop');

    const phone = await signedIn(browser, 'examOfficer', { viewport: 'phone' });
    await phone.page.goto(`/dashboard/examOfficer/department/${departmentId}?level=${level}`);
    await phone.page.getByRole('heading', { name: /^Department results: / }).waitFor();
    await phone.page.getByLabel('Broadsheet, scrolls sideways').waitFor();
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(phone.page, 'department-results-phone');
    await phone.close();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish these results?' });
    await dialog.getByText(sheets[0]?.code ?? '').waitFor();
    await page.waitForTimeout(400); // the dialog's opening transition, for the picture only
    await screenshot(page, 'department-results-confirm-desktop');
    await dialog.getByRole('button', { name: /^Publish \d+ course/ }).click();
    await page.getByText(/^Published \d+ courses? for \d+ students?\.$/).waitFor();
    await expect.poll(() => page.getByText('Preview', { exact: true }).count()).toBe(0);
    await screenshot(page, 'department-results-published-desktop');
    // GPA, CGPA and remarks, at the end of the rows, come into view as the box scrolls.
    await page.getByLabel('Broadsheet, scrolls sideways').evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
    });
    await page
      .getByRole('cell', { name: /^Pass|^Probation/ })
      .first()
      .waitFor();
    await screenshot(page, 'department-results-published-scrolled-desktop');
    await officer.close();
  });
});
