import type { TAmendment, TAmendmentList, TRequestAmendment } from '@campusflow/contracts/results';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { notify, notifyError } from '@/lib/toast.ts';

// Corrections of published results (apps/api/src/modules/results/amendments/amendments.routes.ts):
// asked by the lecturer or head, approved by the head, then by the exam officer, who applies
// them. Every key starts with amendmentKeys.all.

const base = '/api/v1/results';

/** Which corrections a list shows: the ones still waiting (`open`) or every one. */
export type AmendmentFilter = 'open' | 'all';

export const amendmentKeys = {
  all: [queryRoots.results, 'amendments'] as const,
  list: (state: AmendmentFilter) => [...amendmentKeys.all, state] as const,
};

/** The corrections the signed-in user asked for or decides on (the server scopes them). */
export const amendmentsQuery = (state: AmendmentFilter) =>
  queryOptions({
    queryKey: amendmentKeys.list(state),
    queryFn: ({ signal }) => api<TAmendmentList>(`${base}/amendments?state=${state}`, { signal }),
  });

export const amendmentsApi = {
  request: (sheetId: string, body: TRequestAmendment) =>
    api<TAmendment>(`${base}/sheets/${sheetId}/amendments`, { method: 'POST', body }),
  approve: (id: string) => api<TAmendment>(`${base}/amendments/${id}/approve`, { method: 'POST' }),
  reject: (id: string, body: { reason: string }) =>
    api<TAmendment>(`${base}/amendments/${id}/reject`, { method: 'POST', body }),
};

/**
 * Refreshes the corrections, and every sheet and result of the area: an applied correction
 * changes a published line and the student's standing.
 */
export function useRefreshAmendments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [queryRoots.results] });
}

/** Approves a correction: the head passes it on; the exam officer applies it. */
export function useApproveAmendment(onDone: () => void) {
  const refresh = useRefreshAmendments();
  return useMutation({
    mutationFn: (a: TAmendment) => amendmentsApi.approve(a.id),
    onSuccess: async (a) => {
      notify.success(
        a.state === 'approved'
          ? 'Correction applied. The student’s GPA and CGPA were recomputed.'
          : 'Correction approved. It goes on to the exam officer.',
      );
      onDone();
      await refresh();
    },
    onError: (error) => notifyError(error),
  });
}
