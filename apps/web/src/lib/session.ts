import type { TMe } from '@campusflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';

/** The signed-in user, or null when signed out (401 from GET /api/v1/auth/me). */
export async function fetchSession(): Promise<TMe | null> {
  try {
    return await api<TMe>('/api/v1/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  staleTime: 60_000,
});
