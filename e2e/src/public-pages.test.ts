import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { CourseFormCheckPage } from './support/course-form.ts';
import { ReceiptCheckPage } from './support/payments.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('public pages', () => {
  it('the landing page renders, with the way in and the seeded demo school', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
        'Your school, from application to graduation',
      );
      expect(
        await page.getByRole('link', { name: 'Apply for admission' }).getAttribute('href'),
      ).toBe('/apply');
      await page.getByText('Campusflow Demo University').first().waitFor();
      await screenshot(page, `landing-${name}`);
      // No horizontal scrolling on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('/landing and /home show the index page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ['/landing', '/home']) {
      await page.goto(path);
      await page.getByRole('heading', { name: /Your school, from application/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });

  it('/list lists schools and says so when a search finds none', async () => {
    const context = await newContext(browser, viewports.phone);
    const page = await context.newPage();
    // Other journeys add schools to the shared server: search, so the count is known.
    await page.goto('/list?q=Campusflow%20Demo');
    await page.getByText('Campusflow Demo University').waitFor();
    expect(await page.getByText('1 school', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'school-list-phone');
    await page.getByLabel('Search schools').fill('zzz-no-such-school');
    await page.getByText('No school matches your search').waitFor();
    expect(page.url()).toContain('q=zzz-no-such-school');
    await context.close();
  });
});

describe('the receipt check', () => {
  it('answers plainly that no receipt was issued with an unknown reference, padded on a phone', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await newContext(browser, viewport);
      const check = new ReceiptCheckPage(await context.newPage());
      await check.open('PAY-0-NOPE');
      await check.notIssued().getByText('No receipt was issued with this reference.').waitFor();
      // An answer, not a failure to load: nothing to try again.
      expect(await check.page.getByText('This could not be loaded').count()).toBe(0);
      expect(await check.page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await screenshot(check.page, `receipt-not-issued-${name}`);
      // The page keeps a margin from the screen's edges and does not scroll sideways.
      const box = await check.notIssued().boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(12);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width - 12);
      const overflow = await check.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});

describe('the course form check', () => {
  it('takes a typed code and says plainly that no approved form has it, on a phone and a desktop', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await newContext(browser, viewport);
      const check = new CourseFormCheckPage(await context.newPage());
      await check.open();
      await check.check('abcd-efgh');
      await check.page.getByText('This is not a course form code.').waitFor();
      expect(new URL(check.page.url()).pathname).toBe('/course-forms');
      // Typed in lower case, as read off the paper: the code is checked in capitals.
      await check.check(' 0000-0000-000z ');
      await check.page.waitForURL((url) => url.pathname === '/course-forms/0000-0000-000Z');
      await check.notFound().getByText('No approved course form has this code.').waitFor();
      expect(await check.page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await screenshot(check.page, `course-form-not-found-${name}`);
      const overflow = await check.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // A malformed code in the address is answered without asking the server.
      await check.open('not-a-code');
      await check.notFound().getByText('This is not a course form code.').waitFor();
      await context.close();
    }
  });
});

describe('unknown paths', () => {
  it('show Page Not Found with the path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('Page not found: /no/such/page').isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await context.close();
  });
});

describe('first route spellings', () => {
  it.each([
    ['/dashboard/transportAdmin', '/dashboard/transport-admin'],
    ['/dashboard/transportAdmin/vehicles', '/dashboard/transport-admin/vehicles'],
    ['/dashboard/hos/EmailSender', '/dashboard/hos/email-sender'],
    ['/dashboard/appadmin/cgpaFormula', '/dashboard/appadmin/cgpa-formula'],
  ])('%s redirects to %s', async (from, to) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(from);
    // Signed out, the auth guard then sends the visitor to log in and come back to the new path.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(to);
    await context.close();
  });

  it('/register chooses the school its link names (from /apply), on a phone and a desktop', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/register?school=demo');
      const school = page.getByRole('combobox', { name: 'School', exact: true });
      await expect.poll(() => school.inputValue()).toBe('Campusflow Demo University (DEMO)');
      await screenshot(page, `register-linked-school-${name}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});
