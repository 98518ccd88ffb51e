import type {
  TApproveResult,
  TExportFormat,
  TReturnRegistration,
  TReviewDetail,
  TReviewOverview,
  TReviewPage,
  TUnregisteredPage,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startExport } from '@/lib/export-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The head of department's review of course registrations
// (apps/api/src/modules/registration/review/review.routes.ts). Every key starts with
// reviewKeys.all, so one invalidation after a decision refreshes lists, overview and drawer.

const base = '/api/v1/registration';

type Query = Record<string, string | number | undefined | null>;

export const reviewKeys = {
  all: [queryRoots.registration, 'review'] as const,
  list: (departmentId: string, query: Query) =>
    [...reviewKeys.all, 'list', departmentId, query] as const,
  overview: (departmentId: string) => [...reviewKeys.all, 'overview', departmentId] as const,
  unregistered: (departmentId: string, query: Query) =>
    [...reviewKeys.all, 'unregistered', departmentId, query] as const,
  one: (id: string) => [...reviewKeys.all, 'one', id] as const,
};

/** A page of the department's registrations of the semester under review. */
export const departmentRegistrationsQuery = (departmentId: string, query: Query) =>
  queryOptions({
    queryKey: reviewKeys.list(departmentId, query),
    queryFn: ({ signal }) =>
      api<TReviewPage>(`${base}/departments/${departmentId}/registrations?${toQuery(query)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Counts by state and level, students not registered, courses nearly full. */
export const reviewOverviewQuery = (departmentId: string) =>
  queryOptions({
    queryKey: reviewKeys.overview(departmentId),
    queryFn: ({ signal }) =>
      api<TReviewOverview>(`${base}/departments/${departmentId}/overview`, { signal }),
  });

/** A page of the department's students who have not submitted a registration. */
export const unregisteredStudentsQuery = (departmentId: string, query: Query) =>
  queryOptions({
    queryKey: reviewKeys.unregistered(departmentId, query),
    queryFn: ({ signal }) =>
      api<TUnregisteredPage>(`${base}/departments/${departmentId}/unregistered?${toQuery(query)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const reviewDetailQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.one(id),
    queryFn: ({ signal }) => api<TReviewDetail>(`${base}/review/${id}`, { signal }),
  });

export const reviewApi = {
  approve: (departmentId: string, registrationIds: string[]) =>
    api<TApproveResult>(`${base}/departments/${departmentId}/approve`, {
      method: 'POST',
      body: { registrationIds },
    }),
  giveBack: (id: string, body: TReturnRegistration) =>
    api<TReviewDetail>(`${base}/review/${id}/return`, { method: 'POST', body }),
  /** The department's registrations these filters show, as CSV or XLSX. */
  exportRegistrations: (departmentId: string, query: Query, format: TExportFormat) =>
    startExport(`${base}/departments/${departmentId}/registrations`, format, query),
};

/** Refreshes every list, overview and open registration of the review after a decision. */
export function useRefreshReview() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.all });
}

/**
 * Approves registrations of the department; says how many were approved and why the others
 * were not, then refreshes.
 */
export function useApprove(departmentId: string, onDone: (result: TApproveResult) => void) {
  const refresh = useRefreshReview();
  return useMutation({
    mutationFn: (ids: string[]) => reviewApi.approve(departmentId, ids),
    onSuccess: async (result) => {
      if (result.approved > 0) {
        notify.success(
          result.approved === 1
            ? 'Registration approved.'
            : `${result.approved} registrations approved.`,
        );
      }
      if (result.skipped.length > 0) notify.warning(`${result.skipped.length} not approved.`);
      onDone(result);
      await refresh();
    },
    onError: (error) => notifyError(error),
  });
}
