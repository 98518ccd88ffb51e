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

/** Header that carries the selected role (docs/architecture.md, API conventions). */
export const ROLE_HEADER = 'x-role';
/** Local-storage key of the selected role (spec section 3). */
export const ROLE_STORAGE_KEY = 'role';
