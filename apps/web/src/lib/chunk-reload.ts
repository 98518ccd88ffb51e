/** Spec sections 4 and 9: a reload for the same path is suppressed for 10 seconds. */
export const RELOAD_SUPPRESSION_MS = 10_000;
const STORAGE_KEY = 'campusflow.chunkReloads';

type ReloadLog = Record<string, number>;

export type ReloadStore = { read(): ReloadLog; write(log: ReloadLog): void };

export const sessionReloadStore: ReloadStore = {
  read() {
    try {
      const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      return value && typeof value === 'object' ? (value as ReloadLog) : {};
    } catch {
      return {};
    }
  },
  write(log) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(log));
    } catch {
      // No storage: the next failure may reload again, which is the lesser harm.
    }
  },
};

/**
 * Decides whether a failed page part for `path` should reload the page now, and records the
 * reload. False when this path was reloaded less than 10 seconds ago.
 */
export function claimReload(path: string, now: number, store: ReloadStore): boolean {
  const log = store.read();
  const last = log[path];
  if (last !== undefined && now - last < RELOAD_SUPPRESSION_MS) return false;
  const recent: ReloadLog = {};
  for (const [key, at] of Object.entries(log)) {
    if (now - at < RELOAD_SUPPRESSION_MS) recent[key] = at;
  }
  recent[path] = now;
  store.write(recent);
  return true;
}

/** Reloads once for a page part that failed to load; rethrows when suppressed. */
export function reloadForFailedChunk(error: unknown): never | Promise<never> {
  const path = window.location.pathname;
  if (!claimReload(path, Date.now(), sessionReloadStore)) throw error;
  window.location.reload();
  // Keep the router waiting while the page reloads.
  return new Promise<never>(() => {});
}
