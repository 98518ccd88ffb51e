import type { Page } from 'playwright-core';

/** Pays through the sandbox checkout: confirm the breakdown, then approve in the dialog. */
export async function payThroughSandbox(page: Page, button: RegExp) {
  await page.getByRole('button', { name: button }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await confirm.getByTestId('breakdown-total').waitFor();
  await confirm.getByRole('button', { name: /^Pay ₦/ }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await sandbox.getByRole('button', { name: 'Approve payment' }).click();
}
