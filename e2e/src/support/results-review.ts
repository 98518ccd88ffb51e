import type { Locator, Page } from 'playwright-core';

/** `hod/results/{departmentId}`: the department's score sheets and the sheet drawer. */
export class HodResultsPage {
  constructor(readonly page: Page) {}

  async open(departmentId: string) {
    await this.page.goto(`/dashboard/hod/results/${departmentId}`);
    await this.page.getByRole('heading', { name: 'Score sheets' }).waitFor();
  }

  get sheets(): Locator {
    return this.page.getByTestId('department-sheets');
  }

  /** Filters by a state's chip ("Waiting for the HOD (2)"). */
  async filter(label: string | RegExp) {
    await this.page.getByTestId('sheet-state-filter').getByText(label).click();
  }

  /** Opens a course's sheet in the drawer and waits for its lines. */
  async openSheet(courseCode: string) {
    await this.sheets.getByRole('button', { name: courseCode, exact: true }).click();
    await this.drawer.getByTestId('sheet-lines').waitFor();
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Score sheet' });
  }

  get flags(): Locator {
    return this.drawer.getByTestId('sheet-flags');
  }

  async approve() {
    await this.drawer.getByRole('button', { name: 'Approve' }).click();
    await this.page
      .getByRole('dialog', { name: /^Approve/ })
      .getByRole('button', { name: 'Approve' })
      .click();
  }

  async giveBack(reason: string) {
    await giveBack(this.page, this.drawer, reason);
  }
}

/** `examOfficer/course-scores/{sheetId}`: one sheet with its history. */
export class CourseScoresPage {
  constructor(readonly page: Page) {}

  async open(sheetId: string) {
    await this.page.goto(`/dashboard/examOfficer/course-scores/${sheetId}`);
    await this.page.getByTestId('sheet-lines').waitFor();
  }

  get history(): Locator {
    return this.page.getByTestId('sheet-history');
  }

  async giveBack(reason: string) {
    await giveBack(this.page, this.page.locator('body'), reason);
  }
}

/** Return to lecturer, with the reason asked for. */
async function giveBack(page: Page, scope: Locator, reason: string) {
  await scope.getByRole('button', { name: 'Return to lecturer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return to the lecturer' });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Return' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
