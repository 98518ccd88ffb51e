import { randomUUID } from 'node:crypto';
import { errorCatalogue, roleHasPermission, roleKeys, type TRoleKey } from '@campusflow/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { academicSchool } from '@/test/academic-fixtures.ts';
import { dataFingerprint } from '@/test/data-fingerprint.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';
import type { RegisteredRoute } from './route-access.ts';

const t = useTestApp();
const clients = new Map<TRoleKey, Client>();
const scope = { schoolIds: [] as string[], actorIds: [] as string[] };
/** Real records for the path ids: refused requests must leave them as they are. */
const targets = { user: '', faculty: '' };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function clientOf(role: TRoleKey): Client {
  const client = clients.get(role);
  if (!client) throw new Error(`no client for ${role}`);
  return client;
}

beforeAll(async () => {
  // A school with its academic structure, so refused writes have real records to leave alone.
  const school = await academicSchool(t.database.db);
  scope.schoolIds.push(school.schoolId);
  for (const role of roleKeys) {
    const { user, client } = await t.person(role === 'appadmin' ? null : school.schoolId, role);
    clients.set(role, client);
    scope.actorIds.push(user.id);
  }
  targets.user = (await t.person(school.schoolId, 'teacher')).user.id;
  targets.faculty = school.faculties.sci;
});

/** A request to `route` with every path parameter filled and an empty body where one goes. */
function requestTo(route: RegisteredRoute): InjectOptions {
  const id = route.url.startsWith('/api/v1/users/') ? targets.user : targets.faculty;
  const url = route.url.replace(/:id\b/g, id).replace(/:\w+/g, 'x').replace('*', 'x');
  return {
    method: route.method as InjectOptions['method'],
    url,
    ...(route.method === 'DELETE' ? {} : { payload: {} }),
  };
}

/** The problem's code, when the answer is problem+json. */
function codeOf(res: LightMyRequestResponse): string | undefined {
  return String(res.headers['content-type']).includes('json') ? res.json().code : undefined;
}

describe('every role against every permission-guarded list route', () => {
  it('is refused with 403 exactly where its role lacks the permission', async () => {
    // Every GET route without path parameters that requires a permission, found in the app itself.
    const routes = t.app.registeredRoutes.filter(
      (r) => r.method === 'GET' && r.access?.kind === 'permission' && !r.url.includes(':'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const mismatches: string[] = [];
    for (const role of roleKeys) {
      const client = clientOf(role);
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
      const res = await clientOf(role)({
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
    const res = await clientOf('teacher')({ url: '/api/v1/users', headers: { 'x-role': 'admin' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('role_not_held');
  });
});

describe('every role against every write route', () => {
  // Every POST, PUT, PATCH and DELETE route that is not public, found in the app itself: a new
  // write route is covered the day it is registered.
  const writeRoutes = () =>
    t.app.registeredRoutes.filter((r) => WRITES.has(r.method) && r.access?.kind !== 'public');

  it('finds the write routes of every area', () => {
    const areas = new Set(writeRoutes().map((r) => r.url.split('/')[3]));
    for (const area of ['users', 'academics', 'payments', 'admissions', 'schools', 'files']) {
      expect(areas, area).toContain(area);
    }
  });

  it('refuses each with 403 to every role that lacks its permission, and changes nothing', async () => {
    const before = await dataFingerprint(t.database, scope);
    const mismatches: string[] = [];
    let refusals = 0;
    for (const route of writeRoutes()) {
      const access = route.access;
      if (access?.kind !== 'permission') continue;
      for (const role of roleKeys) {
        if (access.anyOf.some((p) => roleHasPermission(role, p))) continue;
        const res = await clientOf(role)(requestTo(route));
        refusals += 1;
        const code = codeOf(res);
        if (res.statusCode !== 403 || code !== 'forbidden') {
          mismatches.push(`${role} ${route.method} ${route.url}: ${res.statusCode} ${code}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(refusals).toBeGreaterThan(500);
    expect(await dataFingerprint(t.database, scope)).toEqual(before);
  });

  it('answers each signed out with the route’s declared answer, and changes nothing', async () => {
    const before = await dataFingerprint(t.database, scope);
    const origin = new URL(t.config.publicUrl).origin;
    const mismatches: string[] = [];
    for (const route of writeRoutes()) {
      const access = route.access;
      if (!access || access.kind === 'public') continue;
      const expected = access.unauthenticated ?? 'not_authenticated';
      const request = requestTo(route);
      const res = await t.app.inject({ ...request, headers: { origin } });
      const code = codeOf(res);
      if (res.statusCode !== errorCatalogue[expected].status || code !== expected) {
        mismatches.push(`${route.method} ${route.url}: ${res.statusCode} ${code}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(await dataFingerprint(t.database, scope)).toEqual(before);
  });

  it('checks access before the body, so a refused request learns nothing from validation', async () => {
    const res = await clientOf('student')({
      method: 'POST',
      url: '/api/v1/academics/faculties',
      payload: { name: 42, unknown: randomUUID() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('errors');
  });
});
