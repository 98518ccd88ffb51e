import type { TFeeType, TSessionList } from '@campusflow/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ResourceList } from './resource-list.ts';
import { type ApiAs, signedIn } from './session.ts';

// Page objects of the payments area: paying a fee through the sandbox checkout, the student's
// fees page, the accountant's ledger and the fee schedule; and the fees a journey needs.

export const paymentsPaths = {
  studentFees: '/dashboard/student/fees-payment',
  accountant: '/dashboard/accountant',
  ledger: '/dashboard/accountant/payments',
  feeSchedule: '/dashboard/hos/programmeFees',
  receiptCheck: (reference: string) => `/receipts/${encodeURIComponent(reference)}`,
} as const;

/** "₦20,710.67" -> 2071067 kobo. */
export const koboOf = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** Pays through the sandbox checkout: confirm the breakdown, then approve in the dialog. */
export async function payThroughSandbox(page: Page, button: RegExp) {
  await page.getByRole('button', { name: button }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await confirm.getByTestId('breakdown-total').waitFor();
  await confirm.getByRole('button', { name: /^Pay ₦/ }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await sandbox.getByRole('button', { name: 'Approve payment' }).click();
}

export type FeeSpec = {
  type: TFeeType;
  name: string;
  amount: number;
  installmentsAllowed?: boolean;
  installmentCount?: number;
};

/**
 * Makes sure the current session's schedule has these fees, as the head of school (other
 * journeys may have moved the current session past the seeded one). Answers the session's id.
 */
export async function ensureSessionFees(api: ApiAs, fees: FeeSpec[]): Promise<string> {
  const sessions = await api<TSessionList>('GET', '/api/v1/academics/sessions?limit=100');
  const current = sessions.body.items.find((s) => s.isCurrent);
  if (!current) throw new Error('The demo school has no current session');
  for (const fee of fees) {
    const res = await api('POST', '/api/v1/payments/fees', {
      sessionId: current.id,
      installmentsAllowed: false,
      installmentCount: 1,
      ...fee,
    });
    // 409: the schedule already has it.
    expect([201, 409]).toContain(res.status);
  }
  return current.id;
}

/** The same, signing the head of school in for it. */
export async function ensureFees(browser: Browser, fees: FeeSpec[]): Promise<string> {
  const hos = await signedIn(browser, 'hos');
  try {
    return await ensureSessionFees(hos.api, fees);
  } finally {
    await hos.close();
  }
}

/** `student/fees-payment`: one card per fee, with its status and pay buttons. */
export class StudentFeesPage {
  constructor(readonly page: Page) {}

  open() {
    return this.page.goto(paymentsPaths.studentFees);
  }

  fee(type: TFeeType): Locator {
    return this.page.getByTestId(`fee-${type}`);
  }

  /** Waits until the fee's card shows the status (`unpaid`, `partial`, `paid`). */
  status(type: TFeeType, status: string) {
    return this.fee(type).getByText(status, { exact: true }).waitFor();
  }

  pay(button: RegExp) {
    return payThroughSandbox(this.page, button);
  }

  historyRows(): Locator {
    return this.page.getByTestId('payment-row');
  }

  /** The instalments the fee's card offers to pay now (instalments go in order). */
  offeredInstalments(type: TFeeType): Promise<string[]> {
    return this.fee(type)
      .getByRole('button', { name: /^Pay instalment \d+$/ })
      .allTextContents();
  }

  /** Opens the fee's bank-transfer dialog, once it shows the amount to send. */
  async openTransfer(type: TFeeType): Promise<Locator> {
    await this.fee(type).getByRole('button', { name: 'Paid by bank transfer?' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Pay by bank transfer' });
    await dialog.getByTestId('transfer-amount').waitFor();
    return dialog;
  }

  /** The amount the open transfer dialog says to send, in kobo. */
  async transferAmount(dialog: Locator): Promise<number> {
    return koboOf(await dialog.getByTestId('transfer-amount').textContent());
  }
}

/** `/receipts/{reference}`: the public check of a receipt. */
export class ReceiptCheckPage {
  constructor(readonly page: Page) {}

  open(reference: string) {
    return this.page.goto(paymentsPaths.receiptCheck(reference));
  }

  /** Waits for the receipt and answers its figures in kobo. */
  async figures(): Promise<{ amount: number; charges: number; total: number }> {
    const figure = async (id: string) => {
      const cell = this.page.getByTestId(id);
      await cell.waitFor();
      return koboOf(await cell.textContent());
    };
    return {
      amount: await figure('receipt-amount'),
      charges: await figure('receipt-charges'),
      total: await figure('receipt-total'),
    };
  }

  /** The answer shown when no receipt has the reference. */
  notIssued(): Locator {
    return this.page.getByTestId('receipt-not-issued');
  }
}

/** `accountant/payments`: the ledger, filtered through the address. */
export class LedgerPage {
  constructor(readonly page: Page) {}

  open(
    filters: Partial<Record<'q' | 'paymentType' | 'review' | 'status' | 'sessionId', string>> = {},
  ) {
    const query = new URLSearchParams(filters).toString();
    return this.page.goto(`${paymentsPaths.ledger}${query ? `?${query}` : ''}`);
  }

  table(): Locator {
    return this.page.getByTestId('ledger');
  }

  totals(): Locator {
    return this.page.getByTestId('ledger-totals');
  }
}

/** `hos/programmeFees`: the fee schedule, a list on the generic CRUD page. */
export class FeeSchedulePage {
  readonly list: ResourceList;

  constructor(readonly page: Page) {
    this.list = new ResourceList(page, 'fee');
  }

  open() {
    return this.page.goto(paymentsPaths.feeSchedule);
  }
}
