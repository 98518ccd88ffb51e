import type { ErrorCode } from '@campusflow/contracts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { Actor } from './actor.ts';

/**
 * Duties: the records of one kind an actor may act on beyond their role's permission (the
 * courses a lecturer grades, the departments a head approves, the students an officer may
 * see). A duty is answered as a set of ids, so a request about 120 records is one query and
 * one check, not 120 queries. The platform owns the shape and the check; each module answers
 * from its own tables (academics from its staff assignments, through `academics.queries.ts`),
 * so the platform imports no module.
 */
export type DutyIds = ReadonlySet<string>;

/**
 * A module's answer to one duty: of `requested` (every record of the school when omitted),
 * the ids the actor holds the duty for, in one statement. `scope` narrows the duty where it
 * depends on more than the actor (a lecturer teaches a course in a session).
 */
export type DutyQuery<Scope extends object = Record<never, never>> = (
  db: DbOrTx,
  actor: Actor,
  scope: Scope & { requested?: readonly string[] },
) => Promise<DutyIds>;

/**
 * How a refusal reads. Reading another's record answers `not_found` (who has no duty for a
 * record learns nothing of it, not even that it exists); acting on a record the actor may see
 * but not change answers `forbidden`.
 */
export type DutyRefusal = { code: Extract<ErrorCode, 'not_found' | 'forbidden'>; detail?: string };

/** The requested ids the duty does not cover, in the order asked, each once. */
export function outsideDuty(requested: Iterable<string>, allowed: DutyIds): string[] {
  return [...new Set(requested)].filter((id) => !allowed.has(id));
}

/** Throws the refusal when any requested id lies outside the duty; nothing is partly done. */
export function assertWithinDuty(
  requested: Iterable<string>,
  allowed: DutyIds,
  refusal: DutyRefusal,
): void {
  if (outsideDuty(requested, allowed).length > 0) {
    throw new AppError(refusal.code, refusal.detail ? { detail: refusal.detail } : {});
  }
}

/** One duty query over the requested ids, then one check: the shape every service uses. */
export async function requireDuty<Scope extends object>(
  db: DbOrTx,
  actor: Actor,
  query: DutyQuery<Scope>,
  scope: Scope & { requested: readonly string[] },
  refusal: DutyRefusal,
): Promise<void> {
  const allowed = await query(db, actor, scope);
  assertWithinDuty(scope.requested, allowed, refusal);
}
