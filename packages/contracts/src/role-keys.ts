/** Role keys held in `roles.mainRoles` (docs/domain.md, Tenancy and people). */
export const roleKeys = [
  'appadmin',
  'admin',
  'hos',
  'hod',
  'examOfficer',
  'admissionOfficer',
  'teacher',
  'student',
  'accountant',
  'bursar',
  'hostelAdmin',
  'transportAdmin',
  'manager',
  'screening',
] as const;

export type TRoleKey = (typeof roleKeys)[number];

export const roleLabels: Record<TRoleKey, string> = {
  appadmin: 'Platform administrator',
  admin: 'School administrator',
  hos: 'Head of school',
  hod: 'Head of department',
  examOfficer: 'Examinations officer',
  admissionOfficer: 'Admissions officer',
  teacher: 'Lecturer',
  student: 'Student',
  accountant: 'Accountant',
  bursar: 'Bursar',
  hostelAdmin: 'Hostel officer',
  transportAdmin: 'Transport officer',
  manager: 'Manager',
  screening: 'Screening officer',
};

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

/** Header that carries the selected role (docs/architecture.md, API conventions). */
export const ROLE_HEADER = 'x-role';
/** Local-storage key of the selected role (spec section 3). */
export const ROLE_STORAGE_KEY = 'role';
