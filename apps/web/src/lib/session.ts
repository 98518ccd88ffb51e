import type { TMe } from '@campusflow/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, api, endsSession, SESSION_PATH } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

/**
 * The signed-in user, or null when signed out (a 401 from GET /api/v1/auth/me, or a suspended
 * account). A session that ended while the app thought it was signed in is not silent: the API
 * client tells the app (app/session-events.ts), which signs the user out with the API's message.
 */
export async function fetchSession(): Promise<TMe | null> {
  try {
    return await api<TMe>(SESSION_PATH);
  } catch (error) {
    if (error instanceof ApiError && endsSession(error, SESSION_PATH)) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: [queryRoots.session],
  queryFn: fetchSession,
  staleTime: 60_000,
});

/**
 * Forgets everything fetched for the user as the role they acted as: all but the session and
 * the public runtime settings. For a change of role (data fetched under the previous one may not
 * be the new one's) and for the end of a session.
 */
export function forgetUserQueries(queryClient: QueryClient): void {
  const kept: readonly unknown[] = [queryRoots.session, queryRoots.runtimeConfig];
  queryClient.removeQueries({ predicate: (query) => !kept.includes(query.queryKey[0]) });
}
