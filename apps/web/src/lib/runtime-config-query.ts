import { queryOptions } from '@tanstack/react-query';
import { queryRoots } from './query-keys.ts';
import { isLocalOrIpHost, loadRuntimeConfig } from './runtime-config.ts';

/** Public runtime settings, read once per page load (spec section 7). */
export const runtimeConfigQuery = queryOptions({
  queryKey: [queryRoots.runtimeConfig],
  queryFn: loadRuntimeConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Local services are on: the development flag, and the page comes from localhost or an IP. */
export function usesLocalServices(devFlag: boolean, hostname = window.location.hostname): boolean {
  return devFlag && isLocalOrIpHost(hostname);
}
