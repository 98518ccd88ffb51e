import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** Demo accounts seeded by `npm start` (README). */
export const DEMO_PASSWORD = 'Demo-pass-2025';
export const demoEmail = (role: string) => `${role}@demo.campusflow.test`;

/**
 * Signs a browser context in through the API, as a fixture: journeys that are not about
 * signing in start from a session instead of typing into the login form each time.
 */
export async function signInAs(context: BrowserContext, email: string, password = DEMO_PASSWORD) {
  const response = await context.request.post(`${baseUrl()}/api/v1/auth/login`, {
    data: { identifier: email, password },
    headers: { origin: baseUrl() },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${await response.text()}`);
  return response.json();
}

/**
 * A pre-registered demo student (`DEMO/2025/000n`, enrolled at 100 level) who has set up the
 * account and saved a passport photograph, all through the API; the context is signed in as
 * them. Each number can be set up once per server: a journey takes one no other journey uses.
 */
export async function setUpPreRegistered(
  context: BrowserContext,
  student: { number: number; email: string; password: string; photo: Buffer },
) {
  const n = String(student.number).padStart(4, '0');
  const headers = { origin: baseUrl() };
  const first = await context.request.post(`${baseUrl()}/api/v1/auth/login`, {
    data: { identifier: `DEMO/2025/${n}`, password: `first-${n}` },
    headers,
  });
  const { pendingUserId } = await first.json();
  if (!pendingUserId) throw new Error(`DEMO/2025/${n} has set up the account already`);
  const setup = await context.request.post(`${baseUrl()}/api/v1/auth/account-setup`, {
    data: { pendingUserId, email: student.email, password: student.password },
    headers,
  });
  if (!setup.ok()) throw new Error(`account setup failed: ${await setup.text()}`);
  await signInAs(context, student.email, student.password);
  const passport = await context.request.put(`${baseUrl()}/api/v1/me/passport`, {
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: student.photo } },
    headers,
  });
  if (!passport.ok()) throw new Error(`passport upload failed: ${await passport.text()}`);
}
