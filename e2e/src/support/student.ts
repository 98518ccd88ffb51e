import type { Locator, Page } from 'playwright-core';

// Page objects of the enrolled student's pages: the student's home (academics'
// student-home, shown at /dashboard/student once a matric number is issued).

export const studentPaths = {
  home: '/dashboard/student',
  educationalBackground: '/dashboard/student/educational-background',
  uploads: '/dashboard/student/uploads',
} as const;

export class StudentHome {
  constructor(readonly page: Page) {}

  /** Opens the home and waits for the student's card and the fees to be shown. */
  async open(): Promise<void> {
    await this.page.goto(studentPaths.home);
    await this.page.getByTestId('student-card').waitFor();
    await this.page.getByTestId('fees-owed').waitFor();
  }

  text(testId: 'matric-number' | 'programme' | 'level'): Promise<string> {
    return this.page.getByTestId(testId).innerText();
  }

  /** The fees card: each fee owed with what is left to pay, and the link to pay. */
  get fees(): Locator {
    return this.page.getByTestId('todo-fees');
  }

  /** Whether the page is wider than its window (it scrolls sideways). */
  scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}
