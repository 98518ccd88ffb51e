import { useSyncExternalStore } from 'react';
import { keptForOffline, OFFLINE_COPY_HEADER } from './offline-reads.ts';

// Which answers on screen are the service worker's kept copies, and from when (issue 20: a
// copy read offline is marked as such). A fresh answer for the same path takes its copy away.

const copies = new Map<string, string>();
const listeners = new Set<() => void>();
let oldest: string | null = null;

/** Notes where an answer came from: the network, or a kept copy saved at the time it carries. */
export function noteAnswer(path: string, headers: Headers): void {
  const pathname = path.split('?')[0] ?? path;
  if (!keptForOffline(pathname)) return;
  const savedAt = headers.get(OFFLINE_COPY_HEADER);
  if (savedAt) copies.set(path, savedAt);
  else if (!copies.delete(path)) return;
  const times = [...copies.values()].sort((a, b) => Date.parse(a) - Date.parse(b));
  const next = times[0] ?? null;
  if (next === oldest) return;
  oldest = next;
  for (const listener of listeners) listener();
}

/** Whether anything on screen is a kept copy, to be fetched again when the connection is back. */
export function hasOfflineCopies(): boolean {
  return copies.size > 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the oldest kept copy on screen was saved (the server's Date), or null: all fresh. */
export function useOfflineCopy(): string | null {
  return useSyncExternalStore(subscribe, () => oldest);
}
