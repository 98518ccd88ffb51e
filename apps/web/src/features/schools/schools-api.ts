import type { TSchoolDirectory } from '@campusflow/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function schoolDirectoryQuery(params: { q: string; page: number; limit: number }) {
  const search = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.q) search.set('q', params.q);
  return queryOptions({
    queryKey: ['schools', 'directory', params],
    queryFn: ({ signal }) =>
      api<TSchoolDirectory>(`/api/v1/schools/directory?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
