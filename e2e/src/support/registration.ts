import type {
  TMyRegistration,
  TProgramme,
  TSchoolSettingsView,
  TSemester,
  TSessionList,
} from '@campusflow/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ApiAs } from './session.ts';

// Page object of the student's course registration page, and what a journey asks the head of
// school to set up for it (and put back afterwards: the journeys share one server).

export const registrationPaths = {
  student: '/dashboard/student/course-registration',
} as const;

export class CourseRegistrationPage {
  constructor(readonly page: Page) {}

  /** Opens the page and waits for the form or for the reasons it is closed. */
  async open(): Promise<void> {
    await this.page.goto(registrationPaths.student);
    await this.page
      .getByTestId('units-total')
      .or(this.page.getByTestId('registration-blockers'))
      .waitFor();
  }

  blocker(code: TMyRegistration['blockers'][number]['code']): Locator {
    return this.page.getByTestId(`blocker-${code}`);
  }

  /** The running total's first line: "11 of 15–24 units". */
  total(): Promise<string> {
    return this.page.getByTestId('units-total').locator('p').first().innerText();
  }

  /** What the running total says is wrong. */
  problems(): Locator {
    return this.page.getByTestId('units-total').getByRole('alert');
  }

  /** A course's box, by its code (the visible one: cards on a phone, rows on a desktop). */
  course(code: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^${code} `) });
  }

  /** The visible card or row of a course. */
  courseItem(code: string): Locator {
    return this.page.getByTestId(`course-${code}`).locator('visible=true');
  }

  state(): Promise<string> {
    return this.page
      .getByTestId('registration-state')
      .textContent()
      .then((t) => t ?? '');
  }

  button(name: 'Save draft' | 'Submit for approval'): Locator {
    return this.page.getByTestId('units-total').getByRole('button', { name });
  }
}

type Restore = () => Promise<unknown>;

/**
 * As the head of school: the registration settings, programme limits and course capacities a
 * journey needs, each change undone by the function it answers.
 */
export class RegistrationSetup {
  private readonly undo: Restore[] = [];

  constructor(private readonly hos: ApiAs) {}

  /** Which fee types must be paid before registering. */
  async requireFees(types: TSchoolSettingsView['settings']['feeTypesRequiredForRegistration']) {
    const { body } = await this.hos<TSchoolSettingsView>('GET', '/api/v1/academics/settings');
    const before = body.settings;
    await this.put({ ...before, feeTypesRequiredForRegistration: types });
    this.undo.push(() => this.put(before));
  }

  private async put(settings: TSchoolSettingsView['settings']) {
    const res = await this.hos('PUT', '/api/v1/academics/settings', settings);
    expect(res.status).toBe(200);
  }

  /** The programme's unit limits. */
  async limitUnits(programmeId: string, limits: { minUnits: number; maxUnits: number }) {
    const path = `/api/v1/academics/programmes/${programmeId}`;
    const { body } = await this.hos<TProgramme>('GET', path);
    const before = { minUnits: body.minUnits, maxUnits: body.maxUnits };
    expect((await this.hos('PATCH', path, limits)).status).toBe(200);
    this.undo.push(() => this.hos('PATCH', path, before));
  }

  /** A course's seats (null: no limit). */
  async capacity(courseId: string, capacity: number | null) {
    const path = `/api/v1/academics/courses/${courseId}`;
    const { body } = await this.hos<{ capacity: number | null }>('GET', path);
    expect((await this.hos('PATCH', path, { capacity })).status).toBe(200);
    this.undo.push(() => this.hos('PATCH', path, { capacity: body.capacity }));
  }

  /**
   * A registration period open now for the current session's first semester, unless the
   * student's is open already (another journey may have made a later session current).
   */
  async openPeriod(mine: TMyRegistration) {
    if (mine.period?.window === 'open') return;
    const sessions = await this.hos<TSessionList>('GET', '/api/v1/academics/sessions?limit=100');
    const current = sessions.body.items.find((s) => s.isCurrent);
    const semesters = await this.hos<{ items: TSemester[] }>(
      'GET',
      `/api/v1/academics/semesters?limit=10&sessionId=${current?.id}`,
    );
    const first = semesters.body.items.find((s) => s.sequence === 1);
    if (!first) throw new Error('the current session has no first semester');
    const now = Date.now();
    const created = await this.hos<{ id: string }>(
      'POST',
      '/api/v1/academics/registration-periods',
      {
        semesterId: first.id,
        opensAt: new Date(now - 3_600_000).toISOString(),
        closesAt: new Date(now + 7 * 86_400_000).toISOString(),
      },
    );
    expect(created.status).toBe(201);
    this.undo.push(() =>
      this.hos('PATCH', `/api/v1/academics/registration-periods/${created.body.id}`, {
        status: 'archived',
      }),
    );
  }

  /** Puts everything back, last change first. */
  async restore() {
    for (const undo of this.undo.reverse()) await undo();
    this.undo.length = 0;
  }
}

/** The HOD's queue of course registrations, `hod/registeredCourses/{departmentId}`. */
export class RegisteredCoursesPage {
  constructor(readonly page: Page) {}

  /** From the HOD's home, through the department's queue card. */
  async openFromHome(): Promise<void> {
    await this.page.goto('/dashboard/hod');
    await this.page.getByTestId('registration-queue-card').first().click();
    await this.page.waitForURL('**/dashboard/hod/registeredCourses/*');
    await this.page.getByTestId('department-registrations').waitFor();
  }

  /** Finds a student's registration by name and opens it. */
  async openRegistration(studentName: string): Promise<Locator> {
    await this.page.getByPlaceholder('Name or matric no.').fill(studentName);
    const table = this.page.getByTestId('department-registrations');
    await table.getByRole('button', { name: studentName }).click();
    const review = this.page.getByTestId('registration-review');
    await review.waitFor();
    return review;
  }

  async giveBack(review: Locator, reason: string): Promise<void> {
    await review.getByRole('button', { name: 'Return' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Return to the student' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Return' }).click();
    await this.page.getByText('Registration returned to the student.').first().waitFor();
  }

  async approve(review: Locator): Promise<void> {
    await review.getByRole('button', { name: 'Approve' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Approve this registration?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
