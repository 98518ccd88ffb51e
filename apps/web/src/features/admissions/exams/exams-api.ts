import type {
  TAddCandidatesResult,
  TCandidateList,
  TEligibleCount,
  TEntranceExam,
  TEntranceExamInput,
  TEntranceExamList,
  TExamsQueueReport,
  TProgrammeList,
  TScoreEntry,
  TScoreEntryResult,
  TScoreUploadResult,
  TUpdateEntranceExam,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

const base = '/api/v1/admissions/exams';

export const EXAMS_PAGE_SIZE = 20;
export const CANDIDATES_PAGE_SIZE = 50;
/** A file of a few thousand first scores takes a while: each one moves an application on. */
const UPLOAD_TIMEOUT_MS = 180_000;

type CandidateFilters = { q: string; scored: string; page: number };

/** Every query of the exam pages starts with examKeys.all, for invalidation. */
export const examKeys = {
  all: [queryRoots.admissions, 'exams'] as const,
  list: (page: number) => [...examKeys.all, 'list', page] as const,
  detail: (id: string) => [...examKeys.all, 'detail', id] as const,
  candidates: (id: string, filters: CandidateFilters) =>
    [...examKeys.all, 'candidates', id, filters] as const,
  eligible: (id: string) => [...examKeys.all, 'eligible', id] as const,
  programmes: (q: string) => [...examKeys.all, 'programmes', q] as const,
  queue: () => [...examKeys.all, 'queue'] as const,
};

/** The exam officer's queues: sheets by state, corrections, candidates to score. */
export const examsQueueQuery = () =>
  queryOptions({
    queryKey: examKeys.queue(),
    queryFn: ({ signal }) => api<TExamsQueueReport>('/api/v1/reports/exams-queue', { signal }),
    staleTime: 30_000,
  });

export function examsQuery(page: number) {
  return queryOptions({
    queryKey: examKeys.list(page),
    queryFn: ({ signal }) =>
      api<TEntranceExamList>(`${base}?${toQuery({ page, limit: EXAMS_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function examQuery(id: string) {
  return queryOptions({
    queryKey: examKeys.detail(id),
    queryFn: ({ signal }) => api<TEntranceExam>(`${base}/${id}`, { signal }),
  });
}

export function candidatesQuery(id: string, filters: CandidateFilters) {
  return queryOptions({
    queryKey: examKeys.candidates(id, filters),
    queryFn: ({ signal }) =>
      api<TCandidateList>(
        `${base}/${id}/candidates?${toQuery({ ...filters, limit: CANDIDATES_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function eligibleCountQuery(id: string, enabled: boolean) {
  return queryOptions({
    queryKey: examKeys.eligible(id),
    queryFn: ({ signal }) => api<TEligibleCount>(`${base}/${id}/eligible-count`, { signal }),
    enabled,
  });
}

/** The school's programmes matching a search, to choose an exam's programmes from. */
export function examProgrammesQuery(q: string) {
  return queryOptions({
    queryKey: examKeys.programmes(q),
    queryFn: ({ signal }) =>
      api<TProgrammeList>(
        `/api/v1/academics/programmes?${toQuery({ limit: 100, q, sort: 'name' })}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every exam list, exam, candidate list and count after a change. */
export function useRefreshExams() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: examKeys.all });
}

export const examsApi = {
  create: (body: TEntranceExamInput) => api<TEntranceExam>(base, { method: 'POST', body }),
  update: (id: string, body: TUpdateEntranceExam) =>
    api<TEntranceExam>(`${base}/${id}`, { method: 'PATCH', body }),
  addEligible: (id: string) =>
    api<TAddCandidatesResult>(`${base}/${id}/candidates`, { method: 'POST' }),
  saveScores: (id: string, body: TScoreEntry) =>
    api<TScoreEntryResult>(`${base}/${id}/scores`, { method: 'PUT', body }),
  uploadScores: (id: string, file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return api<TScoreUploadResult>(`${base}/${id}/scores/upload?dryRun=${dryRun}`, {
      method: 'POST',
      body: form,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  },
  downloadTemplate: (id: string) =>
    downloadFromApi(`${base}/${id}/scores/template.csv`, 'exam-scores.csv'),
  publish: (id: string) => api<TEntranceExam>(`${base}/${id}/publish`, { method: 'POST' }),
};
