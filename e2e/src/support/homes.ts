import type { Page } from 'playwright-core';

// The officers' home pages (issue 18): their paths, and what a drawn chart looks like.

export const homePaths = {
  hos: '/dashboard/hos',
  manager: '/dashboard/manager',
  accountant: '/dashboard/accountant',
  bursar: '/dashboard/bursar',
  admin: '/dashboard/admin',
  examOfficer: '/dashboard/examOfficer',
  admissionOfficer: '/dashboard/admissionOfficer/applicationRequest',
} as const;

export class HomePage {
  constructor(private readonly page: Page) {}

  async open(role: keyof typeof homePaths) {
    await this.page.goto(homePaths[role]);
  }

  /** A card of the home by its title. */
  card(title: string | RegExp) {
    return this.page.locator('.mantine-Card-root').filter({
      has: this.page.getByRole('heading', { name: title }),
    });
  }

  /**
   * Waits until `count` charts are drawn in the card (the chart library loads on first draw)
   * and answers how many are, with the marks they drew (bars, a line, funnel steps).
   */
  async chartsIn(title: string | RegExp, count = 1) {
    const card = this.card(title);
    await card
      .locator('.recharts-surface')
      .nth(count - 1)
      .waitFor();
    return card.evaluate((el) => ({
      charts: el.querySelectorAll('.recharts-surface').length,
      marks: el.querySelectorAll(
        '.recharts-bar-rectangle path, .recharts-line-curve, .recharts-funnel-trapezoid path, .recharts-trapezoid',
      ).length,
    }));
  }

  /** The figure card of `label` (a link when it opens the list behind it). */
  figure(label: string) {
    return this.page.getByRole('link').filter({ hasText: label });
  }

  weeklySummary() {
    return this.page.getByRole('switch', { name: 'Weekly summary by e-mail' });
  }
}
