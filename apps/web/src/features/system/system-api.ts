import type { TJob, TJobPage, TJobSummary } from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The app admin's system endpoints (apps/api/src/modules/system/jobs.routes.ts). Every query
// key starts with SYSTEM_KEY, so one invalidation refreshes the list and the counts.

export const SYSTEM_KEY = 'system';
const base = '/api/v1/system/jobs';
export const JOBS_PAGE_SIZE = 25;
/** The page follows the runner while it is open. */
const REFRESH_MS = 10_000;

export type JobFilters = { state: string; name: string; page: number };

export const jobsQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: [SYSTEM_KEY, 'jobs', filters],
    queryFn: ({ signal }) =>
      api<TJobPage>(`${base}?${toQuery({ ...filters, limit: JOBS_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const jobSummaryQuery = () =>
  queryOptions({
    queryKey: [SYSTEM_KEY, 'summary'],
    queryFn: ({ signal }) => api<TJobSummary>(`${base}/summary`, { signal }),
    refetchInterval: REFRESH_MS,
  });

/** Queues a failed job again; refreshes the list and the counts. */
export function useRetryJob(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: TJob) => api<TJob>(`${base}/${job.id}/retry`, { method: 'POST' }),
    onSuccess: (job) => {
      notify.success(`${job.name} is queued to run again.`);
      void client.invalidateQueries({ queryKey: [SYSTEM_KEY] });
      onDone();
    },
    onError: (error) => {
      notifyError(error);
      onDone();
    },
  });
}
