import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';

/** One client for the whole app; route loaders use it too, so data is fetched once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again; network trouble might.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
