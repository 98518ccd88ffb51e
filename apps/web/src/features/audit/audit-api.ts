import type { TAuditActions, TAuditPage } from '@campusflow/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The audit log (apps/api/src/modules/audit/audit.routes.ts): read only.

export const AUDIT_PAGE_SIZE = 25;

type Filters = Record<string, string>;

export const auditKeys = {
  all: [queryRoots.audit] as const,
  actions: () => [...auditKeys.all, 'actions'] as const,
  logs: (filters: Filters, page: number) => [...auditKeys.all, 'logs', filters, page] as const,
};

/** Every action name the log holds, for the filter. */
export const auditActionsQuery = () =>
  queryOptions({
    queryKey: auditKeys.actions(),
    queryFn: ({ signal }) => api<TAuditActions>('/api/v1/audit/actions', { signal }),
  });

export const auditLogsQuery = (filters: Filters, page: number) =>
  queryOptions({
    queryKey: auditKeys.logs(filters, page),
    queryFn: ({ signal }) =>
      api<TAuditPage>(
        `/api/v1/audit/logs?${toQuery({ ...filters, page, limit: AUDIT_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
