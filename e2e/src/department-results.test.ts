import type { TBroadsheet, TMyCourses, TScoreSheet } from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the exam officer publishes a department’s results (demo institution)', () => {
  it('sees the approved sheets as a preview on the broadsheet, publishes them, and sees them published', async () => {
    // The lecturer fills and submits sheets of three Computer Science courses; the HOD approves
    // two of them, so the third shows as not ready.
    const teacher = await signedIn(browser, 'teacher');
    const mine = await teacher.api<TMyCourses>('GET', '/api/v1/academics/my-courses');
    expect(mine.status).toBe(200);
    const chosen = mine.body.items
      .filter((c) => c.departmentName === 'Computer Science' && c.studentCount > 0)
      // The least taken courses, by code from the end: journeys of the lecturer's own pages
      // share this server's demo data and are likelier to use the first, fuller ones.
      .sort((a, b) => a.studentCount - b.studentCount || b.code.localeCompare(a.code));
    expect(chosen.length).toBeGreaterThan(1);
    const sheets: TScoreSheet[] = [];
    for (const course of chosen) {
      if (sheets.length === 3) break;
      const url = `/api/v1/results/courses/${course.courseId}/sheet`;
      const open = await teacher.api<TScoreSheet>('GET', url);
      // The demo's sheets are in every state: only a draft without a return is this journey's.
      if (open.status !== 200 || open.body.state !== 'draft' || open.body.returnReason) continue;
      const lines = open.body.lines.map((l, i) => ({
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
    const hod = await signedIn(browser, 'hod');
    for (const sheet of sheets.slice(0, -1)) {
      const approved = await hod.api('POST', `/api/v1/results/sheets/${sheet.id}/approve`);
      expect(approved.status).toBe(200);
    }
    await hod.close();
    const departmentId = sheets[0]?.departmentId ?? '';
    const officer = await signedIn(browser, 'examOfficer');
    const { page } = officer;
    // The level whose broadsheet shows an approved course (demo registrations vary by run).
    const url = `/api/v1/results/departments/${departmentId}/broadsheet`;
    const { body: first } = await officer.api<TBroadsheet>('GET', url);
    let level = first.level;
    for (const l of first.levels) {
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
