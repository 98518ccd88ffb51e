import type { TCampaign } from '@campusflow/contracts/messaging-campaigns';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { CampaignPage, ComposerPage, EmailTemplatesPage } from './support/messaging.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the head of school’s e-mail sender (demo institution)', () => {
  it('opens the fee reminder from the gallery, sends it to one level and watches every delivery complete', async () => {
    const hos = await signedIn(browser, 'hos');
    const gallery = new EmailTemplatesPage(hos.page);
    await gallery.open();
    expect(await hos.page.getByTestId('template-card').count()).toBe(4);
    await screenshot(hos.page, 'email-templates-desktop');

    // 1. The fee reminder opens in the composer, its text in place; the head picks 100 level.
    await gallery.openInComposer('Fee reminder');
    const composer = new ComposerPage(hos.page);
    await expect
      .poll(() => composer.subject().inputValue())
      .toBe('Reminder: your school fees for this session');
    await composer.chooseLevel(100);

    // 2. The count shows before sending; the preview is one recipient's copy, filled in.
    const recipients = await composer.recipients();
    expect(recipients).toBeGreaterThan(10);
    await expect
      .poll(() => composer.previewSubject().textContent())
      .toBe('Reminder: your school fees for this session');
    await expect.poll(() => composer.previewText().textContent()).toContain('100 level in');
    expect(await composer.previewText().textContent()).not.toContain('{');
    await screenshot(hos.page, 'email-composer-desktop');

    // 3. Sent: the delivery page follows it until every copy is settled (kept in the
    //    development mailbox: the demo server has no mail server).
    await composer.send();
    const campaignPage = new CampaignPage(hos.page);
    await campaignPage.waitUntilFinished();
    const id = hos.page.url().split('/').pop() ?? '';
    const campaign = (await hos.api<TCampaign>('GET', `/api/v1/messaging/campaigns/${id}`)).body;
    expect(campaign.delivery).toBe('mailbox');
    expect(campaign.counts.kept).toBe(recipients);
    expect(campaign.counts).toMatchObject({ queued: 0, sending: 0, retrying: 0, failed: 0 });
    await hos.page.getByTestId('count-kept').waitFor();
    await expect
      .poll(async () => (await campaignPage.rows().first().getAttribute('data-status')) ?? '')
      .toMatch(/^(kept|opted_out)$/);
    await screenshot(hos.page, 'email-delivery-desktop');

    // 4. The history lists it first.
    await hos.page.goto('/dashboard/hos/email-sender?tab=sent');
    await hos.page
      .getByTestId('campaign-row')
      .first()
      .getByText('Reminder: your school fees for this session')
      .waitFor();
    await screenshot(hos.page, 'email-history-desktop');

    // 5. The same pages at 360 px.
    const phone = await signedIn(browser, 'hos', { viewport: 'phone' });
    const phoneGallery = new EmailTemplatesPage(phone.page);
    await phoneGallery.open();
    await screenshot(phone.page, 'email-templates-phone');
    await phoneGallery.openInComposer('Fee reminder');
    const phoneComposer = new ComposerPage(phone.page);
    await phoneComposer.chooseLevel(100);
    await phoneComposer.recipients();
    await phoneComposer.previewText().waitFor();
    await screenshot(phone.page, 'email-composer-phone');
    await phone.page.goto(`/dashboard/hos/email-sender/${id}`);
    await new CampaignPage(phone.page).waitUntilFinished();
    await screenshot(phone.page, 'email-delivery-phone');
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    // 6. A recipient opens the link at the foot of their copy, signed out, on a phone.
    const mailbox = await phone.context.request.get('/dev/mailbox.json');
    const mails = (await mailbox.json()) as { items: { template: string; text: string }[] };
    const copy = mails.items.find((m) => m.template === 'campaign');
    const link = /https?:\/\/\S+\/unsubscribe\?token=[\w-]+/.exec(copy?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const visitor = await newContext(browser, viewports.phone);
    const page = await visitor.newPage();
    await page.goto(new URL(link).pathname + new URL(link).search);
    const state = page.getByTestId('unsubscribe-state');
    await state.getByRole('button', { name: 'Stop non-essential mail' }).click();
    await expect.poll(() => state.getAttribute('data-subscribed')).toBe('false');
    await screenshot(page, 'email-unsubscribed-phone');
    await state.getByRole('button', { name: 'Receive them again' }).click();
    await expect.poll(() => state.getAttribute('data-subscribed')).toBe('true');

    await Promise.all([hos.close(), phone.close(), visitor.close()]);
  });
});
