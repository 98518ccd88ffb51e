import type { TMe } from '@campusflow/contracts';
import type { ReactElement } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSelectedRole, roleToActAs, storeSelectedRole } from '@/lib/selected-role.ts';
import { sessionQuery } from '@/lib/session.ts';
import { stubWindowStorage } from '@/test/window-storage.ts';
import {
  areaRoleOf,
  dashboardLoader,
  effectiveRole,
  guards,
  revalidateOnAreaChange,
  roleAreaAccess,
} from './guards.ts';
import { queryClient } from './query-client.ts';
import { RoleAreaError } from './role-area-error.tsx';
import { RouteLoading } from './route-loading.tsx';
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

describe('the route tree (spec section 2)', () => {
  it('puts the auth guard on /select-dashboard and general/passport, none on /select-role', () => {
    expect(route('select-dashboard')?.loader).toBe(guards.auth);
    expect(route('general/passport')?.loader).toBe(guards.auth);
    const selectRole = route('select-role');
    expect(selectRole).toBeDefined();
    expect(selectRole?.loader).toBeUndefined();
  });

  it('shows a loading indicator, not a blank page, while the first page loads', () => {
    expect(routes[0]?.HydrateFallback).toBe(RouteLoading);
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

  const args = (path: string) =>
    ({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: undefined,
    }) as unknown as LoaderFunctionArgs;

  async function refusal(path: string): Promise<unknown> {
    try {
      await guards.roleArea(args(path));
    } catch (thrown) {
      return thrown;
    }
    return undefined;
  }

  it('answers a student opening /dashboard/hod with a 403 before any request', async () => {
    queryClient.setQueryData(sessionQuery.queryKey, holding('student'));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const thrown = await refusal('/dashboard/hod');
    // `data(...)` thrown from a loader: the router turns it into the route's 403 error response.
    expect(thrown).toMatchObject({ data: { areaRole: 'hod' }, init: { status: 403 } });
    expect(await refusal('/dashboard/student/results')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    queryClient.clear();
  });

  it('makes a user who holds the area’s role work as it', async () => {
    queryClient.setQueryData(sessionQuery.queryKey, holding('hos', 'teacher'));
    storeSelectedRole('teacher');
    expect(await refusal('/dashboard/hos/faculties')).toBeUndefined();
    expect(readSelectedRole()).toBe('hos');
    queryClient.clear();
  });

  it('lets the dashboard open a held role area when no role is chosen, else ask for one', async () => {
    queryClient.setQueryData(sessionQuery.queryKey, holding('hos', 'teacher'));
    storeSelectedRole('bursar');
    expect(await dashboardLoader(args('/dashboard/teacher'))).toBeTruthy();
    expect(readSelectedRole()).toBe('teacher');
    storeSelectedRole('bursar');
    const thrown = await dashboardLoader(args('/dashboard/general/profile')).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/select-dashboard');
    expect(readSelectedRole()).toBeNull();
    queryClient.clear();
  });

  it('run again when a navigation crosses into another area, not within one', () => {
    const nav = (from: string, to: string) =>
      revalidateOnAreaChange({
        currentUrl: new URL(`http://localhost${from}`),
        nextUrl: new URL(`http://localhost${to}`),
        defaultShouldRevalidate: false,
      } as Parameters<typeof revalidateOnAreaChange>[0]);
    expect(nav('/dashboard/student', '/dashboard/hod')).toBe(true);
    expect(nav('/dashboard/hos', '/dashboard/hos/faculties')).toBe(false);
  });

  it('cover every role page, leaving the pages every user has outside', () => {
    const area = route('role-area');
    expect(area?.loader).toBe(guards.roleArea);
    expect((area?.errorElement as ReactElement | undefined)?.type).toBe(RoleAreaError);
    const inArea = (area?.children ?? []).map((r) => r.path);
    expect(inArea).toEqual(expect.arrayContaining(['hod', 'hos', 'student', 'admin/users']));
    expect(inArea).not.toContain('settings');
    expect(inArea).not.toContain('general/user-profile');
    for (const path of inArea) expect(areaRoleOf(`/dashboard/${path}`)).not.toBeNull();
  });
});
