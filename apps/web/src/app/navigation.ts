import type { TRoleKey } from '@campusflow/contracts';

export type NavItem = { label: string; to: string };

const d = (path: string) => `/dashboard/${path}`;

/** Side navigation of each role; page guards and this list are comfort, the API decides. */
export const navigationByRole: Record<TRoleKey, NavItem[]> = {
  appadmin: [
    { label: 'Schools', to: d('appadmin/schools') },
    { label: 'Platform users', to: d('appadmin/users') },
    { label: 'Banks', to: d('appadmin/banks') },
    { label: 'Platform fees', to: d('appadmin/fees-payment') },
    { label: 'Static accounts', to: d('appadmin/static-accounts') },
    { label: 'CGPA formula', to: d('appadmin/cgpa-formula') },
    { label: 'Upload students', to: d('appadmin/uploadStudents') },
    { label: 'Background jobs', to: d('appadmin/jobs') },
  ],
  admin: [
    { label: 'Overview', to: d('admin') },
    { label: 'Users', to: d('admin/users') },
    { label: 'Audit log', to: d('admin/logs') },
  ],
  hos: [
    { label: 'Overview', to: d('hos') },
    { label: 'Faculties', to: d('hos/faculties') },
    { label: 'Departments', to: d('hos/departments') },
    { label: 'Programme types', to: d('hos/programmeType') },
    { label: 'Programmes', to: d('hos/programme') },
    { label: 'Curriculum', to: d('hos/curriculum') },
    { label: 'Academic years', to: d('hos/academicYears') },
    { label: 'Sessions', to: d('hos/sessions') },
    { label: 'Semesters', to: d('hos/semesters') },
    { label: 'Registration periods', to: d('hos/registrationPeriods') },
    { label: 'Programme fees', to: d('hos/programmeFees') },
    { label: 'Assign staff', to: d('hos/assignStaff') },
    { label: 'E-mail sender', to: d('hos/email-sender') },
    { label: 'E-mail templates', to: d('hos/EmailSenderExample') },
    { label: 'School settings', to: d('hos/settings') },
  ],
  hod: [{ label: 'Department', to: d('hod') }],
  examOfficer: [{ label: 'Examinations', to: d('examOfficer') }],
  admissionOfficer: [{ label: 'Applications', to: d('admissionOfficer/applicationRequest') }],
  teacher: [
    { label: 'Overview', to: d('teacher') },
    { label: 'My courses', to: d('teacher/courses') },
  ],
  student: [
    { label: 'Overview', to: d('student') },
    { label: 'Application', to: d('student/apply') },
    { label: 'Educational background', to: d('student/educational-background') },
    { label: 'Uploads', to: d('student/uploads') },
    { label: 'Fees', to: d('student/fees-payment') },
    { label: 'Course registration', to: d('student/course-registration') },
    { label: 'Results', to: d('student/results') },
    { label: 'Accommodation', to: d('student/accomodation') },
    { label: 'Transport', to: d('student/transport') },
  ],
  accountant: [
    { label: 'Overview', to: d('accountant') },
    { label: 'Payments', to: d('accountant/payments') },
  ],
  bursar: [
    { label: 'Overview', to: d('bursar') },
    { label: 'School banks', to: d('bursar/schoolBanks') },
  ],
  hostelAdmin: [{ label: 'Accommodation', to: d('hostelAdmin/accomodations') }],
  transportAdmin: [
    { label: 'Overview', to: d('transport-admin') },
    { label: 'Vehicles', to: d('transport-admin/vehicles') },
  ],
  manager: [{ label: 'Reports', to: d('manager') }],
  screening: [{ label: 'Screening queue', to: d('screening') }],
};

/** Pages every signed-in user has, whatever the role. */
export const commonNavigation: NavItem[] = [
  { label: 'My profile', to: d('general/user-profile') },
  { label: 'Passport photo', to: d('general/passport') },
  { label: 'Settings', to: d('settings') },
];

/** Where a role lands on /dashboard: its first page. */
export function roleHome(role: TRoleKey): string {
  return navigationByRole[role][0]?.to ?? '/dashboard/general/user-profile';
}

/**
 * The item to highlight for a path: the longest link that is the path or a parent of it, so
 * that "Overview" (/dashboard/hos) is not lit on /dashboard/hos/faculties.
 */
export function activeNavTarget(items: NavItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const { to } of items) {
    const matches = pathname === to || pathname.startsWith(`${to}/`);
    if (matches && (!best || to.length > best.length)) best = to;
  }
  return best;
}
