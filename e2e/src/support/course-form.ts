import type { Locator, Page } from 'playwright-core';

/** `/course-forms/{code}`: the public check of a course form. */
export class CourseFormCheckPage {
  constructor(readonly page: Page) {}

  open(code = '') {
    return this.page.goto(code ? `/course-forms/${encodeURIComponent(code)}` : '/course-forms');
  }

  /** Types a code as printed and asks for its check. */
  async check(code: string) {
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Check' }).click();
  }

  /** The facts of a course form that verifies. */
  facts(): Locator {
    return this.page.getByTestId('course-form-facts');
  }

  /** The answer shown when no approved course form has the code. */
  notFound(): Locator {
    return this.page.getByTestId('course-form-not-found');
  }
}
