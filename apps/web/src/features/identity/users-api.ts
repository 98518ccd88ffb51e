import type {
  TCreateUserRequest,
  TMessage,
  TRoleKey,
  TUserCounts,
  TUserList,
  TUserSummary,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toQuery } from '@/lib/use-search-state.ts';

export type UserFilters = {
  q: string;
  roles: string;
  status: string;
  schoolId: string;
  page: number;
};

export const PAGE_SIZE = 20;

export function usersQuery(filters: UserFilters) {
  return queryOptions({
    queryKey: ['users', 'list', filters],
    queryFn: ({ signal }) =>
      api<TUserList>(`/api/v1/users?${toQuery({ ...filters, limit: PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const userCountsQuery = queryOptions({
  queryKey: ['users', 'counts'],
  queryFn: ({ signal }) => api<TUserCounts>('/api/v1/users/counts', { signal }),
});

export const usersApi = {
  create: (body: TCreateUserRequest) =>
    api<TUserSummary>('/api/v1/users', { method: 'POST', body }),
  setRoles: (id: string, roles: TRoleKey[]) =>
    api<TUserSummary>(`/api/v1/users/${id}/roles`, { method: 'PUT', body: { roles } }),
  setStatus: (id: string, status: 'active' | 'suspended') =>
    api<TUserSummary>(`/api/v1/users/${id}/status`, { method: 'PUT', body: { status } }),
  resendInvitation: (id: string) =>
    api<TMessage>(`/api/v1/users/${id}/invitation`, { method: 'POST', body: {} }),
};
