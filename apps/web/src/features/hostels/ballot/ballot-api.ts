import type {
  TBallotDrawn,
  TBallotOutcome,
  TBallotResult,
  TBallotState,
  TRunBallot,
} from '@campusflow/contracts/hostel-ballot';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The hostel ballot (apps/api/src/modules/hostels/ballot/ballot.routes.ts): the admin's state
// and draw, and the published result every student of the school can check.

const base = '/api/v1/hostels/ballot';
export const RESULT_PAGE_SIZE = 25;

export type BallotResultFilters = { page: number; q: string; outcome: TBallotOutcome | null };

export const ballotKeys = {
  all: [queryRoots.hostels, 'ballot'] as const,
  state: () => [...ballotKeys.all, 'state'] as const,
  result: (filters: BallotResultFilters) => [...ballotKeys.all, 'result', filters] as const,
};

/** The session's ballot as the hostel admin sees it: window, pending, beds, the draw. */
export const ballotStateQuery = () =>
  queryOptions({
    queryKey: ballotKeys.state(),
    queryFn: ({ signal }) => api<TBallotState>(base, { signal }),
  });

/** A page of the published result, searched by rank, matric ending or first name. */
export const ballotResultQuery = (filters: BallotResultFilters) =>
  queryOptions({
    queryKey: ballotKeys.result(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(filters.page),
        limit: String(RESULT_PAGE_SIZE),
      });
      if (filters.q.trim()) params.set('q', filters.q.trim());
      if (filters.outcome) params.set('outcome', filters.outcome);
      return api<TBallotResult>(`${base}/result?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** Reads the state and the result again after the draw (and every hostel page: beds moved). */
export function useRefreshAfterDraw() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [queryRoots.hostels] });
}

export const ballotApi = {
  draw: (input: TRunBallot) =>
    // A draw over thousands of applications writes and mails them all: allow it time.
    api<TBallotDrawn>(`${base}/draw`, { method: 'POST', body: input, timeoutMs: 120_000 }),
  downloadResultCsv: () => downloadFromApi(`${base}/result.csv`, 'hostel-ballot.csv'),
};
