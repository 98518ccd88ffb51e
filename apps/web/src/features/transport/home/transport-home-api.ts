import type { TExportFormat } from '@campusflow/contracts/exports';
import type {
  TManifest,
  TManifestTripList,
  TTransportOverview,
} from '@campusflow/contracts/transport-admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { startExport } from '@/lib/export-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The transport admin's home (apps/api/src/modules/transport/admin/): the figures and the
// trips' manifests. Every key starts with transportHomeKeys.all.

const base = '/api/v1/transport';

export const transportHomeKeys = {
  all: [queryRoots.transport, 'home'] as const,
  overview: () => [...transportHomeKeys.all, 'overview'] as const,
  trips: () => [...transportHomeKeys.all, 'manifests'] as const,
  manifest: (tripId: string) => [...transportHomeKeys.all, 'manifests', tripId] as const,
};

export const transportOverviewQuery = () =>
  queryOptions({
    queryKey: transportHomeKeys.overview(),
    queryFn: ({ signal }) => api<TTransportOverview>(`${base}/overview`, { signal }),
    staleTime: 15_000,
  });

/** The trips to choose from: a school runs a few dozen at most, so the first 100 are all. */
export const manifestTripsQuery = () =>
  queryOptions({
    queryKey: transportHomeKeys.trips(),
    queryFn: ({ signal }) => api<TManifestTripList>(`${base}/manifests?limit=100`, { signal }),
  });

export const manifestQuery = (tripId: string) =>
  queryOptions({
    queryKey: transportHomeKeys.manifest(tripId),
    queryFn: ({ signal }) => api<TManifest>(`${base}/manifests/${tripId}`, { signal }),
  });

export const transportHomeApi = {
  /** The manifest as a PDF under the school's letterhead. */
  downloadManifestPdf: (tripId: string) =>
    downloadFromApi(`${base}/manifests/${tripId}.pdf`, 'manifest.pdf'),
  /** The manifest's riders as CSV or XLSX. */
  exportManifest: (tripId: string, format: TExportFormat) =>
    startExport(`${base}/manifests/${tripId}`, format),
};
