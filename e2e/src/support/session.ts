import type { TRoleKey } from '@campusflow/contracts/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoEmail, signInAs } from './accounts.ts';
import { baseUrl, newContext, viewports } from './browser.ts';

// The sign-in fixture of the journeys: a page already signed in as a demo role, and the API as
// that role for a journey's own setup. Journeys about signing in use the form instead.

export type Viewport = keyof typeof viewports;

/**
 * Calls the API as the signed-in role: `{ status, body }`, the body parsed when it is JSON and
 * typed by the caller from the contracts (`api<TSessionList>('GET', ...)`).
 */
export type ApiAs = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) => Promise<{ status: number; body: T }>;

export function apiAs(context: BrowserContext, role: TRoleKey): ApiAs {
  return async <T>(method: string, path: string, data?: unknown) => {
    const response = await context.request.fetch(`${baseUrl()}${path}`, {
      method,
      headers: { origin: baseUrl(), 'x-role': role },
      ...(data === undefined ? {} : { data }),
    });
    return { status: response.status(), body: (await response.json().catch(() => null)) as T };
  };
}

export type SignedIn = {
  context: BrowserContext;
  page: Page;
  api: ApiAs;
  close: () => Promise<void>;
};

/** A new browser context signed in as a demo role (or `email`), with one page open. */
export async function signedIn(
  browser: Browser,
  role: TRoleKey,
  options: {
    viewport?: Viewport;
    email?: string;
    password?: string;
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<SignedIn> {
  const context = await newContext(
    browser,
    viewports[options.viewport ?? 'desktop'],
    options.serviceWorkers,
  );
  await signInAs(context, options.email ?? demoEmail(role), options.password);
  const page = await context.newPage();
  return { context, page, api: apiAs(context, role), close: () => context.close() };
}

/** Picks an option of a Mantine select by its label, inside `scope` (a dialog) if given. */
export async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  scope: Pick<Page, 'getByRole'> = page,
) {
  // By role: an open select's list is labelled by the same label.
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}
