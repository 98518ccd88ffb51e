import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { LoginForm } from './support/identity.ts';
import { focusedElement, hasFocus } from './support/keyboard.ts';
import { signedIn } from './support/session.ts';

// Issue 20, "Accessible": dialogs keep focus inside and give it back to what opened them; a
// refused form puts focus on its first wrong field, whose description is the error, and a
// refusal of the whole form is said aloud.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Waits until `target` has focus, saying what has it instead when it never does. */
async function expectFocusOn(page: Page, target: Locator, what: string) {
  await expect
    .poll(async () => ((await hasFocus(target)) ? what : await focusedElement(page)), {
      timeout: 5_000,
    })
    .toBe(what);
}

/** Tabs (and then Shift+Tabs) well past the dialog's last control: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('button:not([disabled]), input:not([disabled]), textarea, a[href]')
        .length,
  );
  expect(stops).toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>();
    for (let press = 0; press < stops + 3; press++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${press + 1} left the dialog for ${await focusedElement(page)}`).toBe(
        true,
      );
      seen.add(await focusedElement(page));
    }
    // It went round: more than one control was visited, so the cycle was real.
    expect(seen.size).toBeGreaterThan(1);
  }
}

/** The text of the elements `aria-describedby` names ('' when it names none). */
const description = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim(),
  );

describe('dialogs', () => {
  it('keep focus inside and return it to the button that opened them', async () => {
    const hos = await signedIn(browser, 'hos');
    const { page } = hos;
    await page.goto('/dashboard/hos/faculties');
    const add = page.getByRole('button', { name: 'Add a faculty' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a faculty' });
    await dialog.waitFor();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, add, 'the Add a faculty button');
    await hos.close();
  });

  it('opened from a row menu, return focus to the row menu button', async () => {
    const hos = await signedIn(browser, 'hos');
    const { page } = hos;
    await page.goto('/dashboard/hos/faculties');
    const rowMenu = page.getByRole('button', { name: /^Actions for / }).first();
    await rowMenu.focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('menuitem', { name: 'Delete' });
    await remove.waitFor();
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Delete / });
    await dialog.waitFor();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(page, rowMenu, 'the row menu button');
    await hos.close();
  });

  it('the review drawer keeps focus inside and returns it to the student it opened from', async () => {
    const hod = await signedIn(browser, 'hod');
    const { page } = hod;
    await page.goto('/dashboard/hod');
    await page.getByTestId('registration-queue-card').first().click();
    const table = page.getByTestId('department-registrations');
    await table.waitFor();
    // The demo department's queue holds submitted registrations from the seed.
    const student = table.getByRole('row').nth(1).getByRole('button').first();
    await student.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await page.getByTestId('registration-review').waitFor();
    await expectFocusTrapped(page, drawer);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expectFocusOn(page, student, 'the student button');
    await hod.close();
  });
});

/**
 * The refused form's first wrong field has focus, says it is invalid, and is described by the
 * message shown beside it (inside `scope`).
 */
async function expectFirstWrongField(page: Page, field: Locator, scope: Locator, what: string) {
  await expectFocusOn(page, field, what);
  await expectDescribedError(field, scope);
}

/** `field` is marked invalid and described by the message shown in `scope`; answers it. */
async function expectDescribedError(field: Locator, scope: Locator): Promise<string> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const error = await description(field);
  expect(error).not.toBe('');
  await expect.poll(() => scope.getByText(error, { exact: true }).isVisible()).toBe(true);
  return error;
}

/** The app's polite summary of a refusal ("2 fields need attention."). */
const summary = (page: Page, count: number) =>
  page
    .locator('[aria-live="polite"]')
    .filter({ hasText: `${count} field${count === 1 ? '' : 's'} need` });

describe('form errors', () => {
  it('put focus on the first wrong field of a dialog, described by its error', async () => {
    const hos = await signedIn(browser, 'hos');
    const { page } = hos;
    await page.goto('/dashboard/hos/faculties');
    await page.getByRole('button', { name: 'Add a faculty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a faculty' });
    const submit = dialog.getByRole('button', { name: 'Add the faculty' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expectFirstWrongField(page, name, dialog, 'the Name field');
    await expectDescribedError(dialog.getByRole('textbox', { name: 'Code' }), dialog);
    // Said as well, for a field that already had focus.
    await expect.poll(() => summary(page, 2).count()).toBe(1);
    await hos.close();
  });

  it('do the same on the forgot-password and account-setup pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/forgot-password');
    const form = page.locator('form');
    await form.getByRole('button').last().click();
    await expectFirstWrongField(
      page,
      form.getByRole('textbox', { name: /e-mail/i }),
      form,
      'the e-mail field',
    );

    // A pre-registered student no journey sets up; the refused form changes nothing.
    await new LoginForm(page).logIn('DEMO/2025/0010', 'first-0010');
    await page.waitForURL('**/account-setup');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByLabel('New password').fill('Short-2025-pass');
    await page.getByLabel('Repeat the password').fill('Other-2025-pass');
    await page.getByRole('button', { name: 'Finish setting up' }).click();
    await expectFirstWrongField(page, page.getByLabel('E-mail address'), form, 'the e-mail field');
    await expectDescribedError(page.getByLabel('Repeat the password'), form);
    await context.close();
  });

  it('tie the error of a custom field (the gender control) to it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create my account' }).click();
    const form = page.locator('form');
    await expectDescribedError(form.getByRole('radiogroup', { name: 'Gender' }), form);
    // Focus went to the first wrong field, whichever that is: somewhere marked invalid.
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[aria-invalid="true"]')))
      .toBe(true);
    await context.close();
  });

  it('a refused sign-in is said in an alert', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await new LoginForm(page).logIn(demoEmail('hos'), 'not-the-password');
    const said = page
      .locator('[role="alert"], [aria-live="assertive"], [aria-live="polite"]')
      .filter({ hasText: 'Incorrect password' });
    await said.first().waitFor();
    expect(await said.count()).toBeGreaterThan(0);
    await context.close();
  });
});
