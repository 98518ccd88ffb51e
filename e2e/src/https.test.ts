import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from './support/accounts.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import { LoginForm } from './support/identity.ts';
import { type RunningServer, repoRoot, startServer } from './support/server.ts';

// Issue 20: given a certificate, the server answers HTTPS itself, HTTP/2 first, so a phone
// fetches all of a page's files over one connection. A student signs in through the form and
// reaches their home that way (the certificate is the tests' self-signed one for localhost).
const tlsDir = path.join(repoRoot, 'apps/api/src/test/tls');
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer(
    {
      TLS_CERT_FILE: path.join(tlsDir, 'localhost-cert.pem'),
      TLS_KEY_FILE: path.join(tlsDir, 'localhost-key.pem'),
    },
    'bundle',
  );
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the portal over its own HTTPS', () => {
  it('signs a student in and shows their home over HTTP/2', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: viewports.phone,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await new LoginForm(page).logIn(demoEmail('student'), DEMO_PASSWORD);
    await page.waitForURL('**/dashboard/student');
    await page.getByText('What to do this session').waitFor();
    const protocol = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    );
    expect(protocol).toBe('h2');
    expect(page.url()).toMatch(/^https:\/\//);
    await context.close();
  });
});
