import type { Locator, Page } from 'playwright-core';
import { choose } from './session.ts';

/**
 * A list page on the generic CRUD (`components/resource/resource-page.tsx`): faculties,
 * sessions, the fee schedule. Adding opens "Add a {noun}" ("Add an academic year"); each row
 * has a ⋯ menu.
 */
export class ResourceList {
  constructor(
    readonly page: Page,
    readonly noun: string,
  ) {}

  /** The add button's and dialog's name. */
  get addName(): string {
    return `Add ${/^[aeiou]/i.test(this.noun) ? 'an' : 'a'} ${this.noun}`;
  }

  /** The add dialog, open. */
  async openAdd(): Promise<Locator> {
    await this.page.getByRole('button', { name: this.addName }).click();
    return this.page.getByRole('dialog', { name: this.addName });
  }

  /** Adds a record: `fill` fills the dialog; waits until the dialog has closed. */
  async add(fill: (dialog: Locator) => Promise<void>) {
    const dialog = await this.openAdd();
    await fill(dialog);
    await dialog.getByRole('button', { name: `Add the ${this.noun}` }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Picks an option of a select in a dialog. */
  choose(dialog: Locator, label: string, option: string | RegExp) {
    return choose(this.page, label, option, dialog);
  }

  row(text: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Runs an action of a row's ⋯ menu ("Archive", "Make current"). */
  async act(rowName: string, action: string) {
    await this.page.getByRole('button', { name: `Actions for ${rowName}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}
