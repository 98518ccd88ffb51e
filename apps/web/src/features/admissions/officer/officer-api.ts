import type {
  TApplication,
  TApplicationRow,
  TBulkDecisionInput,
  TBulkDecisionResult,
  TDecisionInput,
  TOffering,
  TOfferingInput,
  TProgramme,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The officers' admissions endpoints (apps/api/src/modules/admissions/officer.routes.ts, and the
// offerings in applications.routes.ts). Every query key starts with OFFICER_KEY, so one
// invalidation refreshes lists, quotas, offerings and reviews.

export const OFFICER_KEY = 'admissions-officer';
const base = '/api/v1/admissions';

/** Which decisions an officer page makes: screening, or admission (offer or reject). */
export type OfficerMode = 'screening' | 'admission';

export type TApplicationList = {
  items: TApplicationRow[];
  total: number;
  page: number;
  limit: number;
};
export type TQuotaRow = {
  programmeId: string;
  programmeName: string;
  quota: number;
  offers: number;
  accepted: number;
};

type Query = Record<string, string | number | undefined | null>;

export const applicationsQuery = (query: Query) =>
  queryOptions({
    queryKey: [OFFICER_KEY, 'list', query],
    queryFn: ({ signal }) =>
      api<TApplicationList>(`${base}/applications?${toQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [OFFICER_KEY, 'one', id],
    queryFn: ({ signal }) => api<TApplication>(`${base}/applications/${id}`, { signal }),
  });

/** Programmes offered this session with their quotas; also the programme filter's choices. */
export const quotasQuery = () =>
  queryOptions({
    queryKey: [OFFICER_KEY, 'quotas'],
    queryFn: ({ signal }) => api<{ items: TQuotaRow[] }>(`${base}/quotas`, { signal }),
    staleTime: 30_000,
  });

/** Every programme configured for admission this session, open or closed. */
export const offeringsQuery = () =>
  queryOptions({
    queryKey: [OFFICER_KEY, 'offerings'],
    queryFn: ({ signal }) => api<{ items: TOffering[] }>(`${base}/offerings`, { signal }),
  });

/** Today as YYYY-MM-DD in UTC: the day the server compares closing dates with. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** Whether applicants may choose the programme today. */
export const isOpenToday = (o: Pick<TOffering, 'isOpen' | 'closesAt'>) =>
  o.isOpen && (o.closesAt === null || o.closesAt >= utcToday());

/** A page of the school's active programmes, by name (the offerings panel's rows). */
export const schoolProgrammesQuery = (query: { q: string; page: number; limit: number }) =>
  queryOptions({
    queryKey: [OFFICER_KEY, 'programmes', query],
    queryFn: ({ signal }) =>
      api<{ items: TProgramme[]; total: number }>(
        `/api/v1/academics/programmes?${toQuery({ ...query, sort: 'name' })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** A short-lived signed link to a stored file (document or passport photograph). */
export const fileUrlQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['file-url', fileId],
    queryFn: ({ signal }) =>
      api<{ url: string; expiresAt: string }>(`/api/v1/files/${fileId}/url`, { signal }),
    // Links last longer than this; ask again before one runs out.
    staleTime: 5 * 60_000,
  });

export const officerApi = {
  decide: (id: string, body: TDecisionInput) =>
    api<TApplication>(`${base}/applications/${id}/decisions`, { method: 'POST', body }),
  decideMany: (body: TBulkDecisionInput) =>
    api<TBulkDecisionResult>(`${base}/applications/decisions`, { method: 'POST', body }),
  saveOffering: (body: TOfferingInput) =>
    api<TOffering>(`${base}/offerings`, { method: 'PUT', body }),
};

/** Refreshes every officer list, quota, offering and open review after a change. */
export function useRefreshOfficerData() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [OFFICER_KEY] });
}

const doneWords: Record<TDecisionInput['action'], string> = {
  screening_pass: 'passed screening',
  screening_fail: 'failed screening',
  offer: 'offered admission',
  reject: 'rejected',
};

/**
 * One decision on a selection. Each application is decided on its own; the ones refused come
 * back with their reasons for the page to show.
 */
export function useBulkDecision(onDone: () => void) {
  const refresh = useRefreshOfficerData();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<TBulkDecisionResult['failed']>([]);
  const run = async (body: TBulkDecisionInput) => {
    setBusy(true);
    try {
      const result = await officerApi.decideMany(body);
      setFailed(result.failed);
      if (result.done > 0) notify.success(`${result.done} ${doneWords[body.action]}.`);
      if (result.failed.length > 0) notify.warning(`${result.failed.length} could not be decided.`);
      onDone();
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, failed, clearFailed: () => setFailed([]) };
}
