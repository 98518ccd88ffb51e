import type { TGradingScheme, TGradingSchemeList } from '@campusflow/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { academicsKeys } from '../academics-api.ts';

// The platform's grading schemes (apps/api/src/modules/academics/grading.routes.ts).

const base = '/api/v1/academics/grading-schemes';

export const gradingKeys = {
  all: [...academicsKeys.all, 'grading-schemes'] as const,
};

export const gradingSchemesQuery = () =>
  queryOptions({
    queryKey: gradingKeys.all,
    queryFn: ({ signal }) => api<TGradingSchemeList>(`${base}?limit=100`, { signal }),
  });

export function useRefreshGradingSchemes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: gradingKeys.all });
}

export const gradingApi = {
  create: (draft: unknown) => api<TGradingScheme>(base, { method: 'POST', body: draft }),
  update: (id: string, body: unknown) =>
    api<TGradingScheme>(`${base}/${id}`, { method: 'PATCH', body }),
  copy: (id: string) => api<TGradingScheme>(`${base}/${id}/copy`, { method: 'POST', body: {} }),
};
