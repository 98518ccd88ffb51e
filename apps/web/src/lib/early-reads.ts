import type { TRoleKey } from '@campusflow/contracts/constants';

/**
 * A read index.html starts before the app's code arrives (issue 20: on a slow link the student's
 * home then has its data when its code has run, a round trip sooner). `response` is null when
 * the request failed; the app then asks again itself.
 */
export type EarlyRead = {
  path: string;
  role: string | null;
  at: number;
  response: Promise<Response | null>;
};

declare global {
  interface Window {
    campusflowEarlyReads?: EarlyRead[];
  }
}

/** An early read serves the page's first start, not a visit to the same page later on. */
export const EARLY_READ_FRESH_MS = 5_000;

/**
 * The early read of this path, asked for with this role, if there is one still fresh: handed out
 * once, then forgotten.
 */
export function takeEarlyRead(
  path: string,
  role: TRoleKey | null,
): Promise<Response | null> | null {
  const reads = typeof window === 'undefined' ? undefined : window.campusflowEarlyReads;
  if (!reads) return null;
  const index = reads.findIndex(
    (read) =>
      read.path === path && read.role === role && Date.now() - read.at < EARLY_READ_FRESH_MS,
  );
  if (index < 0) return null;
  const [read] = reads.splice(index, 1);
  return read?.response ?? null;
}

/** The promise's value, or the signal's reason once it aborts (a time-out, a cancelled query). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
