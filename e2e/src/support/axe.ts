import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type Violation = { rule: string; impact: string; targets: string[]; help: string };

/**
 * axe-core's serious and critical findings on the page as it is now, against WCAG 2.1 A and
 * AA (issue 20: none may stand).
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      // Where, and axe's reason (the colours and ratio of a contrast failure).
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`),
    }));
}
