import { readFileSync } from 'node:fs';
import type { TMyResults } from '@campusflow/contracts';
import { PDFParse } from 'pdf-parse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './support/browser.ts';
import { signedIn } from './support/session.ts';
import { ResultCheckPage, StudentResultsPage } from './support/student-results.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a student’s results (demo institution)', () => {
  it('shows the GPA, the CGPA and the carry-over, and a transcript whose code checks publicly', async () => {
    const student = await signedIn(browser, 'student');
    const mine = await student.api<TMyResults>('GET', '/api/v1/results/mine');
    expect(mine.status).toBe(200);
    const results = new StudentResultsPage(student.page);
    await results.open();
    await expect.poll(() => results.cgpa().textContent()).toBe(mine.body.cgpaDisplay);
    // Last session he failed GST 103: it is his carry-over, to register again.
    await results.carryOvers().getByText('GST 103').first().waitFor();
    await results.course('CSC 101').waitFor();
    await screenshot(student.page, 'student-results-desktop');

    const transcript = await results.downloadTranscript();
    expect(transcript.name).toMatch(/\.pdf$/);
    const parser = new PDFParse({ data: new Uint8Array(readFileSync(transcript.path)) });
    const text = (await parser.getText({ cellSeparator: ' ' })).text.replace(/[ \t]+/g, ' ');
    await parser.destroy();
    expect(text).toContain('CSC 101');
    expect(text).toContain(mine.body.cgpaDisplay);
    const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)?.[0];
    if (!code) throw new Error(`no verification code in the transcript: ${text.slice(0, 400)}`);
    await student.close();

    // Anyone checks the code: what was issued, and nothing more.
    const visitor = await newContext(browser, viewports.phone);
    const check = new ResultCheckPage(await visitor.newPage());
    await check.open();
    await check.check(code.toLowerCase());
    await check.facts().getByTestId('document-cgpa').getByText(mine.body.cgpaDisplay).waitFor();
    await check.facts().getByText('Transcript', { exact: true }).waitFor();
    await screenshot(check.page, 'result-check-phone');
    await visitor.close();
  });
});
