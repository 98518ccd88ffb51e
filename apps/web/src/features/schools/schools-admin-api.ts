import type {
  TCreateSchoolRequest,
  TSchool,
  TSchoolList,
  TUpdateSchoolRequest,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toQuery } from '@/lib/use-search-state.ts';
import { schoolKeys } from './schools-api.ts';

export const SCHOOLS_PAGE_SIZE = 20;

export function schoolsQuery(filters: { q: string; status: string; page: number }) {
  return queryOptions({
    queryKey: schoolKeys.admin(filters),
    queryFn: ({ signal }) =>
      api<TSchoolList>(`/api/v1/schools?${toQuery({ ...filters, limit: SCHOOLS_PAGE_SIZE })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Reads every school list and the directory again after a change. */
export function useRefreshSchools() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: schoolKeys.all });
}

export const schoolsAdminApi = {
  create: (body: TCreateSchoolRequest) => api<TSchool>('/api/v1/schools', { method: 'POST', body }),
  update: (id: string, body: TUpdateSchoolRequest) =>
    api<TSchool>(`/api/v1/schools/${id}`, { method: 'PATCH', body }),
  uploadLogo: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api<TSchool>(`/api/v1/schools/${id}/logo`, { method: 'PUT', body: form });
  },
};
