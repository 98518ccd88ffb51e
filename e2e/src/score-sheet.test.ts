import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import {
  clearSheet,
  draftSheetOfLecturer,
  restoreSheet,
  ScoreSheetPage,
} from './support/score-sheet.ts';
import { type SignedIn, signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the lecturer’s score sheet (demo institution)', () => {
  let teacher: SignedIn;
  let hod: SignedIn;
  let arranged: Awaited<ReturnType<typeof draftSheetOfLecturer>>;

  beforeAll(async () => {
    teacher = await signedIn(browser, 'teacher');
    hod = await signedIn(browser, 'hod');
    arranged = await draftSheetOfLecturer(teacher.api);
    // The demo's drafts may be half filled: the journey starts from a blank sheet, and the
    // lines it had are put back when it ends.
    expect(await clearSheet(teacher.api, arranged.sheet)).toBe(200);
  });
  afterAll(async () => {
    if (arranged) await restoreSheet(teacher.api, hod.api, arranged.sheet);
    await hod?.close();
    await teacher?.close();
  });

  it('shows the sheet as cards at phone width', async () => {
    const phone = await signedIn(browser, 'teacher', { viewport: 'phone' });
    const page = new ScoreSheetPage(phone.page);
    await page.open(arranged.course.courseId, arranged.course.code);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await screenshot(phone.page, 'score-sheet-phone');
    await phone.close();
  });

  it('types a score and sees its grade, sees the error of a score above its maximum, uploads a CSV after its dry run and submits', async () => {
    const { course, sheet } = arranged;
    const [first, second] = sheet.lines.map((l) => l.matricNumber ?? '') as [string, string];
    const page = new ScoreSheetPage(teacher.page);
    await page.open(course.courseId, course.code);
    await page.count('Students').getByText(String(sheet.lines.length)).waitFor();

    // Graded as typed; saved without a button.
    await page.type(first, 'CA', '25');
    await page.type(first, 'Exam score', '50');
    await expect.poll(() => page.grade(first).innerText()).toContain('A');
    await page.saveStatus().getByText('All changes saved').waitFor();
    // Above its maximum: the field says so, nothing is clamped, nothing is saved.
    await page.type(second, 'CA', '31');
    await page.line(second).getByText('CA is out of 30: 31 is above it.').waitFor();
    await page.saveStatus().getByText('Fix the marked score to save').waitFor();
    expect(
      await page
        .line(second)
        .getByRole('textbox', { name: `CA of ${second}` })
        .inputValue(),
    ).toBe('31');
    await screenshot(teacher.page, 'score-sheet-desktop');
    await page.type(second, 'CA', '');
    await page.saveStatus().getByText('All changes saved').waitFor();

    // A reload keeps what was saved.
    await teacher.page.reload();
    await page.line(first).waitFor();
    await expect.poll(() => page.grade(first).innerText()).toContain('A');

    // A dropped connection: the line waits in the browser and goes when the connection returns.
    await teacher.context.setOffline(true);
    await page.type(second, 'CA', '12');
    await page.saveStatus().getByText('Not saved — will retry').waitFor();
    // Kept in the browser as the lecturer's draft of this sheet (apps/web lib/form-draft.ts).
    await expect
      .poll(() =>
        teacher.page.evaluate((id) => {
          const key = Object.keys(localStorage).find((k) => k.endsWith(`:score-sheet:${id}`));
          return key ? localStorage.getItem(key) : null;
        }, sheet.id),
      )
      .toContain('"ca":"12"');
    await teacher.context.setOffline(false);
    await page.saveStatus().getByText('All changes saved').waitFor();
    await page.count('Incomplete').getByText('1').waitFor();

    // The file: one row above its maximum first, then fixed.
    const bad = `matricNumber,name,ca,exam\n${first},,20,71\n${second},,10,ABS\nNOPE/1,,1,1\n`;
    const dialog = await page.checkUpload(bad);
    await dialog.getByText('The exam score is out of 70: 71 is above it.').waitFor();
    await dialog.getByText('Unknown matric number: 1').waitFor();
    await dialog.getByText('Above its maximum: 1').waitFor();
    expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    const good = `matricNumber,name,ca,exam\n${first},,20,35\n${second},,10,ABS\n`;
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('The file is ready').waitFor();
    await dialog.getByTestId('upload-preview').getByRole('row', { name: second }).waitFor();
    await screenshot(teacher.page, 'score-sheet-upload-desktop');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.grade(first).innerText()).toContain('C');
    await expect.poll(() => page.grade(second).innerText()).toContain('ABS');
    await page.count('ABS').getByText('1').waitFor();

    // Submitted after a confirmation that counts what is missing.
    const confirm = await page.submit();
    // The journey cleared the sheet first: every line but the two it scored is blank.
    const blank = sheet.lines.length - 2;
    const incomplete = 0;
    await confirm
      .getByText(
        blank + incomplete === 0
          ? 'Every line has its scores.'
          : new RegExp(`${blank} lines? (is|are) blank and ${incomplete} incomplete`),
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Submit to HOD' }).click();
    await teacher.page.getByTestId('sheet-state').getByText('Submitted to HOD').waitFor();
    await teacher.page.getByText('its scores can no longer be changed here').waitFor();
    expect(
      await page
        .line(first)
        .getByRole('textbox', { name: `CA of ${first}` })
        .getAttribute('readonly'),
    ).not.toBeNull();
  });
});
