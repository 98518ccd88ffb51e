import type { Locator, Page } from 'playwright-core';

// Page objects of the identity area: the sign-in form (for the journeys about signing in; the
// others sign in through the fixture in session.ts) and the signed-in user's own pages.

export const identityPaths = {
  login: '/login',
  register: '/register',
  accountSetup: '/account-setup',
  passport: '/dashboard/general/passport',
  profile: '/dashboard/general/user-profile',
  settings: '/dashboard/settings',
} as const;

/** `/login`: the e-mail or unique-ID form. */
export class LoginForm {
  constructor(readonly page: Page) {}

  identifier(): Locator {
    return this.page.getByLabel('E-mail or unique ID');
  }

  /** Fills in and sends the form, from the page it is on (`open` first to start afresh). */
  async submit(identifier: string, password: string) {
    await this.identifier().fill(identifier);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  async logIn(identifier: string, password: string) {
    await this.page.goto(identityPaths.login);
    await this.submit(identifier, password);
  }
}
