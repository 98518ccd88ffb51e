import type { TExportFormat } from '@campusflow/contracts/exports';
import type {
  TBedChoice,
  TFreeBeds,
  THostelApplicationList,
  THostelApplicationRow,
  THostelOccupancy,
  THostelRulesView,
  TPlaceStudent,
  TSaveHostelRules,
  TVacateBed,
} from '@campusflow/contracts/hostel-admin';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startExport } from '@/lib/export-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The hostel admin's endpoints (apps/api/src/modules/hostels/admin/): rules and prices,
// occupancy, the applications list and the manual allocations. Every key starts with
// hostelAdminKeys.all, so one invalidation after a change refreshes every panel.

const base = '/api/v1/hostels';

export type ApplicationFilters = {
  state?: string;
  hostelId?: string;
  levelGroup?: string;
  q?: string;
};

export const hostelAdminKeys = {
  all: [queryRoots.hostels, 'admin'] as const,
  rules: () => [...hostelAdminKeys.all, 'rules'] as const,
  occupancy: () => [...hostelAdminKeys.all, 'occupancy'] as const,
  applications: (filters: ApplicationFilters, page: number) =>
    [...hostelAdminKeys.all, 'applications', filters, page] as const,
  freeBeds: (gender: string) => [...hostelAdminKeys.all, 'free-beds', gender] as const,
};

export const hostelRulesQuery = () =>
  queryOptions({
    queryKey: hostelAdminKeys.rules(),
    queryFn: ({ signal }) => api<THostelRulesView>(`${base}/rules`, { signal }),
  });

export const occupancyQuery = () =>
  queryOptions({
    queryKey: hostelAdminKeys.occupancy(),
    queryFn: ({ signal }) => api<THostelOccupancy>(`${base}/occupancy`, { signal }),
    staleTime: 15_000,
  });

export const PAGE_SIZE = 20;

export const applicationsQuery = (filters: ApplicationFilters, page: number) =>
  queryOptions({
    queryKey: hostelAdminKeys.applications(filters, page),
    queryFn: ({ signal }) =>
      api<THostelApplicationList>(
        `${base}/applications?${toQuery({ ...filters, page, limit: PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** Beds no one holds of the open hostels of a gender (available and reserved). */
export const freeBedsQuery = (gender: 'male' | 'female') =>
  queryOptions({
    queryKey: hostelAdminKeys.freeBeds(gender),
    queryFn: ({ signal }) => api<TFreeBeds>(`${base}/free-beds?${toQuery({ gender })}`, { signal }),
  });

/** After any change: rules, occupancy, lists and free beds are read again. */
export function useRefreshHostelAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: hostelAdminKeys.all });
}

/** Naira typed in a form as kobo for the API. */
export const nairaToKobo = (naira: number | string) => Math.round(Number(naira) * 100);

const post = <T>(path: string, body: unknown) => api<T>(`${base}${path}`, { method: 'POST', body });

export const hostelAdminApi = {
  saveRules: (body: TSaveHostelRules) =>
    api<THostelRulesView>(`${base}/rules`, { method: 'PUT', body }),
  allocate: (id: string, body: TBedChoice) =>
    post<THostelApplicationRow>(`/applications/${id}/allocate`, body),
  move: (id: string, body: TBedChoice) =>
    post<THostelApplicationRow>(`/applications/${id}/move`, body),
  vacate: (id: string, body: TVacateBed) =>
    post<THostelApplicationRow>(`/applications/${id}/vacate`, body),
  place: (body: TPlaceStudent) => post<THostelApplicationRow>('/allocations', body),
  /** The applications these filters show (residents: state allocated), as CSV or XLSX. */
  exportApplications: (filters: ApplicationFilters, format: TExportFormat) =>
    startExport(`${base}/applications`, format, filters),
};
