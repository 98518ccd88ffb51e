import type {
  TDepartmentSheetsPage,
  TResultsProgress,
  TReturnScoreSheet,
  TScoreSheet,
  TSheetHistory,
  TSheetReview,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The review of score sheets: the HOD's list and approval page, the exam officer's progress and
// a sheet's history (apps/api/src/modules/results/review/review.routes.ts). Every key starts
// with sheetReviewKeys.all, so one invalidation after a decision refreshes lists and sheets.

const base = '/api/v1/results';

type Query = Record<string, string | number | undefined | null>;

export const SHEETS_PAGE_SIZE = 20;

export const sheetReviewKeys = {
  all: [queryRoots.results, 'review'] as const,
  department: (departmentId: string, query: Query) =>
    [...sheetReviewKeys.all, 'department', departmentId, query] as const,
  sheet: (id: string) => [...sheetReviewKeys.all, 'sheet', id] as const,
  history: (id: string) => [...sheetReviewKeys.all, 'history', id] as const,
  progress: () => [...sheetReviewKeys.all, 'progress'] as const,
};

/** A page of the department's courses this session with their sheets' states. */
export const departmentSheetsQuery = (departmentId: string, query: Query) =>
  queryOptions({
    queryKey: sheetReviewKeys.department(departmentId, query),
    queryFn: ({ signal }) =>
      api<TDepartmentSheetsPage>(
        `${base}/departments/${departmentId}/sheets?${toQuery({ limit: SHEETS_PAGE_SIZE, ...query })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** A sheet with its distribution, flags and the course's earlier sessions. */
export const sheetReviewQuery = (sheetId: string) =>
  queryOptions({
    queryKey: sheetReviewKeys.sheet(sheetId),
    queryFn: ({ signal }) => api<TSheetReview>(`${base}/sheets/${sheetId}/review`, { signal }),
  });

/** Who moved the sheet along its chain, oldest first. */
export const sheetHistoryQuery = (sheetId: string) =>
  queryOptions({
    queryKey: sheetReviewKeys.history(sheetId),
    queryFn: ({ signal }) => api<TSheetHistory>(`${base}/sheets/${sheetId}/history`, { signal }),
  });

/** The session's sheets by department and state (the exam officer's home). */
export const resultsProgressQuery = () =>
  queryOptions({
    queryKey: sheetReviewKeys.progress(),
    queryFn: ({ signal }) => api<TResultsProgress>(`${base}/progress`, { signal }),
  });

export const sheetReviewApi = {
  approve: (sheetId: string) =>
    api<TScoreSheet>(`${base}/sheets/${sheetId}/approve`, { method: 'POST' }),
  giveBack: (sheetId: string, body: TReturnScoreSheet) =>
    api<TScoreSheet>(`${base}/sheets/${sheetId}/return`, { method: 'POST', body }),
};

/** Refreshes every list, sheet, history and progress of the review after a decision. */
export function useRefreshSheetReview() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sheetReviewKeys.all });
}

/** The HOD approves a submitted sheet: it goes on to the exam officer. */
export function useApproveSheet(sheetId: string, onDone: () => void) {
  const refresh = useRefreshSheetReview();
  return useMutation({
    mutationFn: () => sheetReviewApi.approve(sheetId),
    onSuccess: async () => {
      notify.success('Score sheet approved. It goes on to the exam officer.');
      onDone();
      await refresh();
    },
    onError: (error) => notifyError(error),
  });
}
