import type { TMe } from '@campusflow/contracts';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSelectedRole, roleToActAs, storeSelectedRole } from '@/lib/selected-role.ts';
import { sessionQuery } from '@/lib/session.ts';
import { stubWindowStorage } from '@/test/window-storage.ts';
import { ErrorPage } from './error-page.tsx';
import {
  DashboardGuard,
  GuestOnly,
  PassportRequired,
  RoleAreaGuard,
  SignedIn,
} from './guard-routes.tsx';
import {
  areaRoleOf,
  dashboardRole,
  effectiveRole,
  loginFor,
  needsPassport,
  roleAreaAccess,
  switchToRole,
} from './guards.ts';
import type { PageHandle } from './lazy-page.tsx';
import { queryClient } from './query-client.ts';
import { routes } from './router.tsx';

const holding = (...mainRoles: string[]) => ({ user: { roles: { mainRoles } } }) as unknown as TMe;

beforeEach(() => {
  stubWindowStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('the role to act as', () => {
  it('is the stored role when the user holds it', () => {
    storeSelectedRole('teacher');
    expect(effectiveRole(holding('hos', 'teacher'))).toBe('teacher');
  });

  it('forgets a stored role the user does not hold (another user’s on this browser)', () => {
    storeSelectedRole('admin');
    expect(roleToActAs(holding('student'))).toBe('student');
    expect(readSelectedRole()).toBe('admin');
    expect(effectiveRole(holding('student'))).toBe('student');
    expect(readSelectedRole()).toBe('student');
    storeSelectedRole('admin');
    expect(effectiveRole(holding('hos', 'teacher'))).toBeNull();
    expect(readSelectedRole()).toBeNull();
  });
});

function route(id: string, tree: RouteObject[] = routes): RouteObject | undefined {
  for (const r of tree) {
    if (r.id === id || r.path === id) return r;
    const found = r.children ? route(id, r.children) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The route whose children hold the route at `path`. */
function parentOf(path: string, tree: RouteObject[] = routes): RouteObject | undefined {
  for (const r of tree) {
    if (r.children?.some((child) => child.path === path)) return r;
    const found = r.children ? parentOf(path, r.children) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The guard a route draws its pages behind (app/guard-routes.tsx), if any. */
const guardOf = (r: RouteObject | undefined) => (r?.element as ReactElement | undefined)?.type;

/** The page a route draws, by the name its handle gives (app/lazy-page.tsx). */
const pageOf = (r: RouteObject | undefined) => (r?.handle as PageHandle | undefined)?.page;

describe('the route tree (spec section 2)', () => {
  it('puts the auth guard on /select-dashboard and the guest guard on /login, none on /select-role', () => {
    const selectDashboard = route('select-dashboard');
    expect(guardOf(selectDashboard)).toBe(SignedIn);
    expect(pageOf(selectDashboard?.children?.[0])).toBe('SelectDashboardPage');
    expect(pageOf(route('login'))).toBe('LoginPage');
    expect(guardOf(parentOf('login'))).toBe(GuestOnly);
    expect(guardOf(parentOf('account-setup'))).toBe(GuestOnly);
    const selectRole = route('select-role');
    expect(pageOf(selectRole)).toBe('SelectRolePage');
    expect(selectRole?.children).toBeUndefined();
  });

  it('draws the whole dashboard behind its guard, and the student pages behind the passport', () => {
    expect(guardOf(route('dashboard'))).toBe(DashboardGuard);
    expect(guardOf(route('student'))).toBe(PassportRequired);
    expect(pageOf(route('student')?.children?.find((r) => r.index))).toBe('StudentHomePage');
  });

  it('answers a path no route has with the 404 page', () => {
    const notFound = route('*')?.element as ReactElement<{ notFound?: boolean }> | undefined;
    expect(notFound?.type).toBe(ErrorPage);
    expect(notFound?.props.notFound).toBe(true);
  });
});

describe('the role areas of the dashboard', () => {
  it('are named by the first segment after /dashboard', () => {
    expect(areaRoleOf('/dashboard/hod')).toBe('hod');
    expect(areaRoleOf('/dashboard/hod/courses/42')).toBe('hod');
    expect(areaRoleOf('/dashboard/admissionOfficer/applicationRequest')).toBe('admissionOfficer');
    expect(areaRoleOf('/dashboard/transport-admin/vehicles')).toBe('transportAdmin');
    expect(areaRoleOf('/dashboard/general/user-profile')).toBeNull();
    expect(areaRoleOf('/dashboard/settings')).toBeNull();
    expect(areaRoleOf('/dashboard')).toBeNull();
    expect(areaRoleOf('/hod')).toBeNull();
  });

  it('refuse a role the user does not hold, and switch to one held but not acted as', () => {
    expect(roleAreaAccess(holding('student'), 'hod', 'student')).toBe('forbidden');
    expect(roleAreaAccess(holding('admissionOfficer'), 'hos', 'admissionOfficer')).toBe(
      'forbidden',
    );
    expect(roleAreaAccess(holding('hos', 'teacher'), 'hos', 'teacher')).toBe('switch');
    expect(roleAreaAccess(holding('hos', 'teacher'), 'hos', null)).toBe('switch');
    expect(roleAreaAccess(holding('hod'), 'hod', 'hod')).toBe('open');
  });

  it('switching forgets the data fetched as the previous role, not the session or settings', () => {
    queryClient.setQueryData(sessionQuery.queryKey, holding('hos', 'teacher'));
    queryClient.setQueryData(['runtime-config'], { devFlag: false });
    queryClient.setQueryData(['teacher-courses'], { items: [] });
    storeSelectedRole('teacher');
    switchToRole('hos');
    expect(readSelectedRole()).toBe('hos');
    expect(queryClient.getQueryData(['teacher-courses'])).toBeUndefined();
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(holding('hos', 'teacher'));
    expect(queryClient.getQueryData(['runtime-config'])).toEqual({ devFlag: false });
    queryClient.clear();
  });

  it('lets the dashboard open a held role area when no role is chosen, else ask for one', () => {
    storeSelectedRole('bursar');
    expect(dashboardRole(holding('hos', 'teacher'), '/dashboard/teacher')).toBe('teacher');
    expect(readSelectedRole()).toBe('teacher');
    storeSelectedRole('bursar');
    expect(dashboardRole(holding('hos', 'teacher'), '/dashboard/general/profile')).toBeNull();
    expect(readSelectedRole()).toBeNull();
    expect(dashboardRole(holding('hos', 'teacher'), '/dashboard/hod')).toBeNull();
    expect(dashboardRole(holding('student'), '/dashboard/general/profile')).toBe('student');
  });

  it('send a signed-out visitor to log in and back to the page, with its query', () => {
    expect(loginFor('/dashboard/hos/faculties?page=2')).toBe(
      '/login?next=%2Fdashboard%2Fhos%2Ffaculties%3Fpage%3D2',
    );
  });

  it('send a student without a passport photo to upload one first, not a lecturer', () => {
    const student = (hasPassport: boolean) =>
      ({ user: { roles: { mainRoles: ['student'] }, hasPassport } }) as unknown as TMe;
    expect(needsPassport(student(false))).toBe(true);
    expect(needsPassport(student(true))).toBe(false);
    expect(needsPassport(holding('teacher'))).toBe(false);
  });

  it('cover every role page, leaving the pages every user has outside', () => {
    const area = route('role-area');
    expect(guardOf(area)).toBe(RoleAreaGuard);
    const inArea = (area?.children ?? []).map((r) => r.path);
    expect(inArea).toEqual(expect.arrayContaining(['hod', 'hos', 'student', 'admin/users']));
    expect(inArea).not.toContain('settings');
    expect(inArea).not.toContain('general/user-profile');
    for (const path of inArea) expect(areaRoleOf(`/dashboard/${path}`)).not.toBeNull();
  });
});
