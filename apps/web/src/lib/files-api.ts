import type { TFileObject, TSignedUrl } from '@campusflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryRoots } from './query-keys.ts';

// Stored files (passports, documents, transfer evidence) belong to no one area: every area
// uploads and opens them through these calls (apps/api/src/platform/files/).

export const fileKeys = {
  all: [queryRoots.files] as const,
  url: (fileId: string) => [...fileKeys.all, 'url', fileId] as const,
};

/** A short-lived signed link to a stored file (document or passport photograph). */
export const fileUrlQuery = (fileId: string) =>
  queryOptions({
    queryKey: fileKeys.url(fileId),
    queryFn: ({ signal }) => api<TSignedUrl>(`/api/v1/files/${fileId}/url`, { signal }),
    // Links last longer than this; ask again before one runs out.
    staleTime: 5 * 60_000,
  });

/** Stores a file for the signed-in user; the answer's id is what a form then sends. */
export function uploadFile(file: File): Promise<TFileObject> {
  const form = new FormData();
  form.append('file', file);
  return api<TFileObject>('/api/v1/files', { method: 'POST', body: form });
}

/** Opens a stored file in a new tab through a fresh signed link. */
export async function openFile(fileId: string): Promise<void> {
  const { url } = await api<TSignedUrl>(`/api/v1/files/${fileId}/url`);
  window.open(url, '_blank', 'noopener');
}
