import type { TMe } from '@campusflow/contracts';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSelectedRole, roleToActAs, storeSelectedRole } from '@/lib/selected-role.ts';
import { stubWindowStorage } from '@/test/window-storage.ts';
import { effectiveRole, guards } from './guards.ts';
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
