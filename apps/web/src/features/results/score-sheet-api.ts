import type { TScoreLineInput, TScoreSheet } from '@campusflow/contracts/results';
import type { TLecturerScoreSheet } from '@campusflow/contracts/score-entry';
import type { TScoreSheetUploadResult } from '@campusflow/contracts/score-upload';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

const base = '/api/v1/results/courses';
/** A file of a few hundred lines is checked and graded in one go; give it time on a slow link. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Every query of the lecturer's sheet starts with scoreSheetKeys.all, for invalidation. */
export const scoreSheetKeys = {
  all: [queryRoots.results, 'course-sheet'] as const,
  course: (courseId: string) => [...scoreSheetKeys.all, courseId] as const,
};

/** The lecturer's sheet of a course they teach (opened as a draft on first sight). */
export function courseSheetQuery(courseId: string) {
  return queryOptions({
    queryKey: scoreSheetKeys.course(courseId),
    queryFn: ({ signal }) => api<TLecturerScoreSheet>(`${base}/${courseId}/sheet`, { signal }),
  });
}

/** Puts a sheet the server answered with in place of the cached one, or refreshes it. */
export function useCourseSheetCache(courseId: string) {
  const client = useQueryClient();
  return useMemo(
    () => ({
      put: (sheet: TLecturerScoreSheet) =>
        client.setQueryData(scoreSheetKeys.course(courseId), sheet),
      refresh: () => client.invalidateQueries({ queryKey: scoreSheetKeys.course(courseId) }),
    }),
    [client, courseId],
  );
}

export const scoreSheetApi = {
  saveLines: (courseId: string, lines: TScoreLineInput[]) =>
    api<TLecturerScoreSheet>(`${base}/${courseId}/sheet/scores`, {
      method: 'PUT',
      body: { lines },
    }),
  submit: (courseId: string) =>
    api<TScoreSheet>(`${base}/${courseId}/sheet/submit`, { method: 'POST' }),
  upload: (courseId: string, file: File, dryRun: boolean) => {
    const form = new FormData();
    form.append('file', file);
    return api<TScoreSheetUploadResult>(`${base}/${courseId}/sheet/upload?dryRun=${dryRun}`, {
      method: 'POST',
      body: form,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  },
  downloadTemplate: (courseId: string, format: 'csv' | 'xlsx') =>
    downloadFromApi(`${base}/${courseId}/sheet/template.${format}`, `scores.${format}`),
};
