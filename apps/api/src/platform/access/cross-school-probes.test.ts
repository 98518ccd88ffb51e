import { roleHasPermission, schoolRoleKeys, type TRoleKey } from '@campusflow/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '@/platform/access/route-access.ts';
import { seedDemoData } from '@/seed/demo-seed.ts';
import { academicSchool } from '@/test/academic-fixtures.ts';
import { dataFingerprint } from '@/test/data-fingerprint.ts';
import { demoSchoolId } from '@/test/demo-school.ts';
import { foreignIds } from '@/test/foreign-ids.ts';
import {
  bodySchemaOf,
  isIdName,
  type Operation,
  operationsOf,
  queryOf,
  sampleOf,
} from '@/test/openapi-samples.ts';
import { apiRoutes, fillPath, routeKey, routeTargets } from '@/test/route-targets.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
// School A is the demo school (rows of every kind); the seed fills an empty database only.
const onPglite = !process.env.DATABASE_URL;

/**
 * Issue 19, cross-school probes: every route that takes an id (in its path, or a query or
 * JSON body field named `…Id`/`…Ids`/`id`), sent by every role of school B its declared access
 * lets in, with school A's real ids (the demo school: rows of every kind). The answer must be
 * 403 or 404; for a route without a path id also 400/409/422 (a body or filter id of another
 * school is refused as a bad reference); a GET may answer 2xx only naming none of A's ids it
 * was sent. School A's data must be unchanged after all of them.
 *
 * Routes left out, and why. Public routes answer anyone by design (a receipt, a result
 * document, a slip or a course form is checked by its code; a school's logo and open
 * programmes are its public face); platform routes (app admins only) reach every school by
 * design (docs/architecture.md, rule 1) and no role of school B may call them: jobs, banks,
 * static accounts, the bulk student import, schools.
 */
const publicByDesign = (route: RegisteredRoute) => route.access?.kind === 'public';
/** Grading schemes are the platform's, not a school's: every school reads them. */
const platformData = (route: RegisteredRoute) => route.url.includes('/academics/grading-schemes');

/**
 * Uploads take multipart/form-data: a JSON probe is refused (415) before any id is read, so
 * these are not probed here (their own tests send files of another school).
 */
const MULTIPART = new Set([
  'POST /api/v1/academics/import/:kind',
  'POST /api/v1/results/courses/:courseId/sheet/upload',
  'PUT /api/v1/transport/vehicles/:id/documents/:kind',
  'POST /api/v1/admissions/exams/:id/scores/upload',
]);

/**
 * Success answers that are right with another school's ids, and why: none of them tells
 * anything about school A or changes it (the fingerprint checks the latter).
 */
const HARMLESS_SUCCESS: Record<string, string> = {
  'DELETE /api/v1/registration/mine/waitlist/:courseId':
    'takes the caller off their own waitlist of the course: 204 whether or not they were on it',
  'POST /api/v1/admissions/applications/decisions':
    'a bulk decision answers 200 and reports each id it could not find as failed',
  'POST /api/v1/messaging/audience/count': 'counts school B’s own people; A’s ids match no one',
  'POST /api/v1/messaging/audience/members': 'lists school B’s own people; A’s ids match no one',
};

/** The roles of school B that the route's declared access lets in. */
function rolesFor(route: RegisteredRoute): TRoleKey[] {
  const access = route.access;
  if (!access || access.kind === 'public') return [];
  if (access.kind === 'signed-in') return [...schoolRoleKeys];
  return schoolRoleKeys.filter((role) => access.anyOf.some((p) => roleHasPermission(role, p)));
}

/** Whether the route takes an id: in its path, its query or its JSON body. */
function takesIds(route: RegisteredRoute, operation: Operation | undefined): boolean {
  if (route.url.includes(':')) return true;
  if (queryOf(operation).some((p) => isIdName(p.name))) return true;
  return Object.keys(bodySchemaOf(operation)?.properties ?? {}).some(isIdName);
}

describe.runIf(onPglite)('school B’s staff and students with school A’s ids', () => {
  const clients = new Map<TRoleKey, Client>();
  // School A's rows (and, on PGlite, every table without a school). Not B's actors' audit
  // rows: B's own log rightly records, e.g., a pass check that found nothing.
  const scope = { schoolIds: [] as string[], actorIds: [] as string[] };
  let routes: RegisteredRoute[];
  let operations: Map<string, Operation>;
  let targets: Map<string, Record<string, string>>;
  let idOfA: (field: string) => string;

  beforeAll(async () => {
    await seedDemoData(t.app.services);
    const a = { id: await demoSchoolId(t.database.db) };
    scope.schoolIds.push(a.id);
    // School B has its own structure and current session, and its lecturer and HOD their
    // duties there: a refusal below is about A's ids, not about B having nothing.
    const b = await academicSchool(t.database.db);
    for (const role of schoolRoleKeys) {
      const { user, client } = await t.person(b.schoolId, role);
      clients.set(role, client);
      const unit = b.unit('CSC');
      if (role === 'teacher') {
        await b.duty(user.id, {
          kind: 'teacher',
          courseId: unit.course,
          sessionId: b.sessions.current,
        });
      }
      if (role === 'hod') await b.duty(user.id, { kind: 'hod', departmentId: unit.department });
    }
    operations = await operationsOf(t.app);
    routes = apiRoutes(t.app).filter(
      (r) =>
        !publicByDesign(r) &&
        !platformData(r) &&
        !MULTIPART.has(routeKey(r)) &&
        takesIds(r, operations.get(routeKey(r))),
    );
    targets = await routeTargets(t.database.db, routes, a.id);
    idOfA = await foreignIds(t.database.db, a.id);
  }, 120_000);

  /** The request: school A's ids in the path, in every id field of the query and the body. */
  function probe(route: RegisteredRoute): InjectOptions {
    const operation = operations.get(routeKey(route));
    const query: Record<string, string> = {};
    for (const parameter of queryOf(operation)) {
      if (isIdName(parameter.name)) query[parameter.name] = idOfA(parameter.name);
      else if (parameter.required)
        query[parameter.name] = String(sampleOf(parameter.schema, idOfA));
    }
    const schema = bodySchemaOf(operation);
    const body = schema ? (sampleOf(schema, idOfA) as Record<string, unknown>) : undefined;
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (body && isIdName(name)) {
        body[name] = property.type === 'array' ? [idOfA(name)] : idOfA(name);
      }
    }
    const write = route.method !== 'GET' && route.method !== 'DELETE';
    return {
      method: route.method as InjectOptions['method'],
      url: fillPath(route, targets.get(routeKey(route)) ?? {}),
      query,
      ...(write ? { payload: body ?? {} } : {}),
    };
  }

  it('is refused or finds nothing on every id-taking route, and school A is unchanged', async () => {
    const before = await dataFingerprint(t.database, scope);
    const wrong: string[] = [];
    const answered = new Map<string, number>();
    let probes = 0;
    for (const route of routes) {
      for (const role of rolesFor(route)) {
        const client = clients.get(role);
        if (!client) throw new Error(`no client for ${role}`);
        const request = probe(route);
        const res = await client(request);
        probes += 1;
        const key = `${res.statusCode}`;
        answered.set(key, (answered.get(key) ?? 0) + 1);
        const harmless = HARMLESS_SUCCESS[routeKey(route)] && res.statusCode < 300;
        const sent = {
          ...targets.get(routeKey(route)),
          ...Object.fromEntries(
            Object.entries(request.query as Record<string, string>).filter(([k]) => isIdName(k)),
          ),
        };
        if (!harmless && !refusedOrEmpty(route, res.statusCode, res.body, sent)) {
          wrong.push(
            `${role} ${routeKey(route)} ${JSON.stringify(request.payload ?? request.query)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(probes).toBeGreaterThan(500);
    expect(await dataFingerprint(t.database, scope)).toEqual(before);
  }, 120_000);
});

/**
 * A refusal (403), not found (404), or a refused body (400/409/422, the house answer to a
 * body id of another school); a 2xx only when it names none of school A's ids it was given.
 */
function refusedOrEmpty(
  route: RegisteredRoute,
  status: number,
  body: string,
  sent: Record<string, string>,
): boolean {
  if (status === 403 || status === 404) return true;
  if (!route.url.includes(':') && [400, 409, 422].includes(status)) return true;
  if (status >= 200 && status < 300 && route.method === 'GET') {
    return !Object.values(sent).some((id) => body.includes(id));
  }
  return false;
}
