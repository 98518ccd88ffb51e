import type { Page } from 'playwright-core';
import { ResourceList } from './resource-list.ts';

// Page objects of the academics area: the head of school's structure and calendar lists, the
// curriculum, staff assignments, and the lecturer's courses.

/** The head of school's academics pages, by name (app/router.tsx, `hos/...`). */
export const academicsPaths = {
  faculties: '/dashboard/hos/faculties',
  departments: '/dashboard/hos/departments',
  programmeTypes: '/dashboard/hos/programmeType',
  programmes: '/dashboard/hos/programme',
  curriculum: '/dashboard/hos/curriculum',
  academicYears: '/dashboard/hos/academicYears',
  sessions: '/dashboard/hos/sessions',
  semesters: '/dashboard/hos/semesters',
  registrationPeriods: '/dashboard/hos/registrationPeriods',
  assignStaff: '/dashboard/hos/assignStaff',
  settings: '/dashboard/hos/settings',
} as const;

export type AcademicsPage = keyof typeof academicsPaths;

/** The list each page shows, by the noun of its add button. */
const nouns: Partial<Record<AcademicsPage, string>> = {
  faculties: 'faculty',
  departments: 'department',
  programmeTypes: 'programme type',
  programmes: 'programme',
  academicYears: 'academic year',
  sessions: 'session',
  semesters: 'semester',
  registrationPeriods: 'registration period',
};

export class AcademicsArea {
  constructor(readonly page: Page) {}

  async open(name: AcademicsPage): Promise<void> {
    await this.page.goto(academicsPaths[name]);
  }

  /** The resource list of a page (the page must show it). */
  list(name: AcademicsPage): ResourceList {
    const noun = nouns[name];
    if (!noun) throw new Error(`${name} is not a resource list`);
    return new ResourceList(this.page, noun);
  }

  /** Adds a course to a semester of the programme shown in the curriculum's "By programme" tab. */
  async addToCurriculum(semester: string, code: string, option: RegExp) {
    await this.page.getByLabel(`Course to add to the ${semester}`).first().fill(code);
    await this.page.getByRole('option', { name: option }).click();
    await this.page.getByRole('button', { name: 'Add', exact: true }).first().click();
    await this.page.getByRole('button', { name: `Remove ${code}` }).waitFor();
  }

  /** Assigns a lecturer to a course on the "Assign staff" page, under "Lecturers". */
  async assignLecturer(
    course: { search: string; option: RegExp },
    person: { search: string; option: RegExp },
  ) {
    await this.page.getByRole('tab', { name: 'Lecturers' }).click();
    await this.page.getByPlaceholder('Search a course').fill(course.search);
    await this.page.getByRole('option', { name: course.option }).click();
    await this.page.getByPlaceholder('Search by name').fill(person.search);
    await this.page.getByRole('option', { name: person.option }).click();
    await this.page.getByRole('button', { name: 'Assign' }).click();
  }
}
