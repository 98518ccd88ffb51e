import type { TMyTransport } from '@campusflow/contracts/transport';
import type { Locator, Page } from 'playwright-core';
import { type ApiAs, choose } from './session.ts';

export const transportPaths = {
  home: '/dashboard/transport-admin',
  vehicles: '/dashboard/transport-admin/vehicles',
  student: '/dashboard/student/transport',
  pass: (code: string) => `/dashboard/transport-admin/passes/${encodeURIComponent(code)}`,
};

/** The transport admin's vehicles page (the generic list, "Add vehicle"). */
export class VehiclesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(transportPaths.vehicles);
    await this.page.getByRole('heading', { name: 'Vehicles', level: 2 }).waitFor();
  }

  async add(v: { plate: string; make: string; model: string; seats: number }) {
    await this.page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a vehicle' });
    await dialog.getByLabel('Plate number').fill(v.plate);
    await choose(this.page, 'Type', 'Minibus', dialog);
    await dialog.getByLabel('Make').fill(v.make);
    await dialog.getByLabel('Model').fill(v.model);
    await dialog.getByRole('textbox', { name: 'Seats' }).fill(String(v.seats));
    await dialog.getByRole('button', { name: 'Add the vehicle' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  row(plate: string): Locator {
    return this.page.getByRole('row').filter({ hasText: plate });
  }
}

/** The transport admin's home: the Routes and Manifests tabs. */
export class TransportHomePage {
  constructor(readonly page: Page) {}

  async open(tab: 'Overview' | 'Routes' | 'Manifests' | 'Settings') {
    await this.page.goto(transportPaths.home);
    await this.page.getByRole('tab', { name: tab }).click();
  }

  card(route: string): Locator {
    return this.page.getByTestId('route-card').filter({ hasText: route });
  }

  private dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }

  /** Adds a route with its stops, a morning trip on `plate` and the session's fare. */
  async addRoute(r: { name: string; stops: string[]; plate: string; fareNaira: number }) {
    await this.page.getByRole('button', { name: 'Add route' }).click();
    const add = this.dialog('Add a route');
    await add.getByLabel('Name').fill(r.name);
    await add.getByRole('button', { name: 'Add the route' }).click();
    await add.waitFor({ state: 'detached' });
    const card = this.card(r.name);

    await card.getByRole('button', { name: 'Edit stops' }).click();
    const stops = this.dialog(`Stops · ${r.name}`);
    // A new route's dialog opens with one empty stop; each further stop is added.
    for (const [i, stop] of r.stops.entries()) {
      if (i > 0) await stops.getByRole('button', { name: 'Add a stop' }).click();
      await stops.getByRole('textbox', { name: `Stop ${i + 1}` }).fill(stop);
    }
    await stops.getByRole('button', { name: 'Save stops' }).click();
    await stops.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Add trip' }).click();
    const trip = this.dialog(`Add a trip · ${r.name}`);
    await trip.getByLabel('Departs at').fill('07:10');
    await choose(this.page, 'Vehicle', new RegExp(r.plate), trip);
    await trip.getByRole('button', { name: 'Add the trip' }).click();
    await trip.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Set fare' }).click();
    const fare = this.dialog(`Fare · ${r.name}`);
    await fare.getByLabel('Fare for the session').fill(String(r.fareNaira));
    await fare.getByRole('button', { name: 'Save the fare' }).click();
    await fare.waitFor({ state: 'detached' });
  }
}

/** The student's transport page. */
export class StudentTransportPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(transportPaths.student);
    await this.page.getByRole('heading', { name: 'Transport', level: 2 }).waitFor();
  }

  async subscribe(route: string, stop: string) {
    await this.page
      .getByTestId('transport-route-choice')
      .filter({ hasText: route })
      .getByRole('radio')
      .check();
    await choose(this.page, 'Boarding stop', stop);
    await this.page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  }

  state(): Locator {
    return this.page.getByTestId('transport-subscription-state');
  }
}

/** Gives back any subscription the demo student holds, so the journey starts from none. */
export async function clearStudentTransport(api: ApiAs) {
  const mine = (await api<TMyTransport>('GET', '/api/v1/transport/mine')).body;
  const state = mine.subscription?.state;
  if (state === 'awaiting_payment' || state === 'active') {
    await api('POST', '/api/v1/transport/mine/cancel');
  }
}
