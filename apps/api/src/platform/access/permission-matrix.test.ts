import { roleHasPermission, roleKeys, type TRoleKey } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
const clients = new Map<TRoleKey, Awaited<ReturnType<typeof clientFor>>>();

beforeAll(async () => {
  t = await createTestApp();
  const school = await createSchool(t.database.db);
  for (const role of roleKeys) {
    const user = await createUser(t.database.db, {
      schoolId: role === 'appadmin' ? null : school.id,
      roles: [role],
    });
    clients.set(role, await clientFor(t.app, user.email ?? ''));
  }
});
afterAll(() => t.close());

describe('every role against every permission-guarded list route', () => {
  it('is refused with 403 exactly where its role lacks the permission', async () => {
    // Every GET route without path parameters that requires a permission, found in the app itself.
    const routes = t.app.registeredRoutes.filter(
      (r) => r.method === 'GET' && r.access?.kind === 'permission' && !r.url.includes(':'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const mismatches: string[] = [];
    for (const role of roleKeys) {
      const client = clients.get(role);
      if (!client) throw new Error(`no client for ${role}`);
      for (const route of routes) {
        if (route.access?.kind !== 'permission') continue;
        const allowed = route.access.anyOf.some((p) => roleHasPermission(role, p));
        const res = await client(route.url);
        const refused = res.statusCode === 403;
        if (allowed === refused || res.statusCode >= 500) {
          mismatches.push(`${role} GET ${route.url}: ${res.statusCode}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses writes of the user administration to every role but the administrators', async () => {
    for (const role of roleKeys) {
      const client = clients.get(role);
      if (!client) continue;
      const res = await client({
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'Someone New', email: `new-${role}@x.test`, roles: ['teacher'] },
      });
      const mayManage = role === 'admin' || role === 'appadmin';
      if (mayManage) expect(res.statusCode, role).not.toBe(403);
      else expect(res.statusCode, role).toBe(403);
    }
  });

  it('refuses acting in a role the user does not hold', async () => {
    const teacher = clients.get('teacher');
    if (!teacher) throw new Error('no teacher');
    const res = await teacher({ url: '/api/v1/users', headers: { 'x-role': 'admin' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('role_not_held');
  });
});
