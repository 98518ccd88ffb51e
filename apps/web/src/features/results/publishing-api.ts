import type {
  TBroadsheet,
  TExportFormat,
  TPublishDepartment,
  TPublishOutcome,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { startExport } from '@/lib/export-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The exam officer's department results: the broadsheet and publishing
// (apps/api/src/modules/results/publishing/publishing.routes.ts).

const base = (departmentId: string) => `/api/v1/results/departments/${departmentId}`;

export type BroadsheetFilter = { semesterId?: string | null; level?: string | null };

export const publishingKeys = {
  all: [queryRoots.results, 'publishing'] as const,
  broadsheet: (departmentId: string, filter: BroadsheetFilter) =>
    [...publishingKeys.all, 'broadsheet', departmentId, filter] as const,
};

/** The broadsheet of a level for a semester, with the department's sheets and the pickers' choices. */
export const broadsheetQuery = (departmentId: string, filter: BroadsheetFilter) =>
  queryOptions({
    queryKey: publishingKeys.broadsheet(departmentId, filter),
    queryFn: ({ signal }) =>
      api<TBroadsheet>(`${base(departmentId)}/broadsheet?${toQuery(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const publishingApi = {
  /** The broadsheet saved as a PDF under the school's letterhead. */
  downloadPdf: (departmentId: string, filter: BroadsheetFilter) =>
    downloadFromApi(`${base(departmentId)}/broadsheet.pdf?${toQuery(filter)}`, 'broadsheet.pdf'),
  /** The broadsheet as CSV or XLSX, the table the page shows. */
  exportBroadsheet: (departmentId: string, filter: BroadsheetFilter, format: TExportFormat) =>
    startExport(`${base(departmentId)}/broadsheet`, format, filter),
  publish: (departmentId: string, body: TPublishDepartment) =>
    api<TPublishOutcome>(`${base(departmentId)}/publish`, { method: 'POST', body }),
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Publishes the department's approved sheets; says what was published and refreshes the page. */
export function usePublishDepartment(departmentId: string, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPublishDepartment) => publishingApi.publish(departmentId, body),
    onSuccess: async (out) => {
      notify.success(
        `Published ${plural(out.published.length, 'course')} for ${plural(out.students, 'student')}.`,
      );
      onDone();
      await client.invalidateQueries({ queryKey: publishingKeys.all });
    },
    onError: (error) => notifyError(error),
  });
}
