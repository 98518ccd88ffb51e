import type { TSchoolReport, TWeeklySummaryState } from '@campusflow/contracts/reports';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { notify, notifyError } from '@/lib/toast.ts';

// The school's figures for the manager's and head of school's homes
// (apps/api/src/modules/reports/). Every key starts with reportKeys.all.

export const reportKeys = {
  all: [queryRoots.reports] as const,
  school: () => [...reportKeys.all, 'school'] as const,
  weeklySummary: (role: string | null) => [...reportKeys.all, 'weekly-summary', role] as const,
};

export const schoolReportQuery = () =>
  queryOptions({
    queryKey: reportKeys.school(),
    queryFn: ({ signal }) => api<TSchoolReport>('/api/v1/reports/school', { signal }),
    staleTime: 60_000,
  });

/** Whether the officer receives their home's figures by e-mail each week, in the role acted in. */
export const weeklySummaryQuery = (role: string | null) =>
  queryOptions({
    queryKey: reportKeys.weeklySummary(role),
    queryFn: ({ signal }) => api<TWeeklySummaryState>('/api/v1/reports/weekly-summary', { signal }),
    staleTime: 5 * 60_000,
  });

/** Starts or stops the weekly summary e-mail, and says so. */
export function useSetWeeklySummary(role: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api<TWeeklySummaryState>('/api/v1/reports/weekly-summary', {
        method: 'PUT',
        body: { subscribed },
      }),
    onSuccess: (state) => {
      client.setQueryData(reportKeys.weeklySummary(role), state);
      notify.success(
        state.subscribed
          ? 'You will receive these figures by e-mail every Monday morning.'
          : 'The weekly e-mail is stopped.',
      );
    },
    onError: (error) => notifyError(error),
  });
}
