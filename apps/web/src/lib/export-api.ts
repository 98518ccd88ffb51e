import type { TExportFormat, TExportState } from '@campusflow/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiFile } from './api-client.ts';
import { saveResponse } from './download.ts';
import { queryRoots } from './query-keys.ts';
import { toQuery } from './use-search-state.ts';

// Exports of officer lists (docs/architecture.md, "Exports"): every list's `*-api.ts` starts
// one through `startExport`; a large one comes back as a job whose state is read here.

/** What asking for an export gave: the file at once, or a job preparing it. */
export type ExportOutcome = { kind: 'downloaded' } | { kind: 'queued'; state: TExportState };

/** A direct export streams up to 50,000 rows: longer than the usual 30 s may pass. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * Asks for `<path>.<format>` with the list's filters: saves the file when it comes at once,
 * or answers the job that prepares it (202).
 */
export async function startExport(
  path: string,
  format: TExportFormat,
  filters: Record<string, string | number | undefined | null> = {},
): Promise<ExportOutcome> {
  const query = toQuery(filters);
  const response = await apiFile(`${path}.${format}${query ? `?${query}` : ''}`, {
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  if (response.status === 202) {
    return { kind: 'queued', state: (await response.json()) as TExportState };
  }
  await saveResponse(response, `export.${format}`);
  return { kind: 'downloaded' };
}

export const exportKeys = {
  all: [queryRoots.exports] as const,
  state: (id: string) => [...exportKeys.all, id] as const,
};

const preparing = (state: TExportState | undefined) =>
  state?.state === 'queued' || state?.state === 'running';

/** An export's state, asked again every two seconds while it is being prepared. */
export const exportStateQuery = (id: string) =>
  queryOptions({
    queryKey: exportKeys.state(id),
    queryFn: ({ signal }) => api<TExportState>(`/api/v1/exports/${id}`, { signal }),
    refetchInterval: (query) => (preparing(query.state.data) ? 2000 : false),
  });

/** The state of the export `id` (none when null). */
export function useExportState(id: string | null) {
  return useQuery({ ...exportStateQuery(id ?? ''), enabled: id !== null });
}
