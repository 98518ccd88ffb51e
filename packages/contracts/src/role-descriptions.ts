import type { TRoleKey } from './role-keys.ts';

// Apart from role-keys.ts, which every page loads: only the role picker shows these.
/** One line on what each role does, for the role picker. */
export const roleDescriptions: Record<TRoleKey, string> = {
  appadmin: 'Schools, banks, platform fees and grading schemes for the whole platform.',
  admin: 'Users, roles and the audit log of your school.',
  hos: 'Academic structure, calendar, fees, staff and school settings.',
  hod: 'Your department: courses, course registrations and results.',
  examOfficer: 'Score sheets, result publication and entrance exams.',
  admissionOfficer: 'Applications: offers, rejections and admission letters.',
  teacher: 'Your courses, class lists and scores.',
  student: 'Your application, fees, courses, results and accommodation.',
  accountant: 'Payments ledger, reports and transfer confirmations.',
  bursar: 'School bank and settlement accounts.',
  hostelAdmin: 'Hostels, rooms, bed spaces and allocations.',
  transportAdmin: 'Vehicles, routes and student subscriptions.',
  manager: 'Read-only dashboards and reports.',
  screening: 'Screening of applicants’ documents and O’level results.',
};
