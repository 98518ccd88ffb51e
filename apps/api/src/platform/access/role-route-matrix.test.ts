import { roleHasPermission, type TRoleKey } from '@campusflow/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '@/platform/access/route-access.ts';
import { seedDemoData } from '@/seed/demo-seed.ts';
import { demoClient } from '@/test/demo-clients.ts';
import { demoSchoolId } from '@/test/demo-school.ts';
import {
  type AnswerClass,
  answerClass,
  type Caller,
  callers,
  type Matrix,
  matrixDifferences,
  matrixRow,
  readMatrix,
  writeMatrix,
} from '@/test/route-matrix.ts';
import { apiRoutes, fillPath, requestOf, routeKey, routeTargets } from '@/test/route-targets.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const expectedFile = new URL('./role-route-matrix.expected.json', import.meta.url);
/** `UPDATE_MATRIX=1` writes what the routes answer as the new expected matrix (then review it). */
const updating = process.env.UPDATE_MATRIX === '1';
// The demo seed fills an empty database only: PGlite, a database of this file's own.
const onPglite = !process.env.DATABASE_URL;

/**
 * Calls that would spoil the calls after them, answered with a fresh session of the caller.
 * Sign-out ends the session it is sent with (every later call of that role would be 401).
 */
const FRESH_SESSION = new Set(['POST /api/v1/auth/logout']);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Issue 19, "every route checked": each demo role (one account per role key, as the seed makes
 * them) and a visitor send every /api route, every method but HEAD (Fastify's copy of each
 * GET), with path ids of real rows of the demo school and `{}` for a write body. The stored
 * matrix was reviewed against each route's declared access and the role -> permission map; it
 * matches them everywhere except where a service is stricter than the route, on purpose:
 * a user's passport (the user, or roles that read the school's users or files), a file
 * (its owner, or roles that read the school's files; deleting: its owner only) and the
 * Paystack webhook (public, but 401 without Paystack's signature). An app admin's "allowed"
 * on a school's file is a 404: it has no school.
 */
describe.runIf(onPglite)('every role against every /api route of the demo school', () => {
  const clients = new Map<Caller, Client>();
  let targets: Map<string, Record<string, string>>;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    await seedDemoData(t.app.services);
    const school = { id: await demoSchoolId(t.database.db) };
    // Reads first, then writes, so that a write's effect cannot change a read's answer.
    routes = apiRoutes(t.app).sort(
      (a, b) => Number(WRITES.has(a.method)) - Number(WRITES.has(b.method)),
    );
    targets = await routeTargets(t.database.db, routes, school.id);
    const origin = new URL(t.config.publicUrl).origin;
    clients.set('anonymous', (options) => {
      const base = typeof options === 'string' ? { url: options } : options;
      return t.app.inject({ ...base, headers: { origin } });
    });
    for (const caller of callers) {
      if (caller !== 'anonymous') clients.set(caller, await demoClient(t.app, caller));
    }
  }, 120_000);

  async function clientFor(caller: Caller, route: RegisteredRoute): Promise<Client> {
    if (FRESH_SESSION.has(routeKey(route)) && caller !== 'anonymous') {
      return demoClient(t.app, caller as TRoleKey);
    }
    const client = clients.get(caller);
    if (!client) throw new Error(`no client for ${caller}`);
    return client;
  }

  it('answers each caller as the expected matrix says, and never with a 5xx', async () => {
    const observed: Matrix = {};
    const errors: string[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      const url = fillPath(route, targets.get(key) ?? {});
      const answers = new Map<Caller, AnswerClass>();
      for (const caller of callers) {
        const res = await (await clientFor(caller, route))(requestOf(route, url));
        answers.set(caller, answerClass(res));
        if (res.statusCode >= 500) errors.push(`${caller} ${key}: ${res.statusCode} ${res.body}`);
      }
      observed[key] = matrixRow(answers);
    }
    if (updating) writeMatrix(expectedFile, observed);
    expect(errors).toEqual([]);
    const expected = readMatrix(expectedFile);
    expect(matrixDifferences(expected, observed)).toEqual([]);
    expect(Object.keys(observed).length).toBeGreaterThan(300);
    // The stored matrix itself never lets a caller past a route whose declared access refuses it.
    const unexpectedAllows = routes.flatMap((route) =>
      (expected[routeKey(route)]?.allowed?.split(' ') ?? [])
        .filter((caller) => !declaredAllows(route, caller as Caller))
        .map((caller) => `${caller} ${routeKey(route)}`),
    );
    expect(unexpectedAllows).toEqual([]);
  }, 120_000);
});

/** Whether the route's declared access lets `caller` past the permission check. */
function declaredAllows(route: RegisteredRoute, caller: Caller): boolean {
  const access = route.access;
  if (!access || access.kind === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access.kind === 'signed-in') return true;
  return access.anyOf.some((p) => roleHasPermission(caller, p));
}
