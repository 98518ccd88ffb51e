import { roleKeys } from '@campusflow/contracts/constants';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeNavTarget, commonNavigation, navigationByRole, roleHome } from './navigation.ts';
import { renamedPaths, routes } from './router.tsx';

/** Whether a page answers `path`: a match other than the catch-all 404 route. */
function matches(path: string): boolean {
  const found = matchRoutes(routes, path);
  return !!found && found.length > 0 && found.at(-1)?.route.path !== '*';
}

describe('the route tree (spec section 2)', () => {
  it('has every path of the spec, with the second route set', () => {
    const paths = [
      '/',
      '/landing',
      '/home',
      '/list',
      '/login',
      '/apply',
      '/register',
      '/register-appadmin',
      '/account-setup',
      '/verify-email',
      '/select-dashboard',
      '/select-role',
      '/dashboard',
      '/dashboard/admin',
      '/dashboard/admin/logs',
      '/dashboard/admin/users',
      '/dashboard/accountant',
      '/dashboard/accountant/payments',
      '/dashboard/admissionOfficer/applicationRequest',
      '/dashboard/appadmin/banks',
      '/dashboard/appadmin/cgpa-formula',
      '/dashboard/appadmin/fees-payment',
      '/dashboard/appadmin/jobs',
      '/dashboard/appadmin/schools',
      '/dashboard/appadmin/static-accounts',
      '/dashboard/appadmin/uploadStudents',
      '/dashboard/appadmin/users',
      '/dashboard/bursar',
      '/dashboard/bursar/schoolBanks',
      '/dashboard/examOfficer',
      '/dashboard/examOfficer/course-scores/1',
      '/dashboard/examOfficer/department/1',
      '/dashboard/examOfficer/entrance-exam/1',
      '/dashboard/general/passport',
      '/dashboard/general/user-profile',
      '/dashboard/hod',
      '/dashboard/hod/courses/1',
      '/dashboard/hod/registeredCourses/1',
      '/dashboard/hod/results/1',
      '/dashboard/hos',
      ...[
        'academicYears',
        'assignStaff',
        'curriculum',
        'departments',
        'email-sender',
        'EmailSenderExample',
        'faculties',
        'programme',
        'programmeFees',
        'programmeType',
        'registrationPeriods',
        'semesters',
        'sessions',
        'settings',
      ].map((p) => `/dashboard/hos/${p}`),
      '/dashboard/hostelAdmin/accomodations',
      '/dashboard/manager',
      '/dashboard/screening',
      '/dashboard/settings',
      '/dashboard/student',
      ...[
        'accomodation',
        'apply',
        'course-registration',
        'educational-background',
        'fees-payment',
        'results',
        'uploads',
      ].map((p) => `/dashboard/student/${p}`),
      '/dashboard/teacher',
      '/dashboard/teacher/courses',
      '/dashboard/teacher/course-details/1',
      '/dashboard/transport-admin',
      '/dashboard/transport-admin/vehicles',
    ];
    const missing = paths.filter((p) => !matches(p));
    expect(missing).toEqual([]);
  });

  it('keeps the first spellings only as redirects', () => {
    expect(Object.keys(renamedPaths).sort()).toEqual([
      '/dashboard/appadmin/cgpaFormula',
      '/dashboard/hos/EmailSender',
      '/dashboard/transportAdmin',
      '/dashboard/transportAdmin/vehicles',
    ]);
    for (const target of Object.values(renamedPaths)) expect(matches(target)).toBe(true);
  });

  it('does not match unknown paths', () => {
    expect(matches('/no/such/page')).toBe(false);
    expect(matches('/dashboard/nope')).toBe(false);
  });

  it('gives every role a home and links only to existing pages', () => {
    for (const role of roleKeys) {
      expect(matches(roleHome(role)), role).toBe(true);
      for (const item of navigationByRole[role]) expect(matches(item.to), item.to).toBe(true);
    }
    for (const item of commonNavigation) expect(matches(item.to)).toBe(true);
  });
});

describe('activeNavTarget', () => {
  const items = navigationByRole.hos;
  it('lights the most specific link only', () => {
    expect(activeNavTarget(items, '/dashboard/hos')).toBe('/dashboard/hos');
    expect(activeNavTarget(items, '/dashboard/hos/faculties')).toBe('/dashboard/hos/faculties');
    expect(activeNavTarget(items, '/dashboard/hos/faculties/12')).toBe('/dashboard/hos/faculties');
    expect(activeNavTarget(items, '/dashboard/hospital')).toBeNull();
  });
});
