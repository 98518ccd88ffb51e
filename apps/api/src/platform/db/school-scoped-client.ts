import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import { ANY_SCHOOL, SCHOOL_SCOPE_SETTING, wantedSchoolScope } from './school-scope.ts';

const CONFINE = `select set_config('${SCHOOL_SCOPE_SETTING}', $1, false)`;
/** A connection whose setting is unknown (a failed change): the next statement sets it again. */
const UNKNOWN = Symbol('unknown');

/**
 * A pooled PostgreSQL connection that carries the school scope of the work that uses it
 * (`school-scope.ts`) to the server. It remembers what its `campusflow.school_id` holds, and
 * only when a statement comes from work of another scope does it send the change first, on
 * the same connection, then the statement: a rush in one school pays nothing. The setting is the session's (not a transaction's), so it outlives
 * the statement; the change is sent before a transaction's `begin`, never inside one, since a
 * transaction keeps the scope of the work that opened it.
 */
export class SchoolScopedClient extends pg.Client {
  #confinedTo: string | typeof UNKNOWN = '';

  // biome-ignore lint/suspicious/noExplicitAny: passes every overload of pg's query through
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const send = (...a: any[]) => (super.query as (...b: any[]) => any)(...a);
    const asked = wantedSchoolScope();
    const wanted =
      asked !== ANY_SCHOOL ? asked : this.#confinedTo === UNKNOWN ? '' : this.#confinedTo;
    if (wanted === this.#confinedTo) return send(...args);
    this.#confinedTo = wanted;
    // The statement follows once the change is done (pg 9 will not queue behind a running one),
    // in whichever form it was asked: with a callback, a submittable (a cursor), or a promise.
    const confined = send(CONFINE, [wanted]).catch((error: unknown) => {
      this.#confinedTo = UNKNOWN;
      throw error;
    });
    const last = args.at(-1);
    if (typeof last === 'function') {
      confined.then(
        () => send(...args),
        (error: unknown) => last(error),
      );
      return undefined;
    }
    if (typeof args[0]?.submit === 'function') {
      confined.then(
        () => send(...args),
        (error: unknown) => args[0].handleError?.(error),
      );
      return args[0];
    }
    return confined.then(() => send(...args));
  }
}

/**
 * The pool of those connections. pg's pool hands a waiting query its connection from inside
 * whichever query gave one back, that is in another request's work; each waiting callback is
 * bound to the work that asked, so its connection learns the right scope. (A promise waiter
 * keeps its own work already.)
 */
export class SchoolScopedPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: passes pg's callback or promise form through
  override connect(callback?: any): any {
    if (callback === undefined) return super.connect();
    // Not `AsyncResource.bind`: it also makes two deprecated getters per call (2 % of a kept
    // home read's CPU).
    const work = new AsyncResource('SchoolScopedPool.connect');
    // biome-ignore lint/suspicious/noExplicitAny: pg's callback arguments, passed through
    return super.connect((...args: any[]) => work.runInAsyncScope(callback, undefined, ...args));
  }
}
