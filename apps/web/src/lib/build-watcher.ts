import type { TBuildInfo } from '@campusflow/contracts';
import { BUILD_INFO_PATH } from '@campusflow/contracts/constants';

export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** The build id now on the server, or null when it cannot be read. */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_INFO_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<TBuildInfo> | null;
    return typeof body?.buildId === 'string' ? body.buildId : null;
  } catch {
    return null;
  }
}

/**
 * Checks for a newer build periodically and whenever the tab becomes visible; calls
 * `onNewBuild` once when the server's build id differs from the running one.
 */
export function watchForNewBuild(currentBuildId: string, onNewBuild: () => void): () => void {
  if (currentBuildId === 'dev') return () => {};
  let notified = false;
  const check = async () => {
    if (notified) return;
    const latest = await fetchLatestBuildId();
    if (latest && latest !== currentBuildId) {
      notified = true;
      onNewBuild();
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
