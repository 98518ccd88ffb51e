import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RegisteredRoute } from '@/platform/access/route-access.ts';
import type { Db } from '@/platform/db/database.ts';

/** A path parameter of a route and where a real value for it is found. */
type Source = { route: RegExp; param: string; value: (schoolId: string) => SQL };

const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** The id of some row of `table` in the school (tables without a school: any row). */
const anyRow =
  (table: string, options: { scoped?: boolean; column?: string; where?: string } = {}) =>
  (schoolId: string) => {
    const column = sql.identifier(options.column ?? 'id');
    const conditions: SQL[] = [];
    if (options.scoped !== false) conditions.push(sql`school_id = ${schoolId}`);
    if (options.where) conditions.push(sql.raw(options.where));
    const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    return sql`select ${column}::text as v from ${sql.identifier(table)} ${where}
      order by ${column} limit 1`;
  };

/** A row the demo account of `role` has a duty on (its course or department), by e-mail. */
const dutyOf = (kind: 'teacher' | 'hod', column: 'course_id' | 'department_id') => () =>
  sql`select sa.${sql.identifier(column)}::text as v from staff_assignments sa
    join users u on u.id = sa.user_id
    where sa.kind = ${kind} and sa.${sql.identifier(column)} is not null
      and u.email like ${`${kind === 'teacher' ? 'teacher' : 'hod'}@%`}
    order by sa.${sql.identifier(column)} limit 1`;

/**
 * Where each path parameter's value comes from, first match wins. Ids are real rows of the
 * school, so an allowed caller gets past "not found" where the route lets it; codes that are
 * not ids (verification codes, pass codes) are looked up the same way.
 */
const sources: Source[] = [
  {
    route: /\/users\/:id/,
    param: 'id',
    value: anyRow('users', { where: "email like 'student@%'" }),
  },
  { route: /\/audit\/:id/, param: 'id', value: anyRow('audit_log') },
  { route: /\/academics\/faculties\//, param: 'id', value: anyRow('faculties') },
  { route: /\/academics\/departments\//, param: 'id', value: anyRow('departments') },
  { route: /\/academics\/programme-types\//, param: 'id', value: anyRow('programme_types') },
  { route: /\/academics\/programmes\//, param: 'id', value: anyRow('programmes') },
  { route: /\/academics\/academic-years\//, param: 'id', value: anyRow('academic_years') },
  {
    route: /\/academics\/sessions\//,
    param: 'id',
    // The current session: making it current again changes nothing for the later calls.
    value: anyRow('academic_sessions', { where: 'is_current' }),
  },
  { route: /\/academics\/semesters\//, param: 'id', value: anyRow('semesters') },
  {
    route: /\/academics\/registration-periods\//,
    param: 'id',
    value: anyRow('registration_periods'),
  },
  { route: /\/academics\/courses\//, param: 'id', value: dutyOf('teacher', 'course_id') },
  { route: /\/academics\/curriculum\//, param: 'id', value: anyRow('curriculum_items') },
  { route: /\/academics\/staff-assignments\//, param: 'id', value: anyRow('staff_assignments') },
  {
    route: /\/academics\/grading-schemes\//,
    param: 'id',
    value: anyRow('grading_schemes', { scoped: false }),
  },
  { route: /\/academics\/import\//, param: 'kind', value: () => sql`select 'courses' as v` },
  { route: /\/payments\/banks\//, param: 'id', value: anyRow('banks', { scoped: false }) },
  { route: /\/payments\/school-banks\//, param: 'id', value: anyRow('school_banks') },
  { route: /\/payments\/static-accounts\//, param: 'id', value: anyRow('static_accounts') },
  { route: /\/payments\/fees\//, param: 'id', value: anyRow('fees') },
  {
    route: /\/payments\/receipts\//,
    param: 'reference',
    value: anyRow('payments', { column: 'reference', where: "status = 'paid'" }),
  },
  { route: /\/payments\/:id/, param: 'id', value: anyRow('payments') },
  { route: /\/results\/courses\//, param: 'courseId', value: dutyOf('teacher', 'course_id') },
  { route: /\/results\/sheets\//, param: 'id', value: anyRow('score_sheets') },
  { route: /\/results\/departments\//, param: 'id', value: dutyOf('hod', 'department_id') },
  { route: /\/results\/amendments\//, param: 'id', value: anyRow('result_amendments') },
  { route: /\/results\/mine\/statements\//, param: 'semesterId', value: anyRow('semesters') },
  {
    route: /\/results\/documents\//,
    param: 'code',
    value: anyRow('result_documents', { column: 'code' }),
  },
  { route: /\/hostels\/structure\/hostels\//, param: 'id', value: anyRow('hostels') },
  { route: /\/hostels\/structure\/blocks\//, param: 'id', value: anyRow('hostel_blocks') },
  { route: /\/hostels\/structure\/rooms\//, param: 'id', value: anyRow('hostel_rooms') },
  { route: /\/hostels\/applications\//, param: 'id', value: anyRow('hostel_applications') },
  {
    route: /\/hostels\/slips\//,
    param: 'code',
    value: anyRow('hostel_applications', {
      column: 'verification_code',
      where: 'verification_code is not null',
    }),
  },
  { route: /\/transport\/vehicles\//, param: 'id', value: anyRow('vehicles') },
  { route: /\/transport\/vehicles\//, param: 'kind', value: () => sql`select 'insurance' as v` },
  { route: /\/transport\/routes\//, param: 'id', value: anyRow('transport_routes') },
  { route: /\/transport\/(trips|manifests)\//, param: 'tripId', value: anyRow('route_trips') },
  {
    route: /\/transport\/passes\//,
    param: 'code',
    value: anyRow('transport_subscriptions', {
      column: 'pass_code',
      where: 'pass_code is not null',
    }),
  },
  {
    route: /\/registration\/review\//,
    param: 'registrationId',
    value: anyRow('course_registrations'),
  },
  {
    route: /\/registration\/departments\//,
    param: 'departmentId',
    value: dutyOf('hod', 'department_id'),
  },
  {
    route: /\/registration\/course-forms\//,
    param: 'code',
    value: anyRow('course_registrations', {
      column: 'verification_code',
      where: 'verification_code is not null',
    }),
  },
  { route: /\/registration\/mine\/waitlist\//, param: 'courseId', value: anyRow('courses') },
  {
    route: /\/admissions\/open-programmes\//,
    param: 'school',
    value: (schoolId) => sql`select code as v from schools where id = ${schoolId}`,
  },
  {
    route: /\/admissions\/applications\//,
    param: 'id',
    value: anyRow('applications', { column: 'enrollment_id' }),
  },
  { route: /\/admissions\/my-application\/documents\//, param: 'id', value: anyRow('files') },
  { route: /\/admissions\/exams\//, param: 'id', value: anyRow('entrance_exams') },
  { route: /\/messaging\/campaigns\//, param: 'id', value: anyRow('mail_campaigns') },
  { route: /\/exports\//, param: 'id', value: anyRow('jobs', { scoped: false }) },
  { route: /\/system\/jobs\//, param: 'id', value: anyRow('jobs', { scoped: false }) },
  { route: /\/files\//, param: 'id', value: anyRow('files') },
  { route: /\/users\/:id\/passport/, param: 'id', value: anyRow('users') },
  { route: /\/schools\//, param: 'id', value: (schoolId) => sql`select ${schoolId}::text as v` },
];

/** Every /api route of the app, one per method; HEAD is Fastify's own copy of each GET. */
export function apiRoutes(app: FastifyInstance): RegisteredRoute[] {
  return app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
}

export const routeKey = (route: RegisteredRoute): string => `${route.method} ${route.url}`;

const paramsOf = (url: string): string[] =>
  [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '').filter(Boolean);

/**
 * The real values for every path parameter of `routes` in the school, looked up once; a
 * parameter with no row of its kind gets a random uuid (or a code that matches nothing).
 */
export async function routeTargets(
  db: Db,
  routes: RegisteredRoute[],
  schoolId: string,
): Promise<Map<string, Record<string, string>>> {
  const targets = new Map<string, Record<string, string>>();
  for (const route of routes) {
    const values: Record<string, string> = {};
    for (const param of paramsOf(route.url)) {
      const source = sources.find((s) => s.param === param && s.route.test(route.url));
      const [row] = source
        ? rowsOf<{ v: string | null }>(await db.execute(source.value(schoolId)))
        : [];
      values[param] = row?.v ?? randomUUID();
    }
    targets.set(routeKey(route), values);
  }
  return targets;
}

/** `route` with its path parameters filled from `values`. */
export function fillPath(route: RegisteredRoute, values: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? randomUUID()),
  );
}

/** A request to `route` at `url`: an empty JSON body for a write, as a form without fields. */
export function requestOf(route: RegisteredRoute, url: string): InjectOptions {
  const write = route.method !== 'GET' && route.method !== 'DELETE';
  return {
    method: route.method as InjectOptions['method'],
    url,
    ...(write ? { payload: {} } : {}),
  };
}
