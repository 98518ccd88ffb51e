import type { Locator, Page } from 'playwright-core';

/** `student/results`: the student's published results and their documents. */
export class StudentResultsPage {
  constructor(readonly page: Page) {}

  open() {
    return this.page.goto('/dashboard/student/results');
  }

  cgpa(): Locator {
    return this.page.getByTestId('cgpa');
  }

  carryOvers(): Locator {
    return this.page.getByTestId('carry-overs');
  }

  course(code: string): Locator {
    return this.page.getByTestId(`result-${code}`).first();
  }

  /** Downloads the transcript and answers the saved file's path and suggested name. */
  async downloadTranscript() {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download transcript' }).click(),
    ]);
    return { path: (await download.path()) ?? '', name: download.suggestedFilename() };
  }
}

/** `/verify/{code}`: the public check of a statement of result or a transcript. */
export class ResultCheckPage {
  constructor(readonly page: Page) {}

  open(code = '') {
    return this.page.goto(code ? `/verify/${encodeURIComponent(code)}` : '/verify');
  }

  async check(code: string) {
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Check' }).click();
  }

  facts(): Locator {
    return this.page.getByTestId('result-document-facts');
  }
}
