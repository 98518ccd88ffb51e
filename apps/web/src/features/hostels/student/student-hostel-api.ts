import type {
  TAllocationSlipCheck,
  THostelApplication,
  TMyAccommodation,
} from '@campusflow/contracts/hostels';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRecheckTurn } from '@/features/waiting-room/gate/turn-api.ts';
import { ApiError, api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The student's hostel accommodation and the public check of an allocation slip
// (apps/api/src/modules/hostels/student/student-hostel.routes.ts, slip/slip.routes.ts).

const base = '/api/v1/hostels';

export const studentHostelKeys = {
  all: [queryRoots.hostels, 'student'] as const,
  mine: () => [...studentHostelKeys.all, 'mine'] as const,
  slipCheck: (code: string) => [queryRoots.hostels, 'slip-check', code] as const,
};

/** The rules, the blockers, the hostels open to the student and their application. */
export const myAccommodationQuery = () =>
  queryOptions({
    queryKey: studentHostelKeys.mine(),
    queryFn: ({ signal }) => api<TMyAccommodation>(`${base}/mine`, { signal }),
  });

/** Reads the page again: after applying, paying, withdrawing, or a refusal that may be stale. */
export function useRefreshMyAccommodation() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: studentHostelKeys.all });
}

/** Applying for a bed (with hostel preferences, in order), and giving it back. */
export function useHostelApplication() {
  const refresh = useRefreshMyAccommodation();
  const recheckTurn = useRecheckTurn();
  const apply = useMutation({
    mutationFn: (preferences: string[]) =>
      api<THostelApplication>(`${base}/mine/apply`, { method: 'POST', body: { preferences } }),
    onError: recheckTurn,
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => api<void>(`${base}/mine/withdraw`, { method: 'POST' }),
    onSettled: refresh,
  });
  return { apply, withdraw };
}

export const studentHostelApi = {
  downloadSlip: () => downloadFromApi(`${base}/mine/slip.pdf`, 'allocation-slip.pdf'),
};

export type TAllocationSlipAnswer =
  | { verified: true; slip: TAllocationSlipCheck }
  | { verified: false; message: string };

/** Whether a code is that of a current allocation: its facts, or the API's "no such slip". */
export const allocationSlipCheckQuery = (code: string) =>
  queryOptions({
    queryKey: studentHostelKeys.slipCheck(code),
    queryFn: async ({ signal }): Promise<TAllocationSlipAnswer> => {
      try {
        const slip = await api<TAllocationSlipCheck>(`${base}/slips/${encodeURIComponent(code)}`, {
          signal,
        });
        return { verified: true, slip };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'allocation_slip_not_found') {
          return { verified: false, message: error.message };
        }
        throw error;
      }
    },
  });
