import type { TTransportPassCheck } from '@campusflow/contracts/transport';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// A driver's check of a pass (apps/api/src/modules/transport/passes/pass.routes.ts).

const base = '/api/v1/transport/passes';

export const passCheckKeys = {
  all: [queryRoots.transport, 'pass-check'] as const,
  routes: () => [...passCheckKeys.all, 'routes'] as const,
  check: (code: string, routeId: string | null) =>
    [...passCheckKeys.all, 'check', code, routeId ?? 'any'] as const,
};

export const passRoutesQuery = () =>
  queryOptions({
    queryKey: passCheckKeys.routes(),
    queryFn: ({ signal }) => api<{ id: string; name: string }[]>(`${base}/routes`, { signal }),
    staleTime: 5 * 60_000,
  });

export type TPassAnswer =
  | { found: true; pass: TTransportPassCheck }
  | { found: false; message: string };

/** The verdict on a pass for the route the driver is on; every check is audited, so no cache. */
export const passCheckQuery = (code: string, routeId: string | null) =>
  queryOptions({
    queryKey: passCheckKeys.check(code, routeId),
    queryFn: async ({ signal }): Promise<TPassAnswer> => {
      const query = routeId ? `?routeId=${encodeURIComponent(routeId)}` : '';
      try {
        const pass = await api<TTransportPassCheck>(`${base}/${encodeURIComponent(code)}${query}`, {
          signal,
        });
        return { found: true, pass };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'transport_pass_not_found') {
          return { found: false, message: error.message };
        }
        throw error;
      }
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

const ROUTE_KEY = 'transport-check-route';

/** The route this phone checks passes for, remembered between scans. */
export const checkingRoute = {
  read: (): string | null => localStorage.getItem(ROUTE_KEY),
  write: (id: string | null) =>
    id ? localStorage.setItem(ROUTE_KEY, id) : localStorage.removeItem(ROUTE_KEY),
};
