import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';

/**
 * Spec section 8: server errors (5xx), timeouts (408) and "too many requests" (429) are asked
 * again, as is network trouble; any other 4xx will not get better by asking again.
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  // Offline, the page says so at once; it asks again when the connection is back.
  if (error.code === 'offline') return false;
  const { status } = error;
  return status === 0 || status >= 500 || status === 408 || status === 429;
}

/** One client for the whole app; route loaders use it too, so data is fetched once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Asked even offline: the service worker may hold a kept copy (issue 20), and a page that
      // has none says so rather than waiting in silence.
      networkMode: 'offlineFirst',
      retry: (failures, error) => failures < 2 && worthRetrying(error),
      refetchOnWindowFocus: false,
    },
  },
});
