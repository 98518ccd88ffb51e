import type { TSessionList } from '@campusflow/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcademicsArea } from './support/academics.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { ResourceList } from './support/resource-list.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
// This journey makes a new session current; the other journeys expect the demo's, so it is put
// back afterwards, also when the journey fails halfway.
let restoreCurrentSession: (() => Promise<void>) | undefined;
afterAll(async () => {
  await restoreCurrentSession?.();
  await browser?.close();
});

describe('the head of school sets up the institution', () => {
  it('builds the structure and calendar, a curriculum and a lecturer, who then sees the course', async () => {
    const hos = await signedIn(browser, 'hos');
    const { page } = hos;
    const academics = new AcademicsArea(page);
    const before = await hos.api<TSessionList>('GET', '/api/v1/academics/sessions?limit=100');
    const demoSession = before.body.items.find((s) => s.isCurrent);
    if (!demoSession) throw new Error('the demo school has no current session');
    restoreCurrentSession = async () => {
      const again = await signedIn(browser, 'hos');
      const res = await again.api(
        'POST',
        `/api/v1/academics/sessions/${demoSession.id}/current`,
        {},
      );
      expect(res.status).toBe(200);
      await again.close();
    };

    await academics.open('faculties');
    const faculties = academics.list('faculties');
    await faculties.add(async (d) => {
      await d.getByLabel('Name').fill('Faculty of Environmental Sciences');
      await d.getByLabel('Code').fill('env');
    });
    await faculties.row('Faculty of Environmental Sciences').waitFor();
    // A second faculty with the same name is refused beside the field.
    const twin = await faculties.openAdd();
    await twin.getByLabel('Name').fill('faculty of environmental sciences');
    await twin.getByLabel('Code').fill('ENV2');
    await twin.getByRole('button', { name: 'Add the faculty' }).click();
    await twin.getByText('A faculty with this name already exists.').first().waitFor();
    await twin.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'hos-faculties-desktop');

    await page.getByRole('link', { name: 'Departments' }).click();
    const departments = academics.list('departments');
    await departments.add(async (d) => {
      await departments.choose(d, 'Faculty', 'Faculty of Environmental Sciences');
      await d.getByLabel('Name').fill('Urban and Regional Planning');
      await d.getByLabel('Code').fill('URP');
    });
    await departments.row('Urban and Regional Planning').waitFor();

    await page.getByRole('link', { name: 'Programme types' }).click();
    await academics.list('programmeTypes').add(async (d) => {
      await d.getByLabel('Name').fill('ND');
      await d.getByLabel('Duration in levels').fill('2');
    });
    await page.getByRole('cell', { name: '2 (100–200)' }).waitFor();

    await page.getByRole('link', { name: 'Programmes' }).click();
    const programmes = academics.list('programmes');
    await programmes.add(async (d) => {
      await programmes.choose(d, 'Department', 'Urban and Regional Planning');
      await programmes.choose(d, 'Programme type', 'ND');
      await d.getByLabel('Name').fill('Urban and Regional Planning');
      await d.getByLabel('Code').fill('NDURP');
    });
    const row = programmes.row('NDURP');
    await row.waitFor();
    expect(await row.textContent()).toContain('15–24');
    await screenshot(page, 'hos-programmes-desktop');

    // A course in the catalogue, then in the programme's curriculum for 100 level.
    await page.getByRole('link', { name: 'Curriculum' }).click();
    await page.getByRole('tab', { name: 'Course catalogue' }).click();
    const courses = new ResourceList(page, 'course');
    await courses.add(async (d) => {
      await courses.choose(d, 'Department', 'Urban and Regional Planning');
      await d.getByLabel('Code').fill('urp101');
      await d.getByLabel('Title').fill('Introduction to Planning');
    });
    await page.getByLabel('Search').fill('URP');
    await courses.row('URP 101').waitFor();
    await page.getByRole('tab', { name: 'By programme' }).click();
    await page.getByPlaceholder('Choose a programme').click();
    await page.getByRole('option', { name: /Urban and Regional Planning \(ND\)/ }).click();
    await page.getByText('No courses in this semester yet.').first().waitFor();
    await academics.addToCurriculum('First semester', 'URP 101', /URP 101 Introduction/);
    await page.getByText('3 units · limits 15–24').first().waitFor();
    await page.getByText('All the courses come to 3 units, below the minimum of 15').waitFor();
    await screenshot(page, 'hos-curriculum-desktop');

    await academics.open('academicYears');
    await academics.list('academicYears').add(async (d) => {
      await d.getByLabel('First year').fill('2031');
      await d.getByText('Labelled 2031/2032').waitFor();
    });
    await academics.list('academicYears').row('2031/2032').waitFor();

    await page.getByRole('link', { name: 'Sessions' }).click();
    const sessions = academics.list('sessions');
    await sessions.add(async (d) => {
      await sessions.choose(d, 'Academic year', '2031/2032');
      await d.getByLabel('Name').fill('2031/2032 Regular');
    });
    await sessions.act('2031/2032 Regular', 'Make current');
    await page.getByText('2031/2032 Regular is now the current session.').waitFor();
    await sessions.row('2031/2032 Regular').getByText('current').waitFor();

    await page.getByRole('link', { name: 'Semesters' }).click();
    const semesters = academics.list('semesters');
    await semesters.add(async (d) => {
      await semesters.choose(d, 'Session', '2031/2032 Regular');
    });
    await semesters.row('First semester, 2031/2032 Regular').waitFor();

    await page.getByRole('link', { name: 'Registration periods' }).click();
    const periods = academics.list('registrationPeriods');
    await page.getByRole('button', { name: 'Open a registration period' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a registration period' });
    await periods.choose(dialog, 'Semester', 'First semester, 2031/2032 Regular');
    await dialog.getByLabel('Opens').fill('2031-10-06T08:00');
    await dialog.getByLabel('Closes', { exact: true }).fill('2031-10-20T17:00');
    await dialog.getByRole('button', { name: 'Add the registration period' }).click();
    await dialog.waitFor({ state: 'detached' });
    const period = periods.row('First semester, 2031/2032 Regular');
    await period.getByText('upcoming').waitFor();
    await screenshot(page, 'hos-registration-periods-desktop');

    // A lecturer for URP 101 this session.
    await page.getByRole('link', { name: 'Assign staff' }).click();
    await academics.assignLecturer(
      { search: 'URP 101', option: /URP 101 Introduction/ },
      { search: 'Kemi', option: /Dr\. Kemi Ogunleye/ },
    );
    await page
      .getByText(
        'Dr. Kemi Ogunleye is assigned: URP 101 Introduction to Planning · 2031/2032 Regular.',
      )
      .waitFor();
    await screenshot(page, 'hos-assign-staff-desktop');

    // The department now has a programme, so it cannot be deleted.
    await page.getByRole('link', { name: 'Departments' }).click();
    await departments.act('Urban and Regional Planning', 'Delete');
    await page
      .getByRole('dialog', { name: 'Delete Urban and Regional Planning?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('This department has programmes. Archive it instead.').waitFor();
    await hos.close();

    // The lecturer signs in and finds the course and its roster.
    const lecturer = await signedIn(browser, 'teacher', { viewport: 'phone' });
    const teacherPage = lecturer.page;
    await teacherPage.goto('/dashboard');
    await teacherPage.waitForURL('**/dashboard/teacher');
    await teacherPage.getByText('2031/2032 Regular').waitFor();
    await teacherPage.getByRole('link', { name: 'Open my courses' }).click();
    await teacherPage.getByRole('link', { name: 'URP 101' }).click();
    await teacherPage.getByRole('heading', { name: 'URP 101 Introduction to Planning' }).waitFor();
    await teacherPage.getByText('Urban and Regional Planning 100L · core').waitFor();
    await teacherPage.getByText('No students take this course yet').waitFor();
    await screenshot(teacherPage, 'teacher-course-phone');
    await lecturer.close();
  });

  it('the programmes list is usable on a phone', async () => {
    const hos = await signedIn(browser, 'hos', { viewport: 'phone' });
    const { page } = hos;
    await new AcademicsArea(page).open('programmes');
    await page.getByRole('heading', { name: 'Programmes' }).waitFor();
    await page.getByLabel('Loading').waitFor({ state: 'detached' });
    await screenshot(page, 'hos-programmes-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await hos.close();
  });
});
