import type { Locator, Page } from 'playwright-core';
import { choose } from './session.ts';

export const messagingPaths = {
  sender: '/dashboard/hos/email-sender',
  templates: '/dashboard/hos/EmailSenderExample',
};

/** The gallery of ready messages (EmailSenderExample). */
export class EmailTemplatesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(messagingPaths.templates);
    await this.page.getByRole('heading', { name: 'E-mail templates', level: 2 }).waitFor();
    await this.page.getByTestId('template-card').first().waitFor();
  }

  /** Opens a template in the composer and waits for its subject there. */
  async openInComposer(title: string) {
    await this.page.getByRole('link', { name: `Open ${title} in the composer` }).click();
    await this.page.getByRole('heading', { name: 'E-mail sender', level: 2 }).waitFor();
  }
}

/** The composer (Compose tab of the e-mail sender). */
export class ComposerPage {
  constructor(readonly page: Page) {}

  subject(): Locator {
    return this.page.getByRole('textbox', { name: 'Subject' });
  }

  async chooseLevel(level: number) {
    await choose(this.page, 'Level', `${level} level`);
  }

  /** The count shown before sending: the people the message will reach. */
  async recipients(): Promise<number> {
    const count = this.page.locator('[data-testid="audience-count"][data-recipients]');
    await count.waitFor();
    return Number(await count.getAttribute('data-recipients'));
  }

  previewSubject(): Locator {
    return this.page.getByTestId('preview-subject');
  }

  previewText(): Locator {
    return this.page.getByTestId('preview-text');
  }

  /** Sends after the confirmation and waits for the delivery page. */
  async send() {
    await this.page.getByRole('button', { name: 'Send message' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Send this message?' });
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await this.page.getByTestId('delivery-progress').waitFor();
  }
}

/** A sent message's delivery page. */
export class CampaignPage {
  constructor(readonly page: Page) {}

  progress(): Locator {
    return this.page.getByTestId('delivery-progress');
  }

  /** Waits until every copy is settled (the page polls every two seconds). */
  async waitUntilFinished(timeout = 60_000) {
    await this.page
      .locator('[data-testid="delivery-progress"][data-finished="true"]')
      .waitFor({ timeout });
  }

  rows(): Locator {
    return this.page.getByTestId('recipient-row');
  }
}
