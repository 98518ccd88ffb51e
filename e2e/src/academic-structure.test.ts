import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, signInAs } from './support/accounts.ts';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function addThrough(
  page: Page,
  noun: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: `Add a ${noun}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add a ${noun}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: `Add the ${noun}` }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function choose(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('the head of school sets up the institution', () => {
  it('builds the structure and calendar, a curriculum and a lecturer, who then sees the course', async () => {
    const context = await newContext(browser, viewports.desktop);
    await signInAs(context, demoEmail('hos'));
    const page = await context.newPage();

    await page.goto('/dashboard/hos/faculties');
    await addThrough(page, 'faculty', async (d) => {
      await d.getByLabel('Name').fill('Faculty of Environmental Sciences');
      await d.getByLabel('Code').fill('env');
    });
    await page.getByRole('row').filter({ hasText: 'Faculty of Environmental Sciences' }).waitFor();
    // A second faculty with the same name is refused beside the field.
    await page.getByRole('button', { name: 'Add a faculty' }).click();
    const twin = page.getByRole('dialog', { name: 'Add a faculty' });
    await twin.getByLabel('Name').fill('faculty of environmental sciences');
    await twin.getByLabel('Code').fill('ENV2');
    await twin.getByRole('button', { name: 'Add the faculty' }).click();
    await twin.getByText('A faculty with this name already exists.').first().waitFor();
    await twin.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'hos-faculties-desktop');

    await page.getByRole('link', { name: 'Departments' }).click();
    await addThrough(page, 'department', async (d) => {
      await choose(page, d, 'Faculty', 'Faculty of Environmental Sciences');
      await d.getByLabel('Name').fill('Urban and Regional Planning');
      await d.getByLabel('Code').fill('URP');
    });
    await page.getByRole('row').filter({ hasText: 'Urban and Regional Planning' }).waitFor();

    await page.getByRole('link', { name: 'Programme types' }).click();
    await addThrough(page, 'programme type', async (d) => {
      await d.getByLabel('Name').fill('ND');
      await d.getByLabel('Duration in levels').fill('2');
    });
    await page.getByRole('cell', { name: '2 (100–200)' }).waitFor();

    await page.getByRole('link', { name: 'Programmes' }).click();
    await addThrough(page, 'programme', async (d) => {
      await choose(page, d, 'Department', 'Urban and Regional Planning');
      await choose(page, d, 'Programme type', 'ND');
      await d.getByLabel('Name').fill('Urban and Regional Planning');
      await d.getByLabel('Code').fill('NDURP');
    });
    const row = page.getByRole('row').filter({ hasText: 'NDURP' });
    await row.waitFor();
    expect(await row.textContent()).toContain('15–24');
    await screenshot(page, 'hos-programmes-desktop');

    // A course in the catalogue, then in the programme's curriculum for 100 level.
    await page.getByRole('link', { name: 'Curriculum' }).click();
    await page.getByRole('tab', { name: 'Course catalogue' }).click();
    await addThrough(page, 'course', async (d) => {
      await choose(page, d, 'Department', 'Urban and Regional Planning');
      await d.getByLabel('Code').fill('urp101');
      await d.getByLabel('Title').fill('Introduction to Planning');
    });
    await page.getByLabel('Search').fill('URP');
    await page.getByRole('row').filter({ hasText: 'URP 101' }).waitFor();
    await page.getByRole('tab', { name: 'By programme' }).click();
    await page.getByPlaceholder('Choose a programme').click();
    await page.getByRole('option', { name: /Urban and Regional Planning \(ND\)/ }).click();
    await page.getByText('No courses in this semester yet.').first().waitFor();
    await page.getByLabel('Course to add to the First semester').first().fill('URP 101');
    await page.getByRole('option', { name: /URP 101 Introduction/ }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await page.getByRole('button', { name: 'Remove URP 101' }).waitFor();
    await page.getByText('3 units · limits 15–24').first().waitFor();
    await page.getByText('All the courses come to 3 units, below the minimum of 15').waitFor();
    await screenshot(page, 'hos-curriculum-desktop');

    await page.goto('/dashboard/hos/academicYears');
    await addThrough(page, 'academic year', async (d) => {
      await d.getByLabel('First year').fill('2031');
      await d.getByText('Labelled 2031/2032').waitFor();
    });
    await page.getByRole('row').filter({ hasText: '2031/2032' }).waitFor();

    await page.getByRole('link', { name: 'Sessions' }).click();
    await addThrough(page, 'session', async (d) => {
      await choose(page, d, 'Academic year', '2031/2032');
      await d.getByLabel('Name').fill('2031/2032 Regular');
    });
    await page.getByRole('button', { name: 'Actions for 2031/2032 Regular' }).click();
    await page.getByRole('menuitem', { name: 'Make current' }).click();
    await page.getByText('2031/2032 Regular is now the current session.').waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: '2031/2032 Regular' })
      .getByText('current')
      .waitFor();

    await page.getByRole('link', { name: 'Semesters' }).click();
    await addThrough(page, 'semester', async (d) => {
      await choose(page, d, 'Session', '2031/2032 Regular');
    });
    await page.getByRole('row').filter({ hasText: 'First semester, 2031/2032 Regular' }).waitFor();

    await page.getByRole('link', { name: 'Registration periods' }).click();
    await page.getByRole('button', { name: 'Open a registration period' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a registration period' });
    await choose(page, dialog, 'Semester', 'First semester, 2031/2032 Regular');
    await dialog.getByLabel('Opens').fill('2031-10-06T08:00');
    await dialog.getByLabel('Closes', { exact: true }).fill('2031-10-20T17:00');
    await dialog.getByRole('button', { name: 'Add the registration period' }).click();
    await dialog.waitFor({ state: 'detached' });
    const period = page.getByRole('row').filter({ hasText: 'First semester, 2031/2032 Regular' });
    await period.getByText('upcoming').waitFor();
    await screenshot(page, 'hos-registration-periods-desktop');

    // A lecturer for URP 101 this session.
    await page.getByRole('link', { name: 'Assign staff' }).click();
    await page.getByRole('tab', { name: 'Lecturers' }).click();
    await page.getByPlaceholder('Search a course').fill('URP 101');
    await page.getByRole('option', { name: /URP 101 Introduction/ }).click();
    await page.getByPlaceholder('Search by name').fill('Kemi');
    await page.getByRole('option', { name: /Dr\. Kemi Ogunleye/ }).click();
    await page.getByRole('button', { name: 'Assign' }).click();
    await page
      .getByText(
        'Dr. Kemi Ogunleye is assigned: URP 101 Introduction to Planning · 2031/2032 Regular.',
      )
      .waitFor();
    await screenshot(page, 'hos-assign-staff-desktop');

    // The department now has a programme, so it cannot be deleted.
    await page.getByRole('link', { name: 'Departments' }).click();
    await page.getByRole('button', { name: 'Actions for Urban and Regional Planning' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Urban and Regional Planning?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('This department has programmes. Archive it instead.').waitFor();
    await context.close();

    // The lecturer signs in and finds the course and its roster.
    const lecturer = await newContext(browser, viewports.phone);
    await signInAs(lecturer, demoEmail('teacher'));
    const teacherPage = await lecturer.newPage();
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
    const context = await newContext(browser, viewports.phone);
    await signInAs(context, demoEmail('hos'));
    const page = await context.newPage();
    await page.goto('/dashboard/hos/programme');
    await page.getByRole('heading', { name: 'Programmes' }).waitFor();
    await page.getByLabel('Loading').waitFor({ state: 'detached' });
    await screenshot(page, 'hos-programmes-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
