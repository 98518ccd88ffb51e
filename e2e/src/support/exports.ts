import type { Download, Locator, Page } from 'playwright-core';

// The Export menu every officer list has (apps/web/src/components/export-menu.tsx): CSV or
// Excel of what the list shows; a large export is prepared by the server and linked in a dialog.

export type ExportFormat = 'CSV' | 'Excel (XLSX)';

export class ExportMenu {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('button', { name: 'Export', exact: true });
  }

  /** Opens the menu and waits for its choices. */
  async open() {
    await this.button().click();
    await this.page.getByRole('menuitem', { name: 'CSV' }).waitFor();
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Your export' });
  }

  /** Chooses a format of a list that downloads at once, and answers the saved file. */
  async download(format: ExportFormat): Promise<Download> {
    await this.open();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('menuitem', { name: format }).click(),
    ]);
    return download;
  }

  /**
   * Chooses a format of a list past the direct limit: the dialog says the file is being
   * prepared, then gives its link; answers the file the link downloads.
   */
  async downloadPrepared(format: ExportFormat): Promise<Download> {
    await this.open();
    await this.page.getByRole('menuitem', { name: format }).click();
    const ready = this.dialog().getByTestId('export-ready');
    await ready.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      ready.getByRole('link', { name: /^Download / }).click(),
    ]);
    return download;
  }
}
