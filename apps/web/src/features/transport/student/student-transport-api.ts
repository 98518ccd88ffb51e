import type {
  TMyTransport,
  TSubscribeToRoute,
  TTransportSubscription,
} from '@campusflow/contracts/transport';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The student's school transport (apps/api/src/modules/transport/student/).

const base = '/api/v1/transport/mine';

export const studentTransportKeys = {
  all: [queryRoots.transport, 'student'] as const,
  mine: () => [...studentTransportKeys.all, 'mine'] as const,
};

/** The rules, the blockers, the routes on offer and the student's subscription. */
export const myTransportQuery = () =>
  queryOptions({
    queryKey: studentTransportKeys.mine(),
    queryFn: ({ signal }) => api<TMyTransport>(base, { signal }),
  });

/** Reads the page again: after subscribing, paying, cancelling, or a refusal that may be stale. */
export function useRefreshMyTransport() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: studentTransportKeys.all });
}

/** Subscribing to a route and stop, and cancelling. */
export function useTransportSubscription() {
  const refresh = useRefreshMyTransport();
  const subscribe = useMutation({
    mutationFn: (input: TSubscribeToRoute) =>
      api<TTransportSubscription>(`${base}/subscribe`, { method: 'POST', body: input }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => api<void>(`${base}/cancel`, { method: 'POST' }),
    onSettled: refresh,
  });
  return { subscribe, cancel };
}

export const studentTransportApi = {
  downloadPass: () => downloadFromApi(`${base}/pass.pdf`, 'transport-pass.pdf'),
};
