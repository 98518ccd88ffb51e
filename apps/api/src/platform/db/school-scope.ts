import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The school a piece of work is confined to, carried with it wherever it goes (issue 19's
 * second wall). A signed-in school member's request runs inside its school's scope; on
 * PostgreSQL every statement it sends reaches a connection whose `campusflow.school_id` names
 * that school, and row-level security (migration 0032) hides and refuses every other school's
 * rows. Outside a scope (a public route, a platform operator, a job, a migration) nothing is
 * confined by the database, and the application's own checks are the only wall.
 */
const scope = new AsyncLocalStorage<string>();

/** Work that takes a connection in whatever scope it is in (`runInAnySchoolScope`). */
export const ANY_SCHOOL = '*';

/** The setting row-level security reads; '' means "not confined". */
export const SCHOOL_SCOPE_SETTING = 'campusflow.school_id';

/** What the current work asks of a connection: a school, '' (unconfined) or ANY_SCHOOL. */
export function wantedSchoolScope(): string {
  return scope.getStore() ?? '';
}

/**
 * Runs `work` confined to `schoolId` (unconfined for null). A query of the builder is sent
 * when it is awaited, so `work` must await its queries itself (`async () => await db...`);
 * one returned unawaited would run after the scope is left.
 */
export function runInSchoolScope<T>(schoolId: string | null, work: () => T): T {
  return schoolId ? scope.run(schoolId, work) : scope.exit(work);
}

/**
 * Runs read-only `work` on a connection left in the scope of whatever it served last, to save
 * changing it: for a read whose caller trusts only a row it finds whole (the wall hides rows,
 * it never makes them up) and asks again unconfined otherwise. Same rule as above on awaiting.
 */
export function runInAnySchoolScope<T>(work: () => T): T {
  return scope.run(ANY_SCHOOL, work);
}
