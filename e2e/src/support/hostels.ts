import type { THostelRulesView, TSaveHostelRules } from '@campusflow/contracts/hostel-admin';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiAs } from './session.ts';

export const hostelPaths = {
  student: '/dashboard/student/accomodation',
  admin: '/dashboard/hostelAdmin/accomodations',
  slipCheck: (code: string) => `/allocation-slips/${encodeURIComponent(code)}`,
};

/**
 * The session's hostel rules, opened now for first-come applications (another journey may have
 * moved the current session past the seeded one), as the hostel admin; `restore` puts back
 * what was there.
 */
export class HostelSetup {
  private before: THostelRulesView | null = null;
  constructor(private readonly admin: ApiAs) {}

  async openFirstCome() {
    const { body } = await this.admin<THostelRulesView>('GET', '/api/v1/hostels/rules');
    this.before = body;
    const prices = body.prices.length
      ? body.prices.map((p) => ({
          hostelId: p.hostelId,
          roomType: p.roomType,
          amountKobo: p.amountKobo,
        }))
      : [{ hostelId: null, roomType: null, amountKobo: 6_000_000 }];
    const rules: TSaveHostelRules = {
      mode: body.hasApplications ? body.mode : 'first_come',
      holdHours: body.holdHours,
      quotas: body.quotas,
      requiredFeeTypes: body.requiredFeeTypes,
      allowPreferences: body.allowPreferences,
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      prices,
    };
    expect((await this.admin('PUT', '/api/v1/hostels/rules', rules)).status).toBe(200);
  }

  async restore() {
    const b = this.before;
    if (!b?.saved) return;
    await this.admin('PUT', '/api/v1/hostels/rules', {
      mode: b.mode,
      holdHours: b.holdHours,
      quotas: b.quotas,
      requiredFeeTypes: b.requiredFeeTypes,
      allowPreferences: b.allowPreferences,
      opensAt: b.opensAt,
      closesAt: b.closesAt,
      prices: b.prices.map((p) => ({
        hostelId: p.hostelId,
        roomType: p.roomType,
        amountKobo: p.amountKobo,
      })),
    });
  }
}

/** `student/accomodation`: apply, the hold, paying, the slip. */
export class StudentAccommodationPage {
  constructor(readonly page: Page) {}

  open() {
    return this.page.goto(hostelPaths.student);
  }

  state(): Locator {
    return this.page.getByTestId('hostel-application-state');
  }

  place(): Locator {
    return this.page.getByTestId('hostel-place');
  }

  async apply() {
    await this.page.getByRole('button', { name: 'Apply for a bed' }).click();
  }
}

/** The hostel admin's "Applications and residents" tab. */
export class HostelApplicationsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(hostelPaths.admin);
    await this.page.getByRole('tab', { name: 'Applications and residents' }).click();
  }

  async search(text: string) {
    await this.page.getByPlaceholder('Name, matric number or e-mail').fill(text);
    await this.page.keyboard.press('Enter');
  }

  /** Opens the row's menu and picks an action. */
  async act(name: string, action: string) {
    await this.page
      .getByRole('button', { name: `Actions for ${name}` })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}
