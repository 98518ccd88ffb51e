import type {
  TAddCandidatesResult,
  TCandidateList,
  TEligibleCount,
  TEntranceExam,
  TEntranceExamInput,
  TEntranceExamList,
  TScoreEntry,
  TScoreEntryResult,
  TScoreUploadResult,
  TUpdateEntranceExam,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { toQuery } from '@/lib/use-search-state.ts';

const base = '/api/v1/admissions/exams';

export const EXAMS_PAGE_SIZE = 20;
export const CANDIDATES_PAGE_SIZE = 50;
/** A file of a few thousand first scores takes a while: each one moves an application on. */
const UPLOAD_TIMEOUT_MS = 180_000;

/** Every query of this page family starts with this key, for invalidation. */
export const examsKey = ['admissions', 'exams'] as const;

export function examsQuery(page: number) {
  return queryOptions({
    queryKey: [...examsKey, 'list', page],
    queryFn: ({ signal }) =>
      api<TEntranceExamList>(`${base}?${toQuery({ page, limit: EXAMS_PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function examQuery(id: string) {
  return queryOptions({
    queryKey: [...examsKey, 'detail', id],
    queryFn: ({ signal }) => api<TEntranceExam>(`${base}/${id}`, { signal }),
  });
}

export function candidatesQuery(id: string, filters: { q: string; scored: string; page: number }) {
  return queryOptions({
    queryKey: [...examsKey, 'candidates', id, filters],
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
    queryKey: [...examsKey, 'eligible', id],
    queryFn: ({ signal }) => api<TEligibleCount>(`${base}/${id}/eligible-count`, { signal }),
    enabled,
  });
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

/** "Sat 14 Aug 2026, 09:00" in the reader's own locale and zone. */
export const examWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
