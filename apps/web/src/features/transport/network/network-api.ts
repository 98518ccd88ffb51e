import type {
  TCreateTransportRoute,
  TSaveTransportSettings,
  TTransportRoute,
  TTransportRouteList,
  TTransportRouteStops,
  TTransportSettingsView,
  TTripInput,
  TTripVehicleOption,
  TUpdateTransportRoute,
  TUpdateTrip,
} from '@campusflow/contracts/transport-network';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The transport admin's routes and settings (apps/api/src/modules/transport/network/). Every key
// starts with the transport root: a route's change also moves the overview's seat figures.

const base = '/api/v1/transport';

export const networkKeys = {
  all: [queryRoots.transport, 'network'] as const,
  routes: (status: string) => [...networkKeys.all, 'routes', status] as const,
  vehicleOptions: () => [...networkKeys.all, 'vehicle-options'] as const,
  settings: () => [...networkKeys.all, 'settings'] as const,
};

/** The school's routes of a status, by name (a school runs tens of routes, not hundreds). */
export const routesQuery = (status: 'active' | 'archived') =>
  queryOptions({
    queryKey: networkKeys.routes(status),
    queryFn: ({ signal }) =>
      api<TTransportRouteList>(`${base}/routes?${toQuery({ status, limit: 100, sort: 'name' })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const vehicleOptionsQuery = () =>
  queryOptions({
    queryKey: networkKeys.vehicleOptions(),
    queryFn: ({ signal }) => api<TTripVehicleOption[]>(`${base}/vehicle-options`, { signal }),
    staleTime: 30_000,
  });

export const transportSettingsQuery = () =>
  queryOptions({
    queryKey: networkKeys.settings(),
    queryFn: ({ signal }) => api<TTransportSettingsView>(`${base}/settings`, { signal }),
  });

/** After any change: the whole transport area is read again (overview figures included). */
export function useRefreshNetwork() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [queryRoots.transport] });
}

const route = (id: string) => `${base}/routes/${id}`;

export const networkApi = {
  createRoute: (body: TCreateTransportRoute) =>
    api<TTransportRoute>(`${base}/routes`, { method: 'POST', body }),
  updateRoute: (id: string, body: TUpdateTransportRoute) =>
    api<TTransportRoute>(route(id), { method: 'PATCH', body }),
  removeRoute: (id: string) => api<void>(route(id), { method: 'DELETE' }),
  saveStops: (id: string, body: TTransportRouteStops) =>
    api<TTransportRoute>(`${route(id)}/stops`, { method: 'PUT', body }),
  addTrip: (routeId: string, body: TTripInput) =>
    api<TTransportRoute>(`${route(routeId)}/trips`, { method: 'POST', body }),
  updateTrip: (tripId: string, body: TUpdateTrip) =>
    api<TTransportRoute>(`${base}/trips/${tripId}`, { method: 'PATCH', body }),
  removeTrip: (tripId: string) => api<void>(`${base}/trips/${tripId}`, { method: 'DELETE' }),
  setFare: (id: string, amountKobo: number) =>
    api<TTransportRoute>(`${route(id)}/fare`, { method: 'PUT', body: { amountKobo } }),
  saveSettings: (body: TSaveTransportSettings) =>
    api<TTransportSettingsView>(`${base}/settings`, { method: 'PUT', body }),
};

/** Naira typed in a form as kobo for the API. */
export const nairaToKobo = (naira: number | string) => Math.round(Number(naira) * 100);

export const periodLabels = { morning: 'Morning', evening: 'Evening' } as const;
