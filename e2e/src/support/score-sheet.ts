import type { TScoreLine, TScoreSheet } from '@campusflow/contracts';
import type { Locator, Page } from 'playwright-core';
import type { ApiAs } from './session.ts';

// Page object of the lecturer's score sheet (teacher/course-details/{id}), and the demo data a
// journey arranges for it and puts back afterwards (the journeys share one server; which journey
// owns which of the demo's sheets: support/department-results.ts).

type MyCourses = { items: { courseId: string; code: string; studentCount: number }[] };

export class ScoreSheetPage {
  constructor(readonly page: Page) {}

  async open(courseId: string, code: string): Promise<void> {
    await this.page.goto(`/dashboard/teacher/course-details/${courseId}`);
    await this.page.getByRole('heading', { name: new RegExp(`^${code} `) }).waitFor();
    await this.line(0).waitFor();
  }

  /** A student's line (a row on a desktop, a card on a phone), by position or matric number. */
  line(which: number | string): Locator {
    const lines = this.page.getByTestId('score-line');
    return typeof which === 'number'
      ? lines.nth(which)
      : this.page.locator(`[data-testid="score-line"][data-matric="${which}"]`);
  }

  async type(matric: string, box: 'CA' | 'Exam score', value: string): Promise<void> {
    await this.line(matric)
      .getByRole('textbox', { name: `${box} of ${matric}` })
      .fill(value);
  }

  grade(matric: string): Locator {
    return this.line(matric).getByTestId('line-grade');
  }

  saveStatus(): Locator {
    return this.page.getByTestId('save-status');
  }

  count(label: string): Locator {
    return this.page.getByTestId(`count-${label.toLowerCase()}`);
  }

  /** Uploads a CSV through the dialog: checks it first, returns the dialog to read and apply. */
  async checkUpload(csv: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload scores' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    return dialog;
  }

  async submit(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Submit to HOD' }).click();
    return this.page.getByRole('dialog', { name: 'Submit the sheet to the head of department?' });
  }
}

/**
 * A course of the demo lecturer whose sheet is a draft with at least `students` students, and
 * its lines as they were, to put back when the journey ends.
 */
export async function draftSheetOfLecturer(teacher: ApiAs, students = 2) {
  const mine = await teacher<MyCourses>('GET', '/api/v1/academics/my-courses');
  for (const course of mine.body.items.filter((c) => c.studentCount >= students)) {
    const sheet = await teacher<TScoreSheet>(
      'GET',
      `/api/v1/results/courses/${course.courseId}/sheet`,
    );
    if (sheet.status === 200 && sheet.body.state === 'draft') {
      return { course, sheet: sheet.body };
    }
  }
  throw new Error('the demo lecturer has no draft sheet with students');
}

/**
 * Empties every line of a draft sheet, so a journey starts from a blank one (restoreSheet puts
 * the lines back when it ends); the API's status.
 */
export async function clearSheet(teacher: ApiAs, sheet: TScoreSheet): Promise<number> {
  const lines = sheet.lines.map((l: TScoreLine) => ({
    enrollmentId: l.enrollmentId,
    ca: null,
    exam: null,
    absent: false,
  }));
  const url = `/api/v1/results/courses/${sheet.courseId}/sheet/scores`;
  return (await teacher('PUT', url, { lines })).status;
}

/**
 * Puts a sheet back as it was: the HOD returns it to draft when it has left, and the lecturer
 * saves the lines it had.
 */
export async function restoreSheet(teacher: ApiAs, hod: ApiAs, before: TScoreSheet): Promise<void> {
  const url = `/api/v1/results/courses/${before.courseId}/sheet`;
  const now = await teacher<TScoreSheet>('GET', url);
  if (now.body.state === 'submitted') {
    const back = await hod('POST', `/api/v1/results/sheets/${before.id}/return`, {
      reason: 'Put back as it was by the score sheet journey.',
    });
    if (back.status !== 200) throw new Error(`return failed: ${JSON.stringify(back.body)}`);
  }
  const lines = before.lines.map((l: TScoreLine) => ({
    enrollmentId: l.enrollmentId,
    ca: l.ca,
    exam: l.exam,
    absent: l.absent,
  }));
  const saved = await teacher('PUT', `${url}/scores`, { lines });
  if (saved.status !== 200) throw new Error(`restore failed: ${JSON.stringify(saved.body)}`);
}
