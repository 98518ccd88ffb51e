import type { TSchoolReport } from '@campusflow/contracts/reports';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The school's figures for the manager's and head of school's homes
// (apps/api/src/modules/reports/). Every key starts with reportKeys.all.

export const reportKeys = {
  all: [queryRoots.reports] as const,
  school: () => [...reportKeys.all, 'school'] as const,
};

export const schoolReportQuery = () =>
  queryOptions({
    queryKey: reportKeys.school(),
    queryFn: ({ signal }) => api<TSchoolReport>('/api/v1/reports/school', { signal }),
    staleTime: 60_000,
  });
