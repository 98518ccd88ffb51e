import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toQuery } from '@/lib/use-search-state.ts';

export type Page<T> = { items: T[]; total: number; page: number; limit: number };
export type Identified = { id: string; status: 'active' | 'archived' };

/** The five calls of a school resource at `path` (see platform/crud on the server). */
export function resourceApi<T extends Identified>(path: string) {
  return {
    key: ['academics', path] as const,
    list: (query: Record<string, string | number | undefined>) =>
      queryOptions({
        queryKey: ['academics', path, query],
        queryFn: ({ signal }) => api<Page<T>>(`${path}?${toQuery(query)}`, { signal }),
        placeholderData: keepPreviousData,
      }),
    create: (body: unknown) => api<T>(path, { method: 'POST', body }),
    update: (id: string, body: unknown) => api<T>(`${path}/${id}`, { method: 'PATCH', body }),
    remove: (id: string) => api<void>(`${path}/${id}`, { method: 'DELETE' }),
  };
}

/** Active records of a resource as select options (the first 100, by name). */
export function optionsQuery(path: string, label: (item: Record<string, unknown>) => string) {
  return queryOptions({
    queryKey: ['academics', path, 'options'],
    queryFn: async ({ signal }) => {
      const page = await api<Page<Record<string, unknown> & { id: string }>>(
        `${path}?limit=100&sort=name`,
        { signal },
      );
      return page.items.map((item) => ({ value: item.id, label: label(item) }));
    },
    staleTime: 60_000,
  });
}
