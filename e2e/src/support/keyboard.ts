import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// The keyboard journeys' moves (issue 20, "Keyboard alone"): focus travels by Tab only, so a
// control the Tab order cannot reach within a sensible number of presses fails the journey.

/** Whether the element has the document's focus. */
export const hasFocus = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === document.activeElement);

/** What has focus, in words, for a failure message: `button "Log in"`. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('placeholder') ??
      element.textContent?.trim().slice(0, 40) ??
      '';
    return `${element.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses.
 * Answers how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; back?: boolean } = {},
): Promise<number> {
  const { max = 25, back = false } = options;
  await target.waitFor();
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) return presses;
    if (presses < max) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${target} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${await focusedElement(page)}`,
  );
}

/** Waits until `target` has focus (focus moved there by the page itself). */
export async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => hasFocus(target), { timeout: 5_000 }).toBe(true);
}

/** Tabs to a field and types into it (it must be empty, or `clear` first). */
export async function typeInto(
  page: Page,
  field: Locator,
  text: string,
  options: { max?: number; back?: boolean; clear?: boolean } = {},
): Promise<void> {
  await tabTo(page, field, options);
  if (options.clear) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
  }
  await page.keyboard.type(text);
}

/** Tabs to a control and presses Enter on it (a button, a link). */
export async function activate(
  page: Page,
  control: Locator,
  options: { max?: number; back?: boolean; key?: 'Enter' | 'Space' } = {},
): Promise<void> {
  await tabTo(page, control, options);
  await page.keyboard.press(options.key ?? 'Enter');
}

/**
 * Opens a Mantine select or autocomplete from the keyboard and picks an option: types to filter
 * when `filter` is given, then ArrowDown until the option is the active one, and Enter.
 */
export async function pickOption(
  page: Page,
  combobox: Locator,
  option: string | RegExp,
  options: { max?: number; filter?: string } = {},
): Promise<void> {
  await tabTo(page, combobox, options);
  if (options.filter) await page.keyboard.type(options.filter);
  const wanted = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('ArrowDown');
    const selected = await wanted
      .first()
      .evaluate(
        (element) =>
          element.hasAttribute('data-combobox-selected') ||
          element.getAttribute('aria-selected') === 'true',
      )
      .catch(() => false);
    if (selected) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`the option ${option} of ${combobox} was not reached with ArrowDown`);
}

/**
 * Past the header and the menu: the skip link is the first stop of Tab on every page, and Enter
 * on it puts focus on the main content.
 */
export async function skipToMain(page: Page): Promise<void> {
  await activate(page, page.getByRole('link', { name: 'Skip to main content' }), { max: 3 });
  await expectFocused(page.locator('#main-content'));
}
