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
