import type { TSchoolDirectory } from '@campusflow/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The schools (apps/api/src/modules/schools/schools.routes.ts). The public directory is here,
// small, for the landing page; the app admin's calls are in schools-admin-api.ts. Every key
// starts with schoolKeys.all.

export const schoolKeys = {
  all: [queryRoots.schools] as const,
  directory: (params: { q: string; page: number; limit: number }) =>
    [...schoolKeys.all, 'directory', params] as const,
  admin: (filters: { q: string; status: string; page: number }) =>
    [...schoolKeys.all, 'admin', filters] as const,
};

export function schoolDirectoryQuery(params: { q: string; page: number; limit: number }) {
  const search = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.q) search.set('q', params.q);
  return queryOptions({
    queryKey: schoolKeys.directory(params),
    queryFn: ({ signal }) =>
      api<TSchoolDirectory>(`/api/v1/schools/directory?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
