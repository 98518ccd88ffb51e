import type { Page } from 'playwright-core';

// What a phone-width page must not do: scroll sideways, or cut a status badge or an amount
// short ("UNPA…", "₦150,0…"). A table may scroll within its own box; the page may not.

export type LayoutReport = {
  /** How wide the document is; more than the viewport means the page scrolls sideways. */
  pageWidth: number;
  /** Badge labels and amounts (`data-amount`) found, so an empty page does not pass. */
  checked: number;
  /** The text of each one whose content is wider than its box. */
  truncated: string[];
};

export function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const texts = Array.from(document.querySelectorAll('.mantine-Badge-label, [data-amount]'));
    return {
      pageWidth: document.documentElement.scrollWidth,
      checked: texts.length,
      truncated: texts.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent ?? ''),
    };
  });
}
