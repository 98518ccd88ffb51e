/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  forgetOfflineReads,
  keptForOffline,
  OFFLINE_COPY_HEADER,
  OFFLINE_READS_CACHE,
} from '../src/lib/offline-reads.ts';

// The service worker (issue 20): the app's frame opens without a connection, page parts seen
// once open again offline, and a student's last-seen answers can be read offline, marked as
// copies. A new build takes over at once: every asset name carries its content's hash.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/** How long a page waits for the network before the kept frame is shown instead. */
const SHELL_WAIT_MS = 5_000;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** Resolves after `ms` to what `fallback` gives. */
const after = <T>(ms: number, fallback: () => Promise<T>) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(fallback()), ms));

// Pages: from the network, which knows the newest build; the kept frame when there is no
// network, or when a weak one has not answered in SHELL_WAIT_MS.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const shell = () => matchPrecache('/index.html');
      const network = fetch(request);
      // The race below may be won by the kept frame; a late failure then concerns no one.
      network.catch(() => {});
      try {
        const kept = await shell();
        if (!kept) return await network;
        return await Promise.race([
          network,
          after(SHELL_WAIT_MS, async () => (await shell()) ?? network),
        ]);
      } catch {
        return (await shell()) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/dev\//] },
  ),
);

// The frame: index.html and the files it names (the manifest is cut to them at build time).
precacheAndRoute(self.__WB_MANIFEST);

// Page parts (hashed, so never stale): kept as they are first used.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'campusflow-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

/** The kept answer, marked with when the server sent it. */
function markedCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, response.headers.get('date') ?? new Date(0).toUTCString());
  return new Response(response.body, { status: response.status, headers });
}

// A student's last-seen answers: fresh from the network, the kept copy when it fails.
registerRoute(
  ({ url, sameOrigin, request }) =>
    sameOrigin && request.method === 'GET' && keptForOffline(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_READS_CACHE,
    // The role header varies between calls; the answer kept is the user's either way.
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        // A session that has ended leaves nothing behind to read.
        fetchDidSucceed: async ({ response }) => {
          if (response.status === 401) await forgetOfflineReads();
          return response;
        },
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse ? markedCopy(cachedResponse) : cachedResponse,
      },
    ],
  }),
);
