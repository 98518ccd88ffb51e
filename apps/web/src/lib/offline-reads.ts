// What the service worker keeps for reading offline (issue 20): the signed-in user, and a
// student's home, fees, payments, registration and results, each as last seen. Shared by the
// worker (service-worker/sw.ts) and the app, so both name the same cache and header.

/** The cache that holds those answers; emptied when the user signs out or the session ends. */
export const OFFLINE_READS_CACHE = 'campusflow-offline-reads';

/** Set by the worker on an answer it gave from that cache: when the server sent it (its Date). */
export const OFFLINE_COPY_HEADER = 'x-campusflow-offline-copy';

const KEPT_PATHS = new Set([
  '/api/config',
  '/api/v1/auth/me',
  '/api/v1/academics/my-enrollment',
  '/api/v1/reports/student-home',
  '/api/v1/payments/my-fees',
  '/api/v1/payments/mine',
  '/api/v1/registration/mine',
  '/api/v1/results/mine',
]);

/** Whether a GET of this path is kept for reading offline. */
export function keptForOffline(pathname: string): boolean {
  return KEPT_PATHS.has(pathname);
}

/** Forgets every kept answer (sign-out, a session that ended): nothing stays on a shared phone. */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_READS_CACHE);
}
