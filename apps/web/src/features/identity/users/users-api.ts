import type {
  TAuditPage,
  TCreateUserRequest,
  TExportFormat,
  TMessage,
  TRoleKey,
  TSignInsReport,
  TUserCounts,
  TUserList,
  TUserSummary,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startExport } from '@/lib/export-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

export type UserFilters = {
  q: string;
  roles: string;
  status: string;
  schoolId: string;
  page: number;
};

export const PAGE_SIZE = 20;

// The users of a school or of the platform (apps/api/src/modules/identity/users/users.routes.ts).
// Every key starts with userKeys.all.

export const userKeys = {
  all: [queryRoots.identity, 'users'] as const,
  list: (filters: UserFilters) => [...userKeys.all, 'list', filters] as const,
  counts: () => [...userKeys.all, 'counts'] as const,
  recentActivity: () => [...userKeys.all, 'recent-activity'] as const,
  signIns: () => [...userKeys.all, 'sign-ins'] as const,
};

export function usersQuery(filters: UserFilters) {
  return queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) =>
      api<TUserList>(`/api/v1/users?${toQuery({ ...filters, limit: PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const userCountsQuery = queryOptions({
  queryKey: userKeys.counts(),
  queryFn: ({ signal }) => api<TUserCounts>('/api/v1/users/counts', { signal }),
});

/** The school's sign-ins and failures per day over 30 days, on the administrator's home. */
export const signInsQuery = queryOptions({
  queryKey: userKeys.signIns(),
  queryFn: ({ signal }) => api<TSignInsReport>('/api/v1/reports/sign-ins', { signal }),
  staleTime: 60_000,
});

/** The school's latest audit entries, on the administrator's home page. */
export const recentActivityQuery = queryOptions({
  queryKey: userKeys.recentActivity(),
  queryFn: ({ signal }) => api<TAuditPage>('/api/v1/audit/logs?limit=8', { signal }),
});

/** Reads every user list and count again after a change. */
export function useRefreshUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userKeys.all });
}

export const usersApi = {
  create: (body: TCreateUserRequest) =>
    api<TUserSummary>('/api/v1/users', { method: 'POST', body }),
  setRoles: (id: string, roles: TRoleKey[]) =>
    api<TUserSummary>(`/api/v1/users/${id}/roles`, { method: 'PUT', body: { roles } }),
  setStatus: (id: string, status: 'active' | 'suspended') =>
    api<TUserSummary>(`/api/v1/users/${id}/status`, { method: 'PUT', body: { status } }),
  resendInvitation: (id: string) =>
    api<TMessage>(`/api/v1/users/${id}/invitation`, { method: 'POST', body: {} }),
  /** The users these filters show, as CSV or XLSX. */
  exportUsers: (filters: Omit<UserFilters, 'page'>, format: TExportFormat) =>
    startExport('/api/v1/users', format, filters),
};
