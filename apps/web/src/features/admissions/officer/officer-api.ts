import type {
  TAdmissionsQueueReport,
  TApplication,
  TApplicationList,
  TBulkDecisionInput,
  TBulkDecisionResult,
  TDecisionInput,
  TExportFormat,
  TOffering,
  TOfferingInput,
  TOfferingList,
  TProgrammeList,
  TQuotas,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { startExport } from '@/lib/export-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The officers' admissions endpoints (apps/api/src/modules/admissions/officer/officer.routes.ts, and the
// offerings in applications.routes.ts). Every query key starts with officerKeys.all, so one
// invalidation refreshes lists, quotas, offerings and reviews.

const base = '/api/v1/admissions';

/** Which decisions an officer page makes: screening, or admission (offer or reject). */
export type OfficerMode = 'screening' | 'admission';

type Query = Record<string, string | number | undefined | null>;

export const officerKeys = {
  all: [queryRoots.admissions, 'officer'] as const,
  list: (query: Query) => [...officerKeys.all, 'list', query] as const,
  one: (id: string) => [...officerKeys.all, 'one', id] as const,
  quotas: () => [...officerKeys.all, 'quotas'] as const,
  offerings: () => [...officerKeys.all, 'offerings'] as const,
  programmes: (query: Query) => [...officerKeys.all, 'programmes', query] as const,
  queue: () => [...officerKeys.all, 'queue'] as const,
};

/** The session's applications by stage, for the admission officer's queue figures. */
export const admissionsQueueQuery = () =>
  queryOptions({
    queryKey: officerKeys.queue(),
    queryFn: ({ signal }) =>
      api<TAdmissionsQueueReport>('/api/v1/reports/admissions-queue', { signal }),
    staleTime: 30_000,
  });

export const applicationsQuery = (query: Query) =>
  queryOptions({
    queryKey: officerKeys.list(query),
    queryFn: ({ signal }) =>
      api<TApplicationList>(`${base}/applications?${toQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: officerKeys.one(id),
    queryFn: ({ signal }) => api<TApplication>(`${base}/applications/${id}`, { signal }),
  });

/** Programmes offered this session with their quotas; also the programme filter's choices. */
export const quotasQuery = () =>
  queryOptions({
    queryKey: officerKeys.quotas(),
    queryFn: ({ signal }) => api<TQuotas>(`${base}/quotas`, { signal }),
    staleTime: 30_000,
  });

/** Every programme configured for admission this session, open or closed. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: officerKeys.offerings(),
    queryFn: ({ signal }) => api<TOfferingList>(`${base}/offerings`, { signal }),
  });

/** Today as YYYY-MM-DD in UTC: the day the server compares closing dates with. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** Whether applicants may choose the programme today. */
export const isOpenToday = (o: Pick<TOffering, 'isOpen' | 'closesAt'>) =>
  o.isOpen && (o.closesAt === null || o.closesAt >= utcToday());

/** A page of the school's active programmes, by name (the offerings panel's rows). */
export const schoolProgrammesQuery = (query: { q: string; page: number; limit: number }) =>
  queryOptions({
    queryKey: officerKeys.programmes(query),
    queryFn: ({ signal }) =>
      api<TProgrammeList>(`/api/v1/academics/programmes?${toQuery({ ...query, sort: 'name' })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const officerApi = {
  decide: (id: string, body: TDecisionInput) =>
    api<TApplication>(`${base}/applications/${id}/decisions`, { method: 'POST', body }),
  decideMany: (body: TBulkDecisionInput) =>
    api<TBulkDecisionResult>(`${base}/applications/decisions`, { method: 'POST', body }),
  saveOffering: (body: TOfferingInput) =>
    api<TOffering>(`${base}/offerings`, { method: 'PUT', body }),
  /** The applications a list's filters and sort show, as CSV or XLSX. */
  exportApplications: (query: Query, format: TExportFormat) =>
    startExport(`${base}/applications`, format, query),
};

/** Refreshes every officer list, quota, offering and open review after a change. */
export function useRefreshOfficerData() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: officerKeys.all });
}

const doneWords: Record<TDecisionInput['action'], string> = {
  screening_pass: 'passed screening',
  screening_fail: 'failed screening',
  offer: 'offered admission',
  reject: 'rejected',
};

/**
 * The decision on one application. `decided` runs before the refresh: the refreshed review may
 * show another panel (a new stage), so whatever the page says must be said first.
 */
export function useDecision(
  id: string,
  handlers: { decided: (body: TDecisionInput) => void; refused: (error: Error) => void },
) {
  const refresh = useRefreshOfficerData();
  return useMutation({
    mutationFn: (body: TDecisionInput) => officerApi.decide(id, body),
    onSuccess: async (_app, body) => {
      handlers.decided(body);
      await refresh();
    },
    onError: handlers.refused,
  });
}

/**
 * One decision on a selection. Each application is decided on its own; the ones refused come
 * back with their reasons for the page to show.
 */
export function useBulkDecision(onDone: () => void) {
  const refresh = useRefreshOfficerData();
  const [failed, setFailed] = useState<TBulkDecisionResult['failed']>([]);
  const mutation = useMutation({
    mutationFn: officerApi.decideMany,
    onSuccess: async (result, body) => {
      setFailed(result.failed);
      if (result.done > 0) notify.success(`${result.done} ${doneWords[body.action]}.`);
      if (result.failed.length > 0) notify.warning(`${result.failed.length} could not be decided.`);
      onDone();
      await refresh();
    },
    onError: (error) => notifyError(error),
  });
  return {
    run: (body: TBulkDecisionInput) => mutation.mutate(body),
    busy: mutation.isPending,
    failed,
    clearFailed: () => setFailed([]),
  };
}
