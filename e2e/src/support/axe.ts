import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export type Violation = { rule: string; impact: string; targets: string[]; help: string };

/** axe-core's own script, put into a page once: it stays while the app moves between pages. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.1 A and AA, the level issue 20 asks for. */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

type WithAxe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe-core's serious and critical findings on the page as it is now, against WCAG 2.1 A and
 * AA (issue 20: none may stand). Run in the page itself: our pages have no frames, and a run
 * costs a second instead of the three of a fresh injection and a second page per check.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function');
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (runOptions) => (window as WithAxe).axe?.run(document, runOptions),
    options,
  );
  if (!results) throw new Error('axe-core did not load in the page');
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
