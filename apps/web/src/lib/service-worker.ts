/**
 * Registers the service worker (service-worker/sw.ts, built to /sw.js) once the page has
 * loaded, so it never competes with the first page for a weak connection. Production builds
 * only: the development server has no worker to register.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // No worker (a private window that refuses it) leaves the app as it was: online only.
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
